"""Philosophy (Age A lab technology, printed on every player board): printed facts only (cards/plain.py).

Rulings: The government's urban limit counts this kind's buildings of every level.
"""

import pytest

from .shared_technologies import (
    URBAN,
    Technology,
    ratings_of_two_workers,
    upgrading_costs,
    workers_at_the_start,
)

CARD = "A:Philosophy"
PHILOSOPHY = Technology(CARD, "I", science=None, build=3, built=1, rating=(1, 0, 0, 0))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "to_alchemy": (CARD, "I:Alchemy", 3),
}


@pytest.mark.parametrize("check", URBAN)
def test_philosophy(check):
    check(PHILOSOPHY)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case])


def test_starts_on_the_board_with_1_worker():
    assert workers_at_the_start(PHILOSOPHY) == 1


def test_each_worker_adds_1_science():
    assert ratings_of_two_workers(PHILOSOPHY) == (2, 0, 0, 0)
