"""Modern Infantry (Age III infantry technology): printed facts only (cards/plain.py).

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

CARD = "III:Modern Infantry"
MODERN_INFANTRY = Technology(CARD, "III", science=10, build=7, built=3, military=True, rating=(0, 0, 5, 0))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "from_riflemen": ("II:Riflemen", CARD, 2),
    "from_warriors": ("A:Warriors", CARD, 5),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *UNIT])
def test_modern_infantry(check):
    check(MODERN_INFANTRY)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case], military=True)


def test_each_worker_adds_5_strength():
    assert ratings_of_two_workers(MODERN_INFANTRY) == (0, 0, 10, 0)


def test_2_units_form_an_army_of_fighting_band():
    assert strength_of_units_under_a_tactic(MODERN_INFANTRY, 2, "I:Fighting Band") == 11
