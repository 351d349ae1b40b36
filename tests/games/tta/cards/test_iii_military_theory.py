"""Military Theory (Age III military special technology): printed facts only (cards/plain.py).

It gives +3 military actions, +5 strength while in play.

Rulings: only one special technology of a kind stays in play, the higher one; its effects do
not add to those of the one it replaced. A lower one developed while a higher one is in play is
discarded at once (its science and the civil action are still spent).
Military actions also set the military hand limit and the cards drawn at the end of
the turn (one per unused military action, up to 3).
"""

import pytest

from .shared_specials import (
    InPlay,
    Special,
    cannot_develop_with_less_science,
    developing,
    military_hand_limit_and_cards_drawn,
)

CARD = "III:Military Theory"
MILITARY_THEORY = Special(CARD, "III", science=11)
# developed alone, or with another of its kind in play: then actions, actions left, strength,
# colonization bonus, blue tokens
DEVELOPING = {
    "developing_costs_11_science_and_one_civil_action": (None, InPlay({"ca": 4, "ma": 5}, (3, 5), 6, 0, 16)),
    "replaces_warfare_without_adding_its_effects": (
        "I:Warfare",
        InPlay({"ca": 4, "ma": 5}, (3, 5), 6, 0, 16),
    ),
    "replaces_strategy_without_adding_its_effects": (
        "II:Strategy",
        InPlay({"ca": 4, "ma": 5}, (3, 5), 6, 0, 16),
    ),
}


def test_cannot_develop_with_10_science():
    cannot_develop_with_less_science(MILITARY_THEORY)


@pytest.mark.parametrize("case", DEVELOPING)
def test_developing(case):
    other, in_play = DEVELOPING[case]
    assert developing(MILITARY_THEORY, other) == in_play


def test_military_hand_limit_is_5_and_3_cards_are_drawn():
    military_hand_limit_and_cards_drawn(MILITARY_THEORY, 5)
