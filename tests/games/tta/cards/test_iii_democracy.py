"""Democracy (Age III government): printed facts only (cards/plain.py).

Rulings: a peaceful change pays the higher science cost and 1 civil action, the new actions
arrive unspent; a revolution pays the lower cost and every civil action (all must be unspent),
and the new civil actions arrive spent (the new military ones do not: the seed spends only the
new white tokens; only Robespierre spends new military ones). A lower urban limit leaves the
excess buildings in play but allows no more of that kind.
"""

import pytest

from .shared_governments import LIMIT_4, Government, ratings_with

CARD = "III:Democracy"
# the peaceful change from Communism: 7 civil, 5 military actions; 2 military action(s) spent before
DEMOCRACY = Government(
    CARD, "III", science=(17, 9), actions=(7, 3), urban=4, change=("III:Communism", 2, (6, 3))
)


@pytest.mark.parametrize("check", LIMIT_4)
def test_democracy(check):
    check(DEMOCRACY)


def test_ratings_with_3_culture():
    # the board: science 1, culture 2, strength 1, happy 2
    # Democracy: +3 culture
    assert ratings_with(DEMOCRACY) == (1, 5, 1, 2)
