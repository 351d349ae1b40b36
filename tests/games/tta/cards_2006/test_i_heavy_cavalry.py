"""Heavy Cavalry (Age I tactic, 2006 edition): printed facts only (cards/plain.py).

Each army of 3 cavalry adds 4 strength; no outdated value printed. (The New Story card: 4
(outdated 4).)

Rulings (2006 Advanced game): playing it from the military hand costs 1 military action. A player
has one tactic: a new one replaces it and it is discarded; nobody copies it. Units are arranged
for the highest strength (up-to-date armies first); an army is outdated when one of its units is
two or more ages older than the tactic. A colonization force counts the armies its units form.
"""

import pytest

from .helpers_military import colonization_force, k, never_copied, replaced, tactic_strength

CARD = k("I", "Heavy Cavalry")
OTHER = k("I", "Light Cavalry")
# the units in play -> the strength before and after playing it
ARMIES = {
    "one_army_of_knights": ({"Knights": 3}, (6, 10)),
    "six_knights_form_two_armies": ({"Knights": 6}, (12, 20)),
    "two_knights_form_no_army": ({"Knights": 2, "Warriors": 1}, (5, 5)),
}


@pytest.mark.parametrize("case", ARMIES)
def test_its_armies_add_its_value_to_the_strength(case):
    units, strength = ARMIES[case]
    assert tactic_strength(CARD, "I", **units) == strength


def test_it_replaces_the_tactic_played_before_which_is_discarded():
    s = replaced(OTHER, CARD, "I", Knights=3)
    assert s.ratings(0).strength == 10


def test_a_new_tactic_replaces_it_and_it_is_discarded():
    s = replaced(CARD, OTHER, "I", Knights=3)
    assert s.ratings(0).strength == 8


def test_nobody_copies_it():
    never_copied(CARD, "I", Knights=3)


def test_a_colonization_force_counts_its_army():
    top, _ = colonization_force(CARD, "I", {"Knights": 3})
    assert top == 10
