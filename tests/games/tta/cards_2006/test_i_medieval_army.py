"""Medieval Army (Age I tactic, 2006 edition): printed facts only (cards/plain.py).

Each army of 1 infantry and 1 cavalry adds 2 strength; no outdated value printed. (The New Story
card: 2 (outdated 2).)

Rulings (2006 Advanced game): playing it from the military hand costs 1 military action. A player
has one tactic: a new one replaces it and it is discarded; nobody copies it. Units are arranged
for the highest strength (up-to-date armies first); an army is outdated when one of its units is
two or more ages older than the tactic. A colonization force counts the armies its units form.
"""

import pytest

from .helpers_military import colonization_force, k, never_copied, replaced, tactic_strength

CARD = k("I", "Medieval Army")
OTHER = k("I", "Phalanx")
# the units in play -> the strength before and after playing it
ARMIES = {
    "warriors_and_knights": ({"Warriors": 1, "Knights": 1}, (3, 5)),
    "two_pairs_form_two_armies": ({"Swordsmen": 2, "Knights": 2}, (8, 12)),
    "one_knight_one_army": ({"Swordsmen": 3, "Knights": 1}, (8, 10)),
    "infantry_alone_forms_no_army": ({"Warriors": 3}, (3, 3)),
}


@pytest.mark.parametrize("case", ARMIES)
def test_its_armies_add_its_value_to_the_strength(case):
    units, strength = ARMIES[case]
    assert tactic_strength(CARD, "I", **units) == strength


def test_it_replaces_the_tactic_played_before_which_is_discarded():
    s = replaced(OTHER, CARD, "I", Swordsmen=2, Knights=1)
    assert s.ratings(0).strength == 8


def test_a_new_tactic_replaces_it_and_it_is_discarded():
    s = replaced(CARD, OTHER, "I", Swordsmen=2, Knights=1)
    assert s.ratings(0).strength == 9


def test_nobody_copies_it():
    never_copied(CARD, "I", Warriors=1, Knights=1)


def test_a_colonization_force_counts_its_army():
    top, _ = colonization_force(CARD, "I", {"Warriors": 1, "Knights": 1})
    assert top == 5
