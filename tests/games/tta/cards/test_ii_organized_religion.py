"""Organized Religion (Age II temple technology): printed facts only (cards/plain.py).

Rulings: The government's urban limit counts this kind's buildings of every level.
"""

import pytest

from .shared_technologies import DEVELOPING, URBAN, Technology, ratings_of_two_workers, upgrading_costs

CARD = "II:Organized Religion"
ORGANIZED_RELIGION = Technology(CARD, "II", science=4, build=7, rating=(0, 1, 0, 3), lower="A:Religion")
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "from_theology": ("I:Theology", CARD, 2),
    "from_religion": ("A:Religion", CARD, 4),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *URBAN])
def test_organized_religion(check):
    check(ORGANIZED_RELIGION)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case])


def test_each_worker_adds_1_culture_3_happy_face():
    assert ratings_of_two_workers(ORGANIZED_RELIGION) == (0, 2, 0, 6)
