"""Mechanized Agriculture (Age III farm technology): printed facts only (cards/plain.py).

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

CARD = "III:Mechanized Agriculture"
MECHANIZED_AGRICULTURE = Technology(CARD, "III", science=7, build=8, produces=("food", 5))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "from_selective_breeding": ("II:Selective Breeding", CARD, 2),
    "from_agriculture": ("A:Agriculture", CARD, 6),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *FARM_OR_MINE])
def test_mechanized_agriculture(check):
    check(MECHANIZED_AGRICULTURE)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case])


def test_each_worker_produces_5_food_at_the_end_of_the_turn():
    assert produced_by_two_workers(MECHANIZED_AGRICULTURE) == 10
