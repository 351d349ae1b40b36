"""What the tests of Revive's words share: the manifest with the game's words (its catalog,
card reference, rules reference and web board), the rules wording the log, and random games."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

import epocha
from epocha.engine.plugin import GameManifest
from epocha.games.revive.manifest import MANIFEST

WORDED: GameManifest = MANIFEST
LANGS = ("en", "cs")


@pytest.fixture
def worded() -> GameManifest:
    """The game's manifest: its catalog, card and rules references and web board."""
    return WORDED


def renderers() -> list:
    return [WORDED.renderer(lang) for lang in LANGS]


def play(
    players: int, seed: int, options: dict | None = None, *, each: Callable | None = None
) -> epocha.Game:
    """A random game to its end (mostly busy, seldom ending a turn early); `each(game)` is
    called before every move and at the end."""
    g = epocha.new_game("revive", players=players, seed=seed, options=options or {})
    pick = random.Random(seed)
    steps = 0
    while True:
        if each is not None:
            each(g)
        if g.is_over:
            return g
        seat = g.active_players[0]
        actions = g.actions(seat)
        busy = [a for a in actions if a["type"] not in ("end_turn", "hibernate")]
        g.apply(seat, pick.choice(busy if busy and pick.random() < 0.85 else actions))
        steps += 1
        assert steps < 5000


def strings(data: object, out: set[str]) -> set[str]:
    """Every string in a view (keys and values): what the seat has seen."""
    if isinstance(data, str):
        out.add(data)
    elif isinstance(data, dict):
        for k, v in data.items():
            out.add(str(k))
            strings(v, out)
    elif isinstance(data, list | tuple):
        for v in data:
            strings(v, out)
    return out
