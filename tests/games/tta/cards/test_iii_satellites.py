"""Satellites (Age III colonization special technology): printed facts only (cards/plain.py).

It gives +3 strength, +4 colonization while in play.

Rulings: only one special technology of a kind stays in play, the higher one; its effects do
not add to those of the one it replaced. A lower one developed while a higher one is in play is
discarded at once (its science and the civil action are still spent).
The colonization bonus adds to the force of a colonization (units must still be
sent); its strength is a rating bonus and does not.
"""

import pytest

from .shared_specials import (
    InPlay,
    Special,
    cannot_develop_with_less_science,
    colonization_bonus_adds_to_the_force,
    developing,
    no_colonization_without_a_unit,
)

CARD = "III:Satellites"
SATELLITES = Special(CARD, "III", science=8)
# developed alone, or with another of its kind in play: then actions, actions left, strength,
# colonization bonus, blue tokens
DEVELOPING = {
    "developing_costs_8_science_and_one_civil_action": (None, InPlay({"ca": 4, "ma": 2}, (3, 2), 4, 4, 16)),
    "replaces_cartography_without_adding_its_effects": (
        "I:Cartography",
        InPlay({"ca": 4, "ma": 2}, (3, 2), 4, 4, 16),
    ),
    "replaces_navigation_without_adding_its_effects": (
        "II:Navigation",
        InPlay({"ca": 4, "ma": 2}, (3, 2), 4, 4, 16),
    ),
}


def test_cannot_develop_with_7_science():
    cannot_develop_with_less_science(SATELLITES)


@pytest.mark.parametrize("case", DEVELOPING)
def test_developing(case):
    other, in_play = DEVELOPING[case]
    assert developing(SATELLITES, other) == in_play


def test_colonization_bonus_adds_4_to_the_force():
    colonization_bonus_adds_to_the_force(SATELLITES, 4)


def test_no_colonization_without_a_unit():
    no_colonization_without_a_unit(SATELLITES)
