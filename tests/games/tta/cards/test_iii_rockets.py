"""Rockets (Age III artillery technology): printed facts only (cards/plain.py).

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

CARD = "III:Rockets"
ROCKETS = Technology(CARD, "III", science=8, build=7, built=3, military=True, rating=(0, 0, 5, 0))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "from_cannon": ("II:Cannon", CARD, 2),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *UNIT])
def test_rockets(check):
    check(ROCKETS)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case], military=True)


def test_each_worker_adds_5_strength():
    assert ratings_of_two_workers(ROCKETS) == (0, 0, 10, 0)


def test_2_units_form_an_army_of_fortifications():
    assert strength_of_units_under_a_tactic(ROCKETS, 2, "II:Fortifications") == 15
