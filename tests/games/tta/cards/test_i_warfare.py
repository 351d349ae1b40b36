"""Warfare (Age I military special technology): printed facts only (cards/plain.py).

It gives +1 military action, +1 strength while in play.

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

CARD = "I:Warfare"
WARFARE = Special(CARD, "I", science=5)
# developed alone, or with another of its kind in play: then actions, actions left, strength,
# colonization bonus, blue tokens
DEVELOPING = {
    "developing_costs_5_science_and_one_civil_action": (None, InPlay({"ca": 4, "ma": 3}, (3, 3), 2, 0, 16)),
    "developed_while_strategy_is_in_play_it_is_discarded": (
        "II:Strategy",
        InPlay({"ca": 4, "ma": 4}, (3, 4), 4, 0, 16),
    ),
    "developed_while_military_theory_is_in_play_it_is_discarded": (
        "III:Military Theory",
        InPlay({"ca": 4, "ma": 5}, (3, 5), 6, 0, 16),
    ),
}


def test_cannot_develop_with_4_science():
    cannot_develop_with_less_science(WARFARE)


@pytest.mark.parametrize("case", DEVELOPING)
def test_developing(case):
    other, in_play = DEVELOPING[case]
    assert developing(WARFARE, other) == in_play


def test_military_hand_limit_is_3_and_3_cards_are_drawn():
    military_hand_limit_and_cards_drawn(WARFARE, 3)
