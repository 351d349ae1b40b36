"""Bronze (Age A mine technology, printed on every player board): printed facts only (cards/plain.py).

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

CARD = "A:Bronze"
BRONZE = Technology(CARD, "I", science=None, build=2, built=2, produces=("resources", 1))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "to_iron": (CARD, "I:Iron", 3),
}


@pytest.mark.parametrize("check", FARM_OR_MINE)
def test_bronze(check):
    check(BRONZE)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case])


def test_starts_on_the_board_with_2_workers():
    assert workers_at_the_start(BRONZE) == 2


def test_each_worker_produces_1_resources_at_the_end_of_the_turn():
    assert produced_by_two_workers(BRONZE) == 2
