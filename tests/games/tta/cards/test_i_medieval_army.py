"""Medieval Army (Age I tactic): printed facts only (cards/plain.py).

Each army of 1 infantry + 1 cavalry adds 2 strength.

Rulings: playing it costs 1 military action and makes it the player's exclusive current tactic;
at the start of the owner's next turn it moves to the common area (still the owner's tactic),
where anyone may copy it for 2 military actions. A tactic may be played or copied once per round.
Units are always arranged for the highest strength: up-to-date armies first, then outdated ones;
each army may take one air force, doubling its value. Colonization counts the armies formed by
the units sent.
"""

import pytest

from .shared_tactics import (
    WITH_A_SECOND_COPY,
    Tactic,
    only_one_tactic_played_or_copied_per_round,
    strength_in_play,
)

CARD = "I:Medieval Army"
# one army: its units' strength, then with the tactic
MEDIEVAL_ARMY = Tactic(CARD, "I", army={"A:Warriors": 1, "I:Knights": 1}, strength=(3, 5))
# other units in play with the tactic: the strength
IN_PLAY = {
    "two_complete_sets_form_two_armies": ({"A:Warriors": 2, "I:Knights": 2}, 6 + 2 * 2),
    "no_complete_army_no_bonus": ({"I:Knights": 1}, 2),
}


@pytest.mark.parametrize("check", WITH_A_SECOND_COPY)
def test_medieval_army(check):
    check(MEDIEVAL_ARMY)


def test_only_one_tactic_played_or_copied_per_round():
    only_one_tactic_played_or_copied_per_round(
        MEDIEVAL_ARMY, other="I:Fighting Band", common="I:Heavy Cavalry"
    )


@pytest.mark.parametrize("case", IN_PLAY)
def test_strength_with_the_tactic_in_play(case):
    workers, strength = IN_PLAY[case]
    assert strength_in_play(MEDIEVAL_ARMY, workers) == strength


def test_an_air_force_doubles_one_army():
    workers = {"A:Warriors": 2, "I:Knights": 2, "III:Air Forces": 1}
    assert strength_in_play(MEDIEVAL_ARMY, workers, age="III") == 6 + 5 + 3 * 2
