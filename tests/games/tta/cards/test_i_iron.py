"""Iron (Age I mine technology): printed facts only (cards/plain.py).

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

CARD = "I:Iron"
IRON = Technology(CARD, "I", science=5, build=5, produces=("resources", 2))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "from_bronze": ("A:Bronze", CARD, 3),
    "to_coal": (CARD, "II:Coal", 3),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *FARM_OR_MINE])
def test_iron(check):
    check(IRON)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case])


def test_each_worker_produces_2_resources_at_the_end_of_the_turn():
    assert produced_by_two_workers(IRON) == 4
