"""Alchemy (Age I lab technology): printed facts only (cards/plain.py).

Rulings: The government's urban limit counts this kind's buildings of every level.
"""

import pytest

from .shared_technologies import DEVELOPING, URBAN, Technology, ratings_of_two_workers, upgrading_costs

CARD = "I:Alchemy"
ALCHEMY = Technology(CARD, "I", science=4, build=6, rating=(2, 0, 0, 0), lower="A:Philosophy")
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "from_philosophy": ("A:Philosophy", CARD, 3),
    "to_scientific_method": (CARD, "II:Scientific Method", 2),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *URBAN])
def test_alchemy(check):
    check(ALCHEMY)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case])


def test_each_worker_adds_2_science():
    assert ratings_of_two_workers(ALCHEMY) == (4, 0, 0, 0)
