"""Monarchy (Age I government): printed facts only (cards/plain.py).

Rulings: a peaceful change pays the higher science cost and 1 civil action, the new actions
arrive unspent; a revolution pays the lower cost and every civil action (all must be unspent),
and the new civil actions arrive spent (the new military ones do not: the seed spends only the
new white tokens; only Robespierre spends new military ones). A lower urban limit leaves the
excess buildings in play but allows no more of that kind.
"""

import pytest

from .shared_governments import LIMIT_3, Government, ratings_with

CARD = "I:Monarchy"
# the peaceful change from Republic: 7 civil, 2 military actions; 0 military action(s) spent before
MONARCHY = Government(CARD, "I", science=(8, 2), actions=(5, 3), urban=3, change=("II:Republic", 0, (5, 3)))


@pytest.mark.parametrize("check", LIMIT_3)
def test_monarchy(check):
    check(MONARCHY)


def test_ratings_unchanged():
    # the board: science 1, culture 2, strength 1, happy 2
    # Monarchy: nothing
    assert ratings_with(MONARCHY) == (1, 2, 1, 2)
