"""Communism (Age III government): printed facts only (cards/plain.py).

Rulings: a peaceful change pays the higher science cost and 1 civil action, the new actions
arrive unspent; a revolution pays the lower cost and every civil action (all must be unspent),
and the new civil actions arrive spent (the new military ones do not: the seed spends only the
new white tokens; only Robespierre spends new military ones). A lower urban limit leaves the
excess buildings in play but allows no more of that kind.
"""

import pytest

from .plain_helpers import game
from .shared_governments import LIMIT_4, Government, ratings_with

CARD = "III:Communism"
# the peaceful change from Democracy: 7 civil, 3 military actions; 1 military action(s) spent before
COMMUNISM = Government(
    CARD, "III", science=(19, 5), actions=(7, 5), urban=4, change=("III:Democracy", 1, (6, 4))
)


@pytest.mark.parametrize("check", LIMIT_4)
def test_communism(check):
    check(COMMUNISM)


def test_ratings_with_minus_1_happy():
    # the board: science 1, culture 2, strength 1, happy 2
    # Communism: -1 happy
    assert ratings_with(COMMUNISM) == (1, 2, 1, 1)


def test_the_unhappy_face_leaves_happiness_at_zero():
    s = game([{"government": CARD}, {}], age="III")
    r = s.ratings(0)
    assert (r.happy, r.faces) == (0, -1)
