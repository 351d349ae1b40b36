from epocha.games.tta.ratings import discontent

from .plain_helpers import board
from .shared_events import revealing

EVENT = "II:Civil Unrest"


def reveal(*players, **position):
    return revealing(EVENT, players, age="II", **position)


def test_discontent_costs_4_culture_each_and_the_most_discontent_return_a_blue_token():
    s = reveal(
        {"culture": 20, "yellow_bank": 10, "blue_bank": 10},  # needs 3 happy faces, has 0
        {"culture": 20, "yellow_bank": 12, "blue_bank": 10},  # 2 discontent
        {"culture": 20, "blue_bank": 10},  # content
    )
    assert [discontent(s.state, s.player(q)) for q in range(3)] == [3, 2, 0]
    assert [s.player(q).culture for q in range(3)] == [8, 12, 20]
    assert [s.player(q).blue for q in range(3)] == [9, 10, 10]
    assert s.state.past_events == ["II:Civil Unrest#1"]


def test_every_civilization_tied_for_the_most_returns_a_token():
    s = reveal(
        {"culture": 20, "yellow_bank": 12, "blue_bank": 10},
        {"culture": 20, "yellow_bank": 14, "blue_bank": 10},  # 1 discontent
        {"culture": 20, "yellow_bank": 12, "blue_bank": 10},
    )
    assert [s.player(q).culture for q in range(3)] == [12, 16, 12]
    assert [s.player(q).blue for q in range(3)] == [9, 10, 9]


def test_discontent_covered_by_unused_workers_still_counts():
    s = reveal({"culture": 20, "yellow_bank": 12, "unused_workers": 3, "blue_bank": 10}, {"blue_bank": 10})
    assert s.player(0).culture == 12
    assert s.player(0).blue == 9
    assert s.player(1).blue == 10


def test_nobody_discontent_nothing_happens():
    s = reveal({"culture": 7, "blue_bank": 10}, {"culture": 9, "blue_bank": 10})
    assert [s.player(q).culture for q in range(2)] == [7, 9]
    assert [s.player(q).blue for q in range(2)] == [10, 10]


def test_culture_floor_and_token_from_a_mine_when_the_bank_is_empty():
    techs = board(Bronze={"workers": 2, "stored": 2})
    s = reveal({"culture": 5, "yellow_bank": 12, "blue_bank": 0, "technologies": techs}, {})
    p = s.player(0)
    assert p.culture == 0
    assert p.blue == 0
    assert s.resources(0) == 1
