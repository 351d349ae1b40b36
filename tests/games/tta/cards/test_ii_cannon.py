"""Cannon (Age II artillery technology): printed facts only (cards/plain.py).

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

CARD = "II:Cannon"
CANNON = Technology(CARD, "II", science=6, build=5, built=3, military=True, rating=(0, 0, 3, 0))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "to_rockets": (CARD, "III:Rockets", 2),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *UNIT])
def test_cannon(check):
    check(CANNON)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case], military=True)


def test_each_worker_adds_3_strength():
    assert ratings_of_two_workers(CANNON) == (0, 0, 6, 0)


def test_2_units_form_an_army_of_fortifications():
    assert strength_of_units_under_a_tactic(CANNON, 2, "II:Fortifications") == 11
