"""Fortifications (Age II tactic): printed facts only (cards/plain.py).

Each army of 2 artillery adds 5 strength (3 if outdated:
a unit in it two or more levels below Age II).

Rulings: playing it costs 1 military action and makes it the player's exclusive current tactic;
at the start of the owner's next turn it moves to the common area (still the owner's tactic),
where anyone may copy it for 2 military actions. A tactic may be played or copied once per round.
Units are always arranged for the highest strength: up-to-date armies first, then outdated ones;
each army may take one air force, doubling its value. Colonization counts the armies formed by
the units sent.
"""

import pytest

from .shared_tactics import TACTIC, Tactic, only_one_tactic_played_or_copied_per_round, strength_in_play

CARD = "II:Fortifications"
# one army: its units' strength, then with the tactic
FORTIFICATIONS = Tactic(CARD, "II", army={"II:Cannon": 2}, strength=(6, 11))
# other units in play with the tactic: the strength
IN_PLAY = {
    "two_complete_sets_form_two_armies": ({"II:Cannon": 4}, 12 + 2 * 5),
    "no_complete_army_no_bonus": ({"II:Cannon": 1}, 3),
    "units_of_a_later_age_are_up_to_date_too": ({"III:Rockets": 2}, 10 + 5),
}


@pytest.mark.parametrize("check", TACTIC)
def test_fortifications(check):
    check(FORTIFICATIONS)


def test_only_one_tactic_played_or_copied_per_round():
    only_one_tactic_played_or_copied_per_round(
        FORTIFICATIONS, other="II:Classic Army", common="I:Fighting Band"
    )


@pytest.mark.parametrize("case", IN_PLAY)
def test_strength_with_the_tactic_in_play(case):
    workers, strength = IN_PLAY[case]
    assert strength_in_play(FORTIFICATIONS, workers) == strength


def test_an_air_force_doubles_one_army():
    workers = {"II:Cannon": 4, "III:Air Forces": 1}
    assert strength_in_play(FORTIFICATIONS, workers, age="III") == 12 + 5 + 3 * 5
