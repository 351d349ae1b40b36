"""Tanks (Age III cavalry technology): printed facts only (cards/plain.py).

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

CARD = "III:Tanks"
TANKS = Technology(CARD, "III", science=9, build=7, built=3, military=True, rating=(0, 0, 5, 0))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "from_cavalrymen": ("II:Cavalrymen", CARD, 2),
    "from_knights": ("I:Knights", CARD, 4),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *UNIT])
def test_tanks(check):
    check(TANKS)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case], military=True)


def test_each_worker_adds_5_strength():
    assert ratings_of_two_workers(TANKS) == (0, 0, 10, 0)


def test_3_units_form_an_army_of_heavy_cavalry():
    assert strength_of_units_under_a_tactic(TANKS, 3, "I:Heavy Cavalry") == 19
