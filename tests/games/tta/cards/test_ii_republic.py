"""Republic (Age II government): printed facts only (cards/plain.py).

Rulings: a peaceful change pays the higher science cost and 1 civil action, the new actions
arrive unspent; a revolution pays the lower cost and every civil action (all must be unspent),
and the new civil actions arrive spent (the new military ones do not: the seed spends only the
new white tokens; only Robespierre spends new military ones). A lower urban limit leaves the
excess buildings in play but allows no more of that kind.
"""

import pytest

from .shared_governments import LIMIT_3, Government, ratings_with

CARD = "II:Republic"
# the peaceful change from Communism: 7 civil, 5 military actions; 1 military action(s) spent before
REPUBLIC = Government(
    CARD, "II", science=(13, 3), actions=(7, 2), urban=3, change=("III:Communism", 1, (6, 2))
)


@pytest.mark.parametrize("check", LIMIT_3)
def test_republic(check):
    check(REPUBLIC)


def test_ratings_unchanged():
    # the board: science 1, culture 2, strength 1, happy 2
    # Republic: nothing
    assert ratings_with(REPUBLIC) == (1, 2, 1, 2)
