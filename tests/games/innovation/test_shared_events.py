"""Innovation logs its commonest events (draws, moves, turns) as objects made once and shared
by every log that holds an equal event: a game keeps every event it logs, and new dicts for
each move were memory a long game kept growing. The tables that keep them stay bounded, and
what a game logs does not depend on what they hold."""

from __future__ import annotations

import random

import epocha
from epocha.games.innovation import moves


def _played(seed: int) -> list[dict]:
    g = epocha.new_game("innovation", players=3, seed=seed)
    pick = random.Random(seed)
    while not g.is_over:
        seat = g.active_players[0]
        g.apply(seat, pick.choice(g.actions(seat)))
    return g.state.log


def test_equal_events_are_one_object_in_one_log_and_in_many():
    first, again = _played(4), _played(4)
    assert first == again
    shared = [i for i, e in enumerate(first) if e["event"] in ("draw", "meld", "score", "turn")]
    assert shared and all(first[i] is again[i] for i in shared)
    turns = [e for e in first if e["event"] == "turn" and e["args"]["player"] == 0]
    assert len({id(e) for e in turns}) == len(turns)  # (each turn of a game its own event)


def test_the_tables_of_shared_events_stay_bounded_and_change_no_log(monkeypatch):
    expected = _played(5)
    monkeypatch.setattr(moves, "_EVENTS_LIMIT", 20)
    monkeypatch.setattr(moves, "_MOVE_EVENTS", {})  # (empty tables, that fill up and empty)
    monkeypatch.setattr(moves, "_DRAW_EVENTS", {})
    assert _played(5) == expected
    assert len(moves._MOVE_EVENTS) <= 20 and len(moves._DRAW_EVENTS) <= 20
