"""Professional Sports (Age III arena technology): printed facts only (cards/plain.py).

Rulings: The government's urban limit counts this kind's buildings of every level.
"""

import pytest

from .shared_technologies import DEVELOPING, URBAN, Technology, ratings_of_two_workers, upgrading_costs

CARD = "III:Professional Sports"
PROFESSIONAL_SPORTS = Technology(CARD, "III", science=7, build=8, rating=(0, 0, 3, 4))
# a worker upgraded from one technology to the other, for resources
UPGRADES = {
    "from_team_sports": ("II:Team Sports", CARD, 3),
    "from_bread_and_circuses": ("I:Bread and Circuses", CARD, 5),
}


@pytest.mark.parametrize("check", [*DEVELOPING, *URBAN])
def test_professional_sports(check):
    check(PROFESSIONAL_SPORTS)


@pytest.mark.parametrize("case", UPGRADES)
def test_upgrading(case):
    upgrading_costs(*UPGRADES[case])


def test_each_worker_adds_3_strength_4_happy_face():
    assert ratings_of_two_workers(PROFESSIONAL_SPORTS) == (0, 0, 6, 8)
