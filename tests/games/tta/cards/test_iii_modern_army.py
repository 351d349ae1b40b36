"""Modern Army (Age III tactic): printed facts only (cards/plain.py).

Each army of 2 infantry + 1 cavalry + 1 artillery adds 13 strength (7 if outdated:
a unit in it two or more levels below Age III).

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

CARD = "III:Modern Army"
# one army: its units' strength, then with the tactic
MODERN_ARMY = Tactic(
    CARD, "III", army={"II:Riflemen": 2, "II:Cavalrymen": 1, "II:Cannon": 1}, strength=(12, 25)
)
# other units in play with the tactic: the strength
IN_PLAY = {
    "two_complete_sets_form_two_armies": (
        {"II:Riflemen": 4, "II:Cavalrymen": 2, "II:Cannon": 2},
        24 + 2 * 13,
    ),
    "no_complete_army_no_bonus": ({"II:Riflemen": 1, "II:Cavalrymen": 1, "II:Cannon": 1}, 9),
    # Swordsmen is two or more levels below Age III
    "an_army_with_a_unit_two_levels_below_is_outdated_worth_7": (
        {"I:Swordsmen": 2, "II:Cavalrymen": 1, "II:Cannon": 1},
        10 + 7,
    ),
    "up_to_date_and_outdated_armies_together": (
        {"I:Swordsmen": 2, "II:Riflemen": 2, "II:Cavalrymen": 2, "II:Cannon": 2},
        22 + 13 + 7,
    ),
}


@pytest.mark.parametrize("check", WITH_A_SECOND_COPY)
def test_modern_army(check):
    check(MODERN_ARMY)


def test_only_one_tactic_played_or_copied_per_round():
    only_one_tactic_played_or_copied_per_round(
        MODERN_ARMY, other="III:Entrenchments", common="I:Fighting Band"
    )


@pytest.mark.parametrize("case", IN_PLAY)
def test_strength_with_the_tactic_in_play(case):
    workers, strength = IN_PLAY[case]
    assert strength_in_play(MODERN_ARMY, workers) == strength


def test_an_air_force_doubles_one_army():
    workers = {"II:Riflemen": 4, "II:Cavalrymen": 2, "II:Cannon": 2, "III:Air Forces": 1}
    assert strength_in_play(MODERN_ARMY, workers, age="III") == 24 + 5 + 3 * 13
