"""Positions: a game's moment written as plain data, read back the same, and bad ones refused
with a clear error."""

from __future__ import annotations

import random

import pytest

import epocha
from epocha.engine import Game, IllegalAction
from epocha.games.anachrony.rules import RULES
from epocha.games.anachrony.scenario import Scenario


def test_a_position_reads_back_as_itself() -> None:
    g = epocha.new_game("anachrony", players=3, seed=4)
    pick = random.Random(4)
    while g.state.phase != "actions" or g.state.stack or g.state.era < 3:  # type: ignore[attr-defined]
        seat = g.active_players[0]
        acts = g.legal_actions(seat)
        busy = [a for a in acts if a["type"] != "pass"]
        g.apply(seat, pick.choice(busy or acts))
    position = g.to_position()
    again = Game.at_position(RULES, position, 0, g.options)
    assert again.to_position() == position
    assert again.legal_actions(again.active_players[0]) == g.legal_actions(g.active_players[0])


@pytest.mark.parametrize(
    ("position", "words"),
    [
        ({"players": []}, "players must be a list of 1 to 4"),
        ({"players": [{}, {}], "chronobot": {}}, "chronobot: only in a one-player game"),
        ({"players": [{}, {}], "weather": 1}, "unknown key(s) in the position: weather"),
        ({"players": [{"path": "chaos"}, {}]}, "path must be a Path"),
        ({"players": [{"path": "harmony"}, {"path": "harmony"}]}, "path must be a Path"),
        ({"players": [{"leader": "wolfe"}, {}]}, "leader must be one of haulani, zaida"),
        ({"players": [{"goods": {"W": -1}}, {}]}, "goods.W must be a whole number"),
        ({"players": [{"rows": {"lab": ["b101"]}}, {}]}, "b101 is not a lab"),
        ({"players": [{"rows": {"lab": ["b401"]}}, {"rows": {"lab": ["b401"]}}]}, "b401 is placed twice"),
        ({"players": [{"warps": [1]}, {}], "timeline": [{"warps": [[0, 1]]}]}, "both in its supply"),
        ({"players": [{}, {}], "era": 9}, "era must be a whole number from 1 to 7"),
        ({"players": [{"passed": True}, {}]}, "the turn player has passed"),
    ],
)
def test_bad_positions_are_refused_clearly(position: dict, words: str) -> None:
    with pytest.raises(IllegalAction) as caught:
        Game.at_position(RULES, position, 0, None)
    assert words in str(caught.value)


def test_an_illegal_action_changes_nothing() -> None:
    s = Scenario(players=[{"powered": [1]}, {}], era=2)
    assert "not a legal choice" in s.illegal({"type": "place", "space": "research:0", "worker": "engineer"})
    assert "not a legal choice" in s.illegal({"type": "place", "space": "nowhere", "worker": "scientist"})
    before = s.game.snapshot()
    with pytest.raises(IllegalAction, match="need not act"):
        s.game.apply(1, {"type": "pass"})
    assert s.game.snapshot() == before
