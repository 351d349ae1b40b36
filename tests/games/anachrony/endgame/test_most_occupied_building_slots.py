"""Most occupied building slots: at the end, whoever has the most filled slots on its player
board scores 3 VP; a building, an anomaly and each of the 2 slots a superproject spans count."""

from __future__ import annotations

from tests.games.anachrony.endgame import card_vp, finish, measure

CARD = "most_occupied_building_slots"


def test_the_most_score_3_ties_all_score_fewer_nothing() -> None:
    s = finish(
        CARD,
        {"rows": {"factory": ["s1", "s1"]}},  # a superproject: 2 slots
        {"rows": {"power_plant": ["b101"], "lab": ["anomaly"]}},  # 2 slots
        {"rows": {"power_plant": ["b102"]}},  # 1 slot
    )
    assert card_vp(s) == [3, 3, 0]


def test_buildings_anomalies_and_both_superproject_slots_count() -> None:
    rows = {"power_plant": ["b101", "b102"], "factory": ["s1", "s1"], "lab": ["anomaly", "anomaly:b401"]}
    assert measure(CARD, {"rows": rows}) == 6
    assert measure(CARD, {"rows": {"life_support": ["s2", "s2", "b301"]}}) == 3
    assert measure(CARD, {}) == 0
