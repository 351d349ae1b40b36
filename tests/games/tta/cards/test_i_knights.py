"""Knights (Age I cavalry technology): printed facts only (cards/plain.py).

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

CARD = "I:Knights"
KNIGHTS = Technology(CARD, "I", science=5, build=3, built=3, military=True, rating=(0, 0, 2, 0))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "to_cavalrymen": (CARD, "II:Cavalrymen", 2),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *UNIT])
def test_knights(check):
    check(KNIGHTS)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case], military=True)


def test_each_worker_adds_2_strength():
    assert ratings_of_two_workers(KNIGHTS) == (0, 0, 4, 0)


def test_3_units_form_an_army_of_heavy_cavalry():
    assert strength_of_units_under_a_tactic(KNIGHTS, 3, "I:Heavy Cavalry") == 10
