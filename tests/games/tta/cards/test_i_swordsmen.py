"""Swordsmen (Age I infantry technology): printed facts only (cards/plain.py).

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

CARD = "I:Swordsmen"
SWORDSMEN = Technology(CARD, "I", science=4, build=3, built=3, military=True, rating=(0, 0, 2, 0))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "from_warriors": ("A:Warriors", CARD, 1),
    "to_riflemen": (CARD, "II:Riflemen", 2),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *UNIT])
def test_swordsmen(check):
    check(SWORDSMEN)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case], military=True)


def test_each_worker_adds_2_strength():
    assert ratings_of_two_workers(SWORDSMEN) == (0, 0, 4, 0)


def test_2_units_form_an_army_of_fighting_band():
    assert strength_of_units_under_a_tactic(SWORDSMEN, 2, "I:Fighting Band") == 5
