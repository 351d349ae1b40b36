"""Positions: a game's moment written as plain data, read back the same, and bad ones refused
with a clear error."""

from __future__ import annotations

import random

import pytest

import epocha
from epocha.engine import Game, IllegalAction
from epocha.games.revive.rules import RULES
from epocha.games.revive.scenario import Scenario


def _quiet_game(seed: int, players: int, decisions: int) -> Game:
    """A game played at random until a turn decision after `decisions` decisions."""
    g = epocha.new_game("revive", players=players, seed=seed)
    pick = random.Random(seed)
    n = 0
    while n < decisions or g.state.stack:  # type: ignore[attr-defined]
        seat = g.active_players[0]
        g.apply(seat, pick.choice(g.legal_actions(seat)))
        n += 1
    return g


@pytest.mark.parametrize(("seed", "players", "decisions"), [(1, 2, 60), (2, 3, 150), (3, 4, 250)])
def test_a_position_reads_back_as_itself(seed: int, players: int, decisions: int) -> None:
    g = _quiet_game(seed, players, decisions)
    position = g.to_position()
    again = Game.at_position(RULES, position, 7, g.options)
    assert again.to_position() == position
    seat = g.active_players[0]
    assert again.legal_actions(seat) == g.legal_actions(seat)


def test_a_position_names_what_differs_from_the_deal() -> None:
    s = Scenario(
        players=[{"tribe": "nadair", "active": ["c05"], "resources": {"food": 4}}, {"tribe": "kunibani"}]
    )
    p = s.player(0)
    assert p.tribe == "nadair" and p.active == ["c05"] and p.resources["food"] == 4
    assert "c05" not in s.state.deck and "c05" not in s.state.offer  # (taken from where it was dealt)
    assert len(s.state.offer) == 5  # (and the offer filled up again)


def test_a_position_written_before_a_field_was_retired_still_reads() -> None:
    """Positions once listed each player's acquired cards (the end-game bonus counts the
    cards a player owns): an old position giving them reads as it did."""
    g = _quiet_game(1, 2, 60)
    position = g.to_position()
    old = {**position, "players": [{**p, "acquired": ["c05"]} for p in position["players"]]}
    assert Game.at_position(RULES, old, 7, g.options).to_position() == position


@pytest.mark.parametrize(
    ("position", "words"),
    [
        ({"players": 5}, "1-4 players"),
        ({"players": 2, "weather": 1}, "unknown position keys: weather"),
        ({"players": [{"tribe": "vikings"}, {}]}, "no tribe 'vikings'"),
        ({"players": [{"resources": {"crystal": 4}}, {}]}, "holds 4 crystal (0-3)"),
        ({"players": [{"active": ["c01"]}, {"rest": ["c01"]}]}, "'c01' is in two places"),
        ({"players": [{"active": ["c99"]}, {}]}, "no card 'c99'"),
        ({"players": 2, "map": {"spaces": {"a99:1": {"type": "sand"}}}}, "no space 'a99:1'"),
        ({"players": 2, "map": {"spaces": {"a01:9": {"type": "sand"}}}}, "tile a01 has spaces 1-4"),
        ({"players": 2, "offer": ["c01", "c01"]}, "'c01' is in two places"),
        ({"players": 2, "first": 3}, "no seat 3"),
    ],
)
def test_bad_positions_are_refused_clearly(position: dict, words: str) -> None:
    with pytest.raises(IllegalAction) as caught:
        Game.at_position(RULES, position, 0, None)
    assert words in str(caught.value)


def test_an_illegal_action_changes_nothing() -> None:
    s = Scenario()
    assert "not a legal choice" in s.illegal({"type": "play", "card": "c39", "slot": "top1", "half": "top"})
    assert "not a legal choice" in s.illegal({"type": "build", "space": 0, "size": "huge"})


def test_tiles_a_position_turns_up_leave_every_face_down_socket_a_tile_of_its_back() -> None:
    from collections import Counter

    s = Scenario(map={"tiles": {"a01": ["ta01", 0], "a02": ["ta02", 1], "a03": ["ta07", 0]}})
    st = s.state
    assert Counter(st.backs.values()) == Counter({b: len(p) for b, p in st.tile_piles.items()})
    assert {"a01", "a02", "a03"}.isdisjoint(st.backs) and st.placed["a02"] == ["ta02", 1]
