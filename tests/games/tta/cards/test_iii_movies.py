"""Movies (Age III theater technology): printed facts only (cards/plain.py).

Rulings: The government's urban limit counts this kind's buildings of every level.
"""

import pytest

from .shared_technologies import DEVELOPING, URBAN, Technology, ratings_of_two_workers, upgrading_costs

CARD = "III:Movies"
MOVIES = Technology(CARD, "III", science=10, build=11, rating=(0, 4, 0, 1))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "from_opera": ("II:Opera", CARD, 3),
    "from_drama": ("I:Drama", CARD, 7),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *URBAN])
def test_movies(check):
    check(MOVIES)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case])


def test_each_worker_adds_4_culture_1_happy_face():
    assert ratings_of_two_workers(MOVIES) == (0, 8, 0, 2)
