"""Navigation (Age II colonization special technology): printed facts only (cards/plain.py).

It gives +2 strength, +3 colonization while in play.

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

CARD = "II:Navigation"
NAVIGATION = Special(CARD, "II", science=6)
# developed alone, or with another of its kind in play: then actions, actions left, strength,
# colonization bonus, blue tokens
DEVELOPING = {
    "developing_costs_6_science_and_one_civil_action": (None, InPlay({"ca": 4, "ma": 2}, (3, 2), 3, 3, 16)),
    "replaces_cartography_without_adding_its_effects": (
        "I:Cartography",
        InPlay({"ca": 4, "ma": 2}, (3, 2), 3, 3, 16),
    ),
    "developed_while_satellites_is_in_play_it_is_discarded": (
        "III:Satellites",
        InPlay({"ca": 4, "ma": 2}, (3, 2), 4, 4, 16),
    ),
}


def test_cannot_develop_with_5_science():
    cannot_develop_with_less_science(NAVIGATION)


@pytest.mark.parametrize("case", DEVELOPING)
def test_developing(case):
    other, in_play = DEVELOPING[case]
    assert developing(NAVIGATION, other) == in_play


def test_colonization_bonus_adds_3_to_the_force():
    colonization_bonus_adds_to_the_force(NAVIGATION, 3)


def test_no_colonization_without_a_unit():
    no_colonization_without_a_unit(NAVIGATION)
