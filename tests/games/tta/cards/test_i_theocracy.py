"""Theocracy (Age I government): printed facts only (cards/plain.py).

Rulings: a peaceful change pays the higher science cost and 1 civil action, the new actions
arrive unspent; a revolution pays the lower cost and every civil action (all must be unspent),
and the new civil actions arrive spent (the new military ones do not: the seed spends only the
new white tokens; only Robespierre spends new military ones). A lower urban limit leaves the
excess buildings in play but allows no more of that kind.
"""

import pytest

from .shared_governments import LIMIT_3, Government, ratings_with

CARD = "I:Theocracy"
# the peaceful change from Republic: 7 civil, 2 military actions; 0 military action(s) spent before
THEOCRACY = Government(CARD, "I", science=(6, 1), actions=(4, 3), urban=3, change=("II:Republic", 0, (4, 3)))


@pytest.mark.parametrize("check", LIMIT_3)
def test_theocracy(check):
    check(THEOCRACY)


def test_ratings_with_1_culture_1_strength_1_happy():
    # the board: science 1, culture 2, strength 1, happy 2
    # Theocracy: +1 culture, +1 strength, +1 happy
    assert ratings_with(THEOCRACY) == (1, 3, 2, 3)
