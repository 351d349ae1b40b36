"""Multimedia (Age III library technology): printed facts only (cards/plain.py).

Rulings: The government's urban limit counts this kind's buildings of every level.
"""

import pytest

from .shared_technologies import DEVELOPING, URBAN, Technology, ratings_of_two_workers, upgrading_costs

CARD = "III:Multimedia"
MULTIMEDIA = Technology(CARD, "III", science=9, build=11, rating=(3, 3, 0, 0))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "from_journalism": ("II:Journalism", CARD, 3),
    "from_printing_press": ("I:Printing Press", CARD, 8),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *URBAN])
def test_multimedia(check):
    check(MULTIMEDIA)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case])


def test_each_worker_adds_3_science_3_culture():
    assert ratings_of_two_workers(MULTIMEDIA) == (6, 6, 0, 0)
