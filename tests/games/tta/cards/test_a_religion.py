"""Religion (Age A temple technology, printed on every player board): printed facts only (cards/plain.py).

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

CARD = "A:Religion"
RELIGION = Technology(CARD, "I", science=None, build=3, rating=(0, 1, 0, 1))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "to_theology": (CARD, "I:Theology", 2),
}


@pytest.mark.parametrize("check", URBAN)
def test_religion(check):
    check(RELIGION)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case])


def test_starts_on_the_board_with_0_workers():
    assert workers_at_the_start(RELIGION) == 0


def test_each_worker_adds_1_culture_1_happy_face():
    assert ratings_of_two_workers(RELIGION) == (0, 2, 0, 2)
