"""Most completed experiments (Doomsday only): at the end, whoever has claimed the most
experiment cards (of either level) scores 3 VP."""

from __future__ import annotations

from epocha.games.anachrony.scenario import Scenario
from epocha.games.anachrony.scoring import endgame_measure
from tests.games.anachrony.endgame import card_vp, finish, scores

CARD = "most_completed_experiments"
DOOM = {"doomsday": True}


def test_the_most_score_3_ties_all_score_fewer_nothing() -> None:
    s = finish(
        CARD,
        {"experiments": ["hydro_plant", "alien_life"]},
        {"experiments": ["irrigation", "ai_research"]},
        {"experiments": ["austerity"]},
        options=DOOM,
    )
    assert card_vp(s) == [3, 3, 0] and scores(s) == [3, 3, 0]


def test_cards_count_whatever_their_level() -> None:
    s = Scenario(
        players=[
            {"experiments": ["hydro_plant", "singularity", "ai_research"]},
            {"experiments": ["hive_mind"]},
        ],
        options=DOOM,
    )
    assert [endgame_measure(s.state, p, CARD) for p in s.state.players] == [3, 1]
