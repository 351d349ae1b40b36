"""Agriculture (Age A farm technology, printed on every player board): printed facts only (cards/plain.py).

Rulings: Production: one blue token per worker at the end of the turn, each worth its value.
"""

import pytest

from .shared_technologies import (
    FARM_OR_MINE,
    Technology,
    produced_by_two_workers,
    upgrading_costs,
    workers_at_the_start,
)

CARD = "A:Agriculture"
AGRICULTURE = Technology(CARD, "I", science=None, build=2, built=2, produces=("food", 1))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "to_irrigation": (CARD, "I:Irrigation", 2),
}


@pytest.mark.parametrize("check", FARM_OR_MINE)
def test_agriculture(check):
    check(AGRICULTURE)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case])


def test_starts_on_the_board_with_2_workers():
    assert workers_at_the_start(AGRICULTURE) == 2


def test_each_worker_produces_1_food_at_the_end_of_the_turn():
    assert produced_by_two_workers(AGRICULTURE) == 2
