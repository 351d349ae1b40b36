"""Fundamentalism (Age III government): printed facts only (cards/plain.py).

Rulings: a peaceful change pays the higher science cost and 1 civil action, the new actions
arrive unspent; a revolution pays the lower cost and every civil action (all must be unspent),
and the new civil actions arrive spent (the new military ones do not: the seed spends only the
new white tokens; only Robespierre spends new military ones). A lower urban limit leaves the
excess buildings in play but allows no more of that kind.
"""

import pytest

from .plain_helpers import board, game
from .shared_governments import LIMIT_4, Government, ratings_with

CARD = "III:Fundamentalism"
# the peaceful change from Democracy: 7 civil, 3 military actions; 0 military action(s) spent before
FUNDAMENTALISM = Government(
    CARD, "III", science=(18, 7), actions=(6, 5), urban=4, change=("III:Democracy", 0, (6, 5))
)


@pytest.mark.parametrize("check", LIMIT_4)
def test_fundamentalism(check):
    check(FUNDAMENTALISM)


def test_ratings_with_minus_2_science_5_strength():
    # the board: science 1, culture 2, strength 1, happy 2
    # Fundamentalism: -2 science, +5 strength
    assert ratings_with(FUNDAMENTALISM) == (0, 2, 6, 2)


def test_science_rating_does_not_go_below_zero():
    s = game([{"technologies": board({"A:Philosophy": {}}), "government": CARD}, {}], age="III")
    assert s.ratings(0).science == 0
