"""Selective Breeding (Age II farm technology): printed facts only (cards/plain.py).

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

CARD = "II:Selective Breeding"
SELECTIVE_BREEDING = Technology(CARD, "II", science=5, build=6, produces=("food", 3))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "from_irrigation": ("I:Irrigation", CARD, 2),
    "from_agriculture": ("A:Agriculture", CARD, 4),
    "to_mechanized_agriculture": (CARD, "III:Mechanized Agriculture", 2),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *FARM_OR_MINE])
def test_selective_breeding(check):
    check(SELECTIVE_BREEDING)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case])


def test_each_worker_produces_3_food_at_the_end_of_the_turn():
    assert produced_by_two_workers(SELECTIVE_BREEDING) == 6
