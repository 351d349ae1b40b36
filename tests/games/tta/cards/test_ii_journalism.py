"""Journalism (Age II library technology): printed facts only (cards/plain.py).

Rulings: The government's urban limit counts this kind's buildings of every level.
"""

import pytest

from .shared_technologies import DEVELOPING, URBAN, Technology, ratings_of_two_workers, upgrading_costs

CARD = "II:Journalism"
JOURNALISM = Technology(CARD, "II", science=6, build=8, rating=(2, 2, 0, 0))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "from_printing_press": ("I:Printing Press", CARD, 5),
    "to_multimedia": (CARD, "III:Multimedia", 3),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *URBAN])
def test_journalism(check):
    check(JOURNALISM)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case])


def test_each_worker_adds_2_science_2_culture():
    assert ratings_of_two_workers(JOURNALISM) == (4, 4, 0, 0)
