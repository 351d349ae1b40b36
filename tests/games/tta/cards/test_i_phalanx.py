"""Phalanx (Age I tactic): printed facts only (cards/plain.py).

Each army of 2 infantry + 1 cavalry adds 3 strength.

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

CARD = "I:Phalanx"
# one army: its units' strength, then with the tactic
PHALANX = Tactic(CARD, "I", army={"A:Warriors": 2, "I:Knights": 1}, strength=(4, 7))
# other units in play with the tactic: the strength
IN_PLAY = {
    "two_complete_sets_form_two_armies": ({"A:Warriors": 4, "I:Knights": 2}, 8 + 2 * 3),
    "no_complete_army_no_bonus": ({"A:Warriors": 1, "I:Knights": 1}, 3),
}


@pytest.mark.parametrize("check", WITH_A_SECOND_COPY)
def test_phalanx(check):
    check(PHALANX)


def test_only_one_tactic_played_or_copied_per_round():
    only_one_tactic_played_or_copied_per_round(PHALANX, other="I:Fighting Band", common="I:Heavy Cavalry")


@pytest.mark.parametrize("case", IN_PLAY)
def test_strength_with_the_tactic_in_play(case):
    workers, strength = IN_PLAY[case]
    assert strength_in_play(PHALANX, workers) == strength


def test_an_air_force_doubles_one_army():
    workers = {"A:Warriors": 4, "I:Knights": 2, "III:Air Forces": 1}
    assert strength_in_play(PHALANX, workers, age="III") == 8 + 5 + 3 * 3
