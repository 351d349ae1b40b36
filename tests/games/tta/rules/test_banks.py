"""Digest §16-§17: the yellow and blue bank tables at every boundary, as the game applies them
(the food an increase of population costs, consumption, the happiness required, corruption)."""

import pytest

from epocha.games.tta.ratings import discontent, in_uprising
from epocha.games.tta.scenario import Scenario

# the board without workers on farms and mines (nothing produced), with stock to pay from
IDLE = {
    "A:Agriculture": {"stored": 12},
    "A:Bronze": {"stored": 12},
    "A:Philosophy": {"workers": 1},
    "A:Religion": {},
    "A:Warriors": {"workers": 1},
}
# tokens in the yellow bank -> (population cost, consumption, happy faces required)
YELLOW = {
    20: (2, 0, 0),
    18: (2, 0, 0),
    17: (2, 0, 0),
    16: (3, 1, 1),
    13: (3, 1, 1),
    12: (4, 2, 2),
    11: (4, 2, 2),
    10: (4, 2, 3),
    9: (4, 2, 3),
    8: (5, 3, 4),
    7: (5, 3, 4),
    6: (5, 3, 5),
    5: (5, 3, 5),
    4: (7, 4, 6),
    3: (7, 4, 6),
    2: (7, 4, 7),
    1: (7, 4, 7),
    0: (None, 6, 8),
}
# tokens in the blue bank -> corruption
BLUE = {16: 0, 11: 0, 10: 2, 6: 2, 5: 4, 1: 4, 0: 6}


def player(yellow: int = 18, blue: int = 16, pool: int = 8) -> Scenario:
    return Scenario(
        players=[{"technologies": IDLE, "yellow_bank": yellow, "blue_bank": blue, "unused_workers": pool}, {}]
    )


@pytest.mark.parametrize(("yellow", "expected"), sorted(YELLOW.items()))
def test_population_cost_by_the_yellow_bank(yellow, expected):
    cost = expected[0]
    s = player(yellow)
    if cost is None:
        assert not s.can("population")  # an empty yellow bank
        return
    assert s.labels("population") == [f"Increase population (1 civil action, {cost} food)"]
    s.act("population")
    assert s.food(0) == 12 - cost and s.player(0).yellow == yellow - 1


@pytest.mark.parametrize(("yellow", "expected"), sorted(YELLOW.items()))
def test_consumption_by_the_yellow_bank(yellow, expected):
    s = player(yellow)
    s.end_turn()
    assert s.food(0) == 12 - expected[1]


@pytest.mark.parametrize(("yellow", "expected"), sorted(YELLOW.items()))
def test_happiness_required_by_the_yellow_bank(yellow, expected):
    required = expected[2]
    s = player(yellow, pool=required)
    p = s.player(0)
    assert discontent(s.state, p) == required  # no happy faces on the starting board
    assert not in_uprising(s.state, p)  # as many unused workers as discontent ones
    if required:
        short = player(yellow, pool=required - 1)
        assert in_uprising(short.state, short.player(0))
        short.end_turn()
        assert short.player(0).science == 0  # the uprising skipped production


@pytest.mark.parametrize(("blue", "corruption"), sorted(BLUE.items()))
def test_corruption_by_the_blue_bank(blue, corruption):
    s = player(blue=blue)
    s.end_turn()
    assert s.resources(0) == 12 - corruption


def test_corruption_beyond_the_resources_is_paid_in_food():
    techs = {**IDLE, "A:Bronze": {"stored": 1}}
    s = Scenario(
        players=[{"technologies": techs, "blue_bank": 0, "yellow_bank": 18, "unused_workers": 8}, {}]
    )
    s.end_turn()
    assert s.resources(0) == 0 and s.food(0) == 12 - 5  # 6 corruption: 1 resource, 5 food
