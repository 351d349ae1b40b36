"""Cavalrymen (Age II cavalry technology): printed facts only (cards/plain.py).

Rulings: Units have no limit; building, upgrading and disbanding cost military actions.
"""

import pytest

from .shared_technologies import (
    DEVELOPING,
    UNIT,
    Technology,
    ratings_of_two_workers,
    strength_of_units_under_a_tactic,
    upgrading_costs,
)

CARD = "II:Cavalrymen"
CAVALRYMEN = Technology(CARD, "II", science=6, build=5, built=3, military=True, rating=(0, 0, 3, 0))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "from_knights": ("I:Knights", CARD, 2),
    "to_tanks": (CARD, "III:Tanks", 2),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *UNIT])
def test_cavalrymen(check):
    check(CAVALRYMEN)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case], military=True)


def test_each_worker_adds_3_strength():
    assert ratings_of_two_workers(CAVALRYMEN) == (0, 0, 6, 0)


def test_3_units_form_an_army_of_heavy_cavalry():
    assert strength_of_units_under_a_tactic(CAVALRYMEN, 3, "I:Heavy Cavalry") == 13
