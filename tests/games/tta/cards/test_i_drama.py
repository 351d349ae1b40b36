"""Drama (Age I theater technology): printed facts only (cards/plain.py).

Rulings: The government's urban limit counts this kind's buildings of every level.
"""

import pytest

from .shared_technologies import DEVELOPING, URBAN, Technology, ratings_of_two_workers, upgrading_costs

CARD = "I:Drama"
DRAMA = Technology(CARD, "I", science=3, build=4, rating=(0, 2, 0, 1))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "to_opera": (CARD, "II:Opera", 4),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *URBAN])
def test_drama(check):
    check(DRAMA)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case])


def test_each_worker_adds_2_culture_1_happy_face():
    assert ratings_of_two_workers(DRAMA) == (0, 4, 0, 2)
