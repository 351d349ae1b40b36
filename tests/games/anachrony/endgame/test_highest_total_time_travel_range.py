"""Highest total time-travel range: at the end, whoever has the highest sum of the ranges of its
power plants scores 3 VP (ranges add up here, unlike when travelling). Lab #401 adds 1, Lab #402
adds 2 and the superproject Temporal Tourism 3; the values per tile follow
`endgame_conditions.json`'s `range_values_bga`."""

from __future__ import annotations

import pytest

from tests.games.anachrony.endgame import card_vp, finish, measure

CARD = "highest_total_time_travel_range"
RANGE = {
    **dict.fromkeys(("b101", "b112", "b113"), 1),
    **dict.fromkeys(("b102", "b103", "b104", "b108"), 2),
    **dict.fromkeys(("b105", "b106", "b107", "b109", "b111", "b114", "b115"), 3),
    "b110": 4,
}


@pytest.mark.parametrize("tile", sorted(RANGE))
def test_each_power_plant_counts_its_range(tile: str) -> None:
    assert measure(CARD, {"rows": {"power_plant": [tile]}}) == RANGE[tile]


def test_labs_and_temporal_tourism_add_and_other_buildings_do_not() -> None:
    assert measure(CARD, {"rows": {"lab": ["b401"]}}) == 1
    assert measure(CARD, {"rows": {"lab": ["b402"]}}) == 2
    assert measure(CARD, {"rows": {"factory": ["s8", "s8"]}}) == 3
    assert measure(CARD, {"rows": {"factory": ["b201"], "life_support": ["b301"], "lab": ["b403"]}}) == 0
    rows = {"power_plant": ["b110", "b105", "b101"], "lab": ["b401", "b402"], "factory": ["s8", "s8"]}
    assert measure(CARD, {"rows": rows}) == 4 + 3 + 1 + 1 + 2 + 3


def test_the_most_score_3_ties_all_score_fewer_nothing() -> None:
    s = finish(
        CARD,
        {"rows": {"power_plant": ["b110"]}},  # 4
        {"rows": {"power_plant": ["b105", "b101"]}},  # 3 + 1
        {"rows": {"power_plant": ["b102"], "lab": ["b401"]}},  # 2 + 1
    )
    assert card_vp(s) == [3, 3, 0]
