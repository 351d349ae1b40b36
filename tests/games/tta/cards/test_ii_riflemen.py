"""Riflemen (Age II infantry technology): printed facts only (cards/plain.py).

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

CARD = "II:Riflemen"
RIFLEMEN = Technology(CARD, "II", science=6, build=5, built=3, military=True, rating=(0, 0, 3, 0))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "from_swordsmen": ("I:Swordsmen", CARD, 2),
    "from_warriors": ("A:Warriors", CARD, 3),
    "to_modern_infantry": (CARD, "III:Modern Infantry", 2),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *UNIT])
def test_riflemen(check):
    check(RIFLEMEN)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case], military=True)


def test_each_worker_adds_3_strength():
    assert ratings_of_two_workers(RIFLEMEN) == (0, 0, 6, 0)


def test_2_units_form_an_army_of_fighting_band():
    assert strength_of_units_under_a_tactic(RIFLEMEN, 2, "I:Fighting Band") == 7
