"""Irrigation (Age I farm technology): printed facts only (cards/plain.py).

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

CARD = "I:Irrigation"
IRRIGATION = Technology(CARD, "I", science=3, build=4, produces=("food", 2))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "from_agriculture": ("A:Agriculture", CARD, 2),
    "to_selective_breeding": (CARD, "II:Selective Breeding", 2),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *FARM_OR_MINE])
def test_irrigation(check):
    check(IRRIGATION)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case])


def test_each_worker_produces_2_food_at_the_end_of_the_turn():
    assert produced_by_two_workers(IRRIGATION) == 4
