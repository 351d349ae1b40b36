"""Legion (Age I tactic): printed facts only (cards/plain.py).

Each army of 3 infantry adds 2 strength.

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

CARD = "I:Legion"
# one army: its units' strength, then with the tactic
LEGION = Tactic(CARD, "I", army={"A:Warriors": 3}, strength=(3, 5))
# other units in play with the tactic: the strength
IN_PLAY = {
    "two_complete_sets_form_two_armies": ({"A:Warriors": 6}, 6 + 2 * 2),
    "no_complete_army_no_bonus": ({"A:Warriors": 2}, 2),
}


@pytest.mark.parametrize("check", WITH_A_SECOND_COPY)
def test_legion(check):
    check(LEGION)


def test_only_one_tactic_played_or_copied_per_round():
    only_one_tactic_played_or_copied_per_round(LEGION, other="I:Fighting Band", common="I:Heavy Cavalry")


@pytest.mark.parametrize("case", IN_PLAY)
def test_strength_with_the_tactic_in_play(case):
    workers, strength = IN_PLAY[case]
    assert strength_in_play(LEGION, workers) == strength


def test_an_air_force_doubles_one_army():
    workers = {"A:Warriors": 6, "III:Air Forces": 1}
    assert strength_in_play(LEGION, workers, age="III") == 6 + 5 + 3 * 2
