"""Printing Press (Age I library technology): printed facts only (cards/plain.py).

Rulings: The government's urban limit counts this kind's buildings of every level.
"""

import pytest

from .shared_technologies import DEVELOPING, URBAN, Technology, ratings_of_two_workers, upgrading_costs

CARD = "I:Printing Press"
PRINTING_PRESS = Technology(CARD, "I", science=3, build=3, rating=(1, 1, 0, 0))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "to_journalism": (CARD, "II:Journalism", 5),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *URBAN])
def test_printing_press(check):
    check(PRINTING_PRESS)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case])


def test_each_worker_adds_1_science_1_culture():
    assert ratings_of_two_workers(PRINTING_PRESS) == (2, 2, 0, 0)
