"""Oil (Age III mine technology): printed facts only (cards/plain.py).

Rulings: Production: one blue token per worker at the end of the turn, each worth its value.
"""

import pytest

from .shared_technologies import (
    DEVELOPING,
    FARM_OR_MINE,
    Technology,
    produced_by_two_workers,
    upgrading_costs,
)

CARD = "III:Oil"
OIL = Technology(CARD, "III", science=9, build=11, produces=("resources", 5))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "from_coal": ("II:Coal", CARD, 3),
    "from_bronze": ("A:Bronze", CARD, 9),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *FARM_OR_MINE])
def test_oil(check):
    check(OIL)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case])


def test_each_worker_produces_5_resources_at_the_end_of_the_turn():
    assert produced_by_two_workers(OIL) == 10
