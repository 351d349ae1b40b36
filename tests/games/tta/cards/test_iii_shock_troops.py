"""Shock Troops (Age III tactic): printed facts only (cards/plain.py).

Each army of 1 infantry + 3 cavalry adds 11 strength (6 if outdated:
a unit in it two or more levels below Age III).

Rulings: playing it costs 1 military action and makes it the player's exclusive current tactic;
at the start of the owner's next turn it moves to the common area (still the owner's tactic),
where anyone may copy it for 2 military actions. A tactic may be played or copied once per round.
Units are always arranged for the highest strength: up-to-date armies first, then outdated ones;
each army may take one air force, doubling its value. Colonization counts the armies formed by
the units sent.
"""

import pytest

from .shared_tactics import TACTIC, Tactic, only_one_tactic_played_or_copied_per_round, strength_in_play

CARD = "III:Shock Troops"
# one army: its units' strength, then with the tactic
SHOCK_TROOPS = Tactic(CARD, "III", army={"II:Riflemen": 1, "II:Cavalrymen": 3}, strength=(12, 23))
# other units in play with the tactic: the strength
IN_PLAY = {
    "two_complete_sets_form_two_armies": ({"II:Riflemen": 2, "II:Cavalrymen": 6}, 24 + 2 * 11),
    "no_complete_army_no_bonus": ({"II:Cavalrymen": 3}, 9),
    # Swordsmen is two or more levels below Age III
    "an_army_with_a_unit_two_levels_below_is_outdated_worth_6": (
        {"I:Swordsmen": 1, "II:Cavalrymen": 3},
        11 + 6,
    ),
    "up_to_date_and_outdated_armies_together": (
        {"I:Swordsmen": 1, "II:Riflemen": 1, "II:Cavalrymen": 6},
        23 + 11 + 6,
    ),
}


@pytest.mark.parametrize("check", TACTIC)
def test_shock_troops(check):
    check(SHOCK_TROOPS)


def test_only_one_tactic_played_or_copied_per_round():
    only_one_tactic_played_or_copied_per_round(
        SHOCK_TROOPS, other="III:Entrenchments", common="I:Fighting Band"
    )


@pytest.mark.parametrize("case", IN_PLAY)
def test_strength_with_the_tactic_in_play(case):
    workers, strength = IN_PLAY[case]
    assert strength_in_play(SHOCK_TROOPS, workers) == strength


def test_an_air_force_doubles_one_army():
    workers = {"II:Riflemen": 2, "II:Cavalrymen": 6, "III:Air Forces": 1}
    assert strength_in_play(SHOCK_TROOPS, workers, age="III") == 24 + 5 + 3 * 11
