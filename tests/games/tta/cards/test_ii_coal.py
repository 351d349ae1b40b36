"""Coal (Age II mine technology): printed facts only (cards/plain.py).

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

CARD = "II:Coal"
COAL = Technology(CARD, "II", science=7, build=8, produces=("resources", 3))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "from_iron": ("I:Iron", CARD, 3),
    "from_bronze": ("A:Bronze", CARD, 6),
    "to_oil": (CARD, "III:Oil", 3),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *FARM_OR_MINE])
def test_coal(check):
    check(COAL)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case])


def test_each_worker_produces_3_resources_at_the_end_of_the_turn():
    assert produced_by_two_workers(COAL) == 6
