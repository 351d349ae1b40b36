"""Classic Army (Age II tactic, 2006 edition): printed facts only (cards/plain.py).

Each army of 2 infantry and 2 cavalry adds 9 strength; only 5 for an army with a unit two or more
ages older than the tactic (Warriors). (The New Story card: 8 (outdated 4).)

Rulings (2006 Advanced game): playing it from the military hand costs 1 military action. A player
has one tactic: a new one replaces it and it is discarded; nobody copies it. Units are arranged
for the highest strength (up-to-date armies first); an army is outdated when one of its units is
two or more ages older than the tactic. A colonization force counts the armies its units form.
"""

import pytest

from .helpers_military import colonization_force, k, never_copied, replaced, tactic_strength

CARD = k("II", "Classic Army")
OTHER = k("II", "Napoleonic Army")
# the units in play -> the strength before and after playing it
ARMIES = {
    "riflemen_and_cavalrymen": ({"Riflemen": 2, "Cavalrymen": 2}, (12, 21)),
    "age_i_units_one_age_older_are_not_outdated": ({"Swordsmen": 2, "Knights": 2}, (8, 17)),
    "warriors_make_the_army_outdated": ({"Warriors": 2, "Knights": 2}, (6, 11)),
    "one_warriors_is_enough_to_make_it_outdated": ({"Warriors": 1, "Swordsmen": 1, "Cavalrymen": 2}, (9, 14)),
    "an_up_to_date_army_and_an_outdated_one": (
        {"Warriors": 2, "Swordsmen": 2, "Knights": 2, "Cavalrymen": 2},
        (16, 30),
    ),
    "one_cavalry_short_no_army": ({"Riflemen": 2, "Cavalrymen": 1}, (9, 9)),
}


@pytest.mark.parametrize("case", ARMIES)
def test_its_armies_add_its_value_to_the_strength(case):
    units, strength = ARMIES[case]
    assert tactic_strength(CARD, "II", **units) == strength


def test_it_replaces_the_tactic_played_before_which_is_discarded():
    s = replaced(OTHER, CARD, "II", Riflemen=2, Cavalrymen=2, Cannon=1)
    assert s.ratings(0).strength == 24


def test_a_new_tactic_replaces_it_and_it_is_discarded():
    s = replaced(CARD, OTHER, "II", Riflemen=2, Cavalrymen=2, Cannon=1)
    assert s.ratings(0).strength == 23


def test_nobody_copies_it():
    never_copied(CARD, "II", Riflemen=2, Cavalrymen=2)


def test_a_colonization_force_counts_its_army():
    top, _ = colonization_force(CARD, "II", {"Riflemen": 2, "Cavalrymen": 2})
    assert top == 21
