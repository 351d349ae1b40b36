"""Most workers: at the end, whoever owns the most workers, counting every column (Active,
Tired and those still on action spaces), scores 3 VP."""

from __future__ import annotations

from epocha.games.anachrony.scenario import Scenario
from epocha.games.anachrony.scoring import endgame_measure
from tests.games.anachrony.endgame import card_vp, finish, measure, scores

CARD = "most_workers"


def test_the_most_score_3_ties_all_score_fewer_nothing() -> None:
    s = finish(
        CARD,
        {"active": {"scientist": 3}, "tired": {"engineer": 2}},
        {"active": {"scientist": 2}, "tired": {"engineer": 2}},
        {"active": {"genius": 1}, "tired": {"administrator": 4}},
    )
    assert card_vp(s) == [3, 0, 3] and scores(s) == [3, 0, 3]


def test_active_tired_and_busy_all_count() -> None:
    assert measure(CARD, {"active": {"scientist": 2, "genius": 1}, "tired": {"engineer": 3}}) == 6
    s = Scenario(players=[{"powered": [1], "active": {"engineer": 2}, "tired": {}}, {"passed": True}], era=2)
    s.place("purify", "engineer")
    assert s.player(0).busy and endgame_measure(s.state, s.player(0), CARD) == 2
