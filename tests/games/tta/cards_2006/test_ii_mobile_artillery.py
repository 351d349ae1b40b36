"""Mobile Artillery (Age II tactic, 2006 edition): printed facts only (cards/plain.py).

Each army of 1 cavalry and 1 artillery adds 5 strength; no outdated value printed. (The New Story
card: 5 (outdated 3).)

Rulings (2006 Advanced game): playing it from the military hand costs 1 military action. A player
has one tactic: a new one replaces it and it is discarded; nobody copies it. Units are arranged
for the highest strength (up-to-date armies first); an army is outdated when one of its units is
two or more ages older than the tactic. A colonization force counts the armies its units form.
"""

import pytest

from .helpers_military import colonization_force, k, never_copied, replaced, tactic_strength

CARD = k("II", "Mobile Artillery")
OTHER = k("II", "Fortifications")
# the units in play -> the strength before and after playing it
ARMIES = {
    "cavalrymen_and_cannon": ({"Cavalrymen": 1, "Cannon": 1}, (6, 11)),
    "knights_one_age_older_are_not_outdated": ({"Knights": 1, "Cannon": 1}, (5, 10)),
    "two_pairs_form_two_armies": ({"Cavalrymen": 2, "Cannon": 3}, (15, 25)),
    "artillery_alone_forms_no_army": ({"Cannon": 2, "Warriors": 1}, (7, 7)),
}


@pytest.mark.parametrize("case", ARMIES)
def test_its_armies_add_its_value_to_the_strength(case):
    units, strength = ARMIES[case]
    assert tactic_strength(CARD, "II", **units) == strength


def test_it_replaces_the_tactic_played_before_which_is_discarded():
    s = replaced(OTHER, CARD, "II", Cannon=2, Cavalrymen=1)
    assert s.ratings(0).strength == 14


def test_a_new_tactic_replaces_it_and_it_is_discarded():
    s = replaced(CARD, OTHER, "II", Cannon=2, Cavalrymen=1)
    assert s.ratings(0).strength == 13


def test_nobody_copies_it():
    never_copied(CARD, "II", Cavalrymen=1, Cannon=1)


def test_a_colonization_force_counts_its_army():
    top, _ = colonization_force(CARD, "II", {"Cavalrymen": 1, "Cannon": 1})
    assert top == 11
