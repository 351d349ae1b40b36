"""Team Sports (Age II arena technology): printed facts only (cards/plain.py).

Rulings: The government's urban limit counts this kind's buildings of every level.
"""

import pytest

from .shared_technologies import DEVELOPING, URBAN, Technology, ratings_of_two_workers, upgrading_costs

CARD = "II:Team Sports"
TEAM_SPORTS = Technology(CARD, "II", science=5, build=5, rating=(0, 0, 2, 3))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "from_bread_and_circuses": ("I:Bread and Circuses", CARD, 2),
    "to_professional_sports": (CARD, "III:Professional Sports", 3),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *URBAN])
def test_team_sports(check):
    check(TEAM_SPORTS)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case])


def test_each_worker_adds_2_strength_3_happy_face():
    assert ratings_of_two_workers(TEAM_SPORTS) == (0, 0, 4, 6)
