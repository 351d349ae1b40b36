"""Bread and Circuses (Age I arena technology): printed facts only (cards/plain.py).

Rulings: The government's urban limit counts this kind's buildings of every level.
"""

import pytest

from .shared_technologies import DEVELOPING, URBAN, Technology, ratings_of_two_workers, upgrading_costs

CARD = "I:Bread and Circuses"
BREAD_AND_CIRCUSES = Technology(CARD, "I", science=3, build=3, rating=(0, 0, 1, 2))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "to_team_sports": (CARD, "II:Team Sports", 2),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *URBAN])
def test_bread_and_circuses(check):
    check(BREAD_AND_CIRCUSES)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case])


def test_each_worker_adds_1_strength_2_happy_face():
    assert ratings_of_two_workers(BREAD_AND_CIRCUSES) == (0, 0, 2, 4)
