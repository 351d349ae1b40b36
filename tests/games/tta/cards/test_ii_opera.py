"""Opera (Age II theater technology): printed facts only (cards/plain.py).

Rulings: The government's urban limit counts this kind's buildings of every level.
"""

import pytest

from .shared_technologies import DEVELOPING, URBAN, Technology, ratings_of_two_workers, upgrading_costs

CARD = "II:Opera"
OPERA = Technology(CARD, "II", science=7, build=8, rating=(0, 3, 0, 1))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "from_drama": ("I:Drama", CARD, 4),
    "to_movies": (CARD, "III:Movies", 3),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *URBAN])
def test_opera(check):
    check(OPERA)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case])


def test_each_worker_adds_3_culture_1_happy_face():
    assert ratings_of_two_workers(OPERA) == (0, 6, 0, 2)
