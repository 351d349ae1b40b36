"""Theology (Age I temple technology): printed facts only (cards/plain.py).

Rulings: The government's urban limit counts this kind's buildings of every level.
"""

import pytest

from .shared_technologies import DEVELOPING, URBAN, Technology, ratings_of_two_workers, upgrading_costs

CARD = "I:Theology"
THEOLOGY = Technology(CARD, "I", science=2, build=5, rating=(0, 1, 0, 2), lower="A:Religion")
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "from_religion": ("A:Religion", CARD, 2),
    "to_organized_religion": (CARD, "II:Organized Religion", 2),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *URBAN])
def test_theology(check):
    check(THEOLOGY)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case])


def test_each_worker_adds_1_culture_2_happy_face():
    assert ratings_of_two_workers(THEOLOGY) == (0, 2, 0, 4)
