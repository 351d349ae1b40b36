"""Code of Laws (Age I civil special technology): printed facts only (cards/plain.py).

It gives +1 civil action while in play.

Rulings: only one special technology of a kind stays in play, the higher one; its effects do
not add to those of the one it replaced. A lower one developed while a higher one is in play is
discarded at once (its science and the civil action are still spent).
Civil actions also set the civil hand limit.
"""

import pytest

from .shared_specials import (
    InPlay,
    Special,
    cannot_develop_with_less_science,
    civil_hand_limit_is,
    developing,
)

CARD = "I:Code of Laws"
CODE_OF_LAWS = Special(CARD, "I", science=6)
# developed alone, or with another of its kind in play: then actions, actions left, strength,
# colonization bonus, blue tokens
DEVELOPING = {
    "developing_costs_6_science_and_one_civil_action": (None, InPlay({"ca": 5, "ma": 2}, (4, 2), 1, 0, 16)),
    "developed_while_justice_system_is_in_play_it_is_discarded": (
        "II:Justice System",
        InPlay({"ca": 5, "ma": 2}, (4, 2), 1, 0, 19),
    ),
    "developed_while_civil_service_is_in_play_it_is_discarded": (
        "III:Civil Service",
        InPlay({"ca": 6, "ma": 2}, (5, 2), 1, 0, 19),
    ),
}


def test_cannot_develop_with_5_science():
    cannot_develop_with_less_science(CODE_OF_LAWS)


@pytest.mark.parametrize("case", DEVELOPING)
def test_developing(case):
    other, in_play = DEVELOPING[case]
    assert developing(CODE_OF_LAWS, other) == in_play


def test_civil_hand_limit_is_5():
    civil_hand_limit_is(CODE_OF_LAWS, 5)
