"""Fighting Band (Age I tactic, 2006 edition): printed facts only (cards/plain.py).

Each army of 2 infantry adds 1 strength; no outdated value printed. (The New Story card: 1
(outdated 1).)

Rulings (2006 Advanced game): playing it from the military hand costs 1 military action. A player
has one tactic: a new one replaces it and it is discarded; nobody copies it. Units are arranged
for the highest strength (up-to-date armies first); an army is outdated when one of its units is
two or more ages older than the tactic. A colonization force counts the armies its units form.
"""

import pytest

from .helpers_military import colonization_force, k, never_copied, replaced, tactic_strength

CARD = k("I", "Fighting Band")
OTHER = k("I", "Legion")
# the units in play -> the strength before and after playing it
ARMIES = {
    "one_army_of_warriors": ({"Warriors": 2}, (2, 3)),
    "warriors_and_swordsmen_form_two_armies": ({"Warriors": 2, "Swordsmen": 2}, (6, 8)),
    "five_infantry_form_two_armies": ({"Warriors": 5}, (5, 7)),
    "cavalry_forms_no_army": ({"Warriors": 1, "Knights": 2}, (5, 5)),
}


@pytest.mark.parametrize("case", ARMIES)
def test_its_armies_add_its_value_to_the_strength(case):
    units, strength = ARMIES[case]
    assert tactic_strength(CARD, "I", **units) == strength


def test_it_replaces_the_tactic_played_before_which_is_discarded():
    s = replaced(OTHER, CARD, "I", Swordsmen=3)
    assert s.ratings(0).strength == 7


def test_a_new_tactic_replaces_it_and_it_is_discarded():
    s = replaced(CARD, OTHER, "I", Swordsmen=3)
    assert s.ratings(0).strength == 8


def test_nobody_copies_it():
    never_copied(CARD, "I", Warriors=2)


def test_a_colonization_force_counts_its_army():
    top, _ = colonization_force(CARD, "I", {"Warriors": 2})
    assert top == 3
