"""Scientific Method (Age II lab technology): printed facts only (cards/plain.py).

Rulings: The government's urban limit counts this kind's buildings of every level.
"""

import pytest

from .shared_technologies import DEVELOPING, URBAN, Technology, ratings_of_two_workers, upgrading_costs

CARD = "II:Scientific Method"
SCIENTIFIC_METHOD = Technology(CARD, "II", science=6, build=8, rating=(3, 0, 0, 0), lower="A:Philosophy")
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "from_alchemy": ("I:Alchemy", CARD, 2),
    "from_philosophy": ("A:Philosophy", CARD, 5),
    "to_computers": (CARD, "III:Computers", 3),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *URBAN])
def test_scientific_method(check):
    check(SCIENTIFIC_METHOD)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case])


def test_each_worker_adds_3_science():
    assert ratings_of_two_workers(SCIENTIFIC_METHOD) == (6, 0, 0, 0)
