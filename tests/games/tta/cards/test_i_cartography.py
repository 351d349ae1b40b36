"""Cartography (Age I colonization special technology): printed facts only (cards/plain.py).

It gives +1 strength, +2 colonization while in play.

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

CARD = "I:Cartography"
CARTOGRAPHY = Special(CARD, "I", science=4)
# developed alone, or with another of its kind in play: then actions, actions left, strength,
# colonization bonus, blue tokens
DEVELOPING = {
    "developing_costs_4_science_and_one_civil_action": (None, InPlay({"ca": 4, "ma": 2}, (3, 2), 2, 2, 16)),
    "developed_while_navigation_is_in_play_it_is_discarded": (
        "II:Navigation",
        InPlay({"ca": 4, "ma": 2}, (3, 2), 3, 3, 16),
    ),
    "developed_while_satellites_is_in_play_it_is_discarded": (
        "III:Satellites",
        InPlay({"ca": 4, "ma": 2}, (3, 2), 4, 4, 16),
    ),
}


def test_cannot_develop_with_3_science():
    cannot_develop_with_less_science(CARTOGRAPHY)


@pytest.mark.parametrize("case", DEVELOPING)
def test_developing(case):
    other, in_play = DEVELOPING[case]
    assert developing(CARTOGRAPHY, other) == in_play


def test_colonization_bonus_adds_2_to_the_force():
    colonization_bonus_adds_to_the_force(CARTOGRAPHY, 2)


def test_no_colonization_without_a_unit():
    no_colonization_without_a_unit(CARTOGRAPHY)
