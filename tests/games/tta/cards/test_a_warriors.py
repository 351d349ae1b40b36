"""Warriors (Age A infantry technology, printed on every player board): printed facts only (cards/plain.py).

Rulings: Units have no limit; building, upgrading and disbanding cost military actions.
"""

import pytest

from .shared_technologies import (
    UNIT,
    Technology,
    ratings_of_two_workers,
    strength_of_units_under_a_tactic,
    upgrading_costs,
    workers_at_the_start,
)

CARD = "A:Warriors"
WARRIORS = Technology(CARD, "I", science=None, build=2, built=3, military=True, rating=(0, 0, 1, 0))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "to_swordsmen": (CARD, "I:Swordsmen", 1),
}


@pytest.mark.parametrize("check", UNIT)
def test_warriors(check):
    check(WARRIORS)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case], military=True)


def test_starts_on_the_board_with_1_worker():
    assert workers_at_the_start(WARRIORS) == 1


def test_each_worker_adds_1_strength():
    assert ratings_of_two_workers(WARRIORS) == (0, 0, 2, 0)


def test_2_units_form_an_army_of_fighting_band():
    assert strength_of_units_under_a_tactic(WARRIORS, 2, "I:Fighting Band") == 3
