"""Computers (Age III lab technology): printed facts only (cards/plain.py).

Rulings: The government's urban limit counts this kind's buildings of every level.
"""

import pytest

from .shared_technologies import DEVELOPING, URBAN, Technology, ratings_of_two_workers, upgrading_costs

CARD = "III:Computers"
COMPUTERS = Technology(CARD, "III", science=8, build=11, rating=(5, 0, 0, 0), lower="A:Philosophy")
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "from_scientific_method": ("II:Scientific Method", CARD, 3),
    "from_philosophy": ("A:Philosophy", CARD, 8),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *URBAN])
def test_computers(check):
    check(COMPUTERS)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case])


def test_each_worker_adds_5_science():
    assert ratings_of_two_workers(COMPUTERS) == (10, 0, 0, 0)
