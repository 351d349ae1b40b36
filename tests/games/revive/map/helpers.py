"""Shared set-ups for the map-action tests: two players, player 0 to move, resources given
exactly (what a position leaves out is 0)."""

from __future__ import annotations

from typing import Any

from epocha.games.revive.scenario import Scenario


def game(p0: dict | None = None, p1: dict | None = None, **position: Any) -> Scenario:
    """Player 0 (Nàdair unless said) against player 1 (Kunibani unless said)."""
    players = [
        {"tribe": "nadair", "resources": {}, **(p0 or {})},
        {"tribe": "kunibani", "resources": {}, **(p1 or {})},
    ]
    m = position.get("map")
    if m and "tiles" in m and "backs" not in m:
        # tiles a position turns up leave their back piles short: the other sockets stay face
        # down (blocking distance) but are not offered to Explore (see the report: position.py)
        position["map"] = {**m, "backs": {}}
    return Scenario(players=players, **position)


def spaces(**named: dict) -> dict:
    """map.spaces from keyword names: a07_2={"building": [0, "small"]} -> "a07:2"."""
    return {k.replace("_", ":"): v for k, v in named.items()}


def res(s: Scenario, seat: int = 0) -> dict:
    return dict(s.player(seat).resources)


def spent(before: dict, after: dict) -> dict:
    """What went down (positive) — a cost paid."""
    return {r: before[r] - after[r] for r in before if before[r] != after[r]}


def explore_through(s: Scenario, socket: str, card: Any = "deck", orientation: int = 0) -> Scenario:
    """Explore `socket`, take `card` (default: the deck's top), turn the tile `orientation`."""
    s.explore(socket)
    s.choose(card)
    if s.decision().kind == "orientation":
        s.choose(orientation)
    return s


def settle(s: Scenario) -> Scenario:
    """Answer every pending choice with its first option until the turn's own decision."""
    while s.decision().kind != "turn":
        s.choose(s.choices()[0])
    return s
