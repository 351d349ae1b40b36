"""Constitutional Monarchy (Age II government): printed facts only (cards/plain.py).

Rulings: a peaceful change pays the higher science cost and 1 civil action, the new actions
arrive unspent; a revolution pays the lower cost and every civil action (all must be unspent),
and the new civil actions arrive spent (the new military ones do not: the seed spends only the
new white tokens; only Robespierre spends new military ones). A lower urban limit leaves the
excess buildings in play but allows no more of that kind.
"""

import pytest

from .shared_governments import LIMIT_3, Government, ratings_with

CARD = "II:Constitutional Monarchy"
# the peaceful change from Republic: 7 civil, 2 military actions; 0 military action(s) spent before
CONSTITUTIONAL_MONARCHY = Government(
    CARD, "II", science=(12, 6), actions=(6, 4), urban=3, change=("II:Republic", 0, (6, 4))
)


@pytest.mark.parametrize("check", LIMIT_3)
def test_constitutional_monarchy(check):
    check(CONSTITUTIONAL_MONARCHY)


def test_ratings_unchanged():
    # the board: science 1, culture 2, strength 1, happy 2
    # Constitutional Monarchy: nothing
    assert ratings_with(CONSTITUTIONAL_MONARCHY) == (1, 2, 1, 2)
