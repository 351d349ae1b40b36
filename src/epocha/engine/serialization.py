"""Saving and loading games as JSON text: origin + action log + engine version, replay-exact.

A save may also record who sat at each seat (`"seats"`, e.g. `["human", "greedy"]`: "human"
or a bot spec), so that a resumed game gives the same seats to the same bots. That is table
setup, not game state: it never affects replay or equality, so `loads` returns only the
game and `read_seats` reads the setup. Saves without it stay valid.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from .errors import IllegalAction
from .game import Game
from .registry import get_rules

FORMAT = "epocha-save"
FORMAT_VERSION = 1
HUMAN = "human"  # the seat entry of a person; any other entry names a bot


def dumps(game: Game, *, seats: Sequence[str] | None = None) -> str:
    """The save text of `game`; `seats` (one entry per seat) records the table setup."""
    from epocha import __version__

    if game.origin.get("detached"):
        raise IllegalAction("a resampled game cannot be saved")
    doc = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "engine": __version__,
        "game": game.name,
        "players": game.players,
        "seed": game.seed,
        "options": game.options,
        "position": game.origin["position"],
        "actions": [[h["seat"], h["action"]] for h in game.history],
    }
    if seats is not None:
        doc["seats"] = _check_seats(list(seats) if isinstance(seats, list | tuple) else seats, game.players)
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":"))


def loads(text: str | bytes) -> Game:
    """Rebuild a saved game by replaying its actions. A broken save raises `IllegalAction`
    saying what is wrong; nothing else is touched."""
    doc = _parse(text)
    rules = get_rules(doc.get("game"))  # type: ignore[arg-type]
    actions = doc.get("actions")
    if not isinstance(actions, list):
        raise IllegalAction("save file: 'actions' must be a list")
    position = doc.get("position")
    if position is not None:
        game = Game.at_position(rules, position, _get(doc, "seed"), doc.get("options"))
    else:
        game = Game.new(rules, _get(doc, "players"), _get(doc, "seed"), doc.get("options"))
    if "seats" in doc:
        _check_seats(doc["seats"], game.players)
    for n, entry in enumerate(actions):
        if not (isinstance(entry, list) and len(entry) == 2):
            raise IllegalAction(f"save file: action #{n} must be [seat, action]")
        try:
            game.apply(entry[0], entry[1])
        except IllegalAction as exc:
            engine = doc.get("engine")
            raise IllegalAction(f"save file (engine {engine}): action #{n} does not replay: {exc}") from None
    return game


def read_seats(text: str | bytes) -> list[str] | None:
    """Who sat at each seat of a saved game ("human" or a bot spec), or None when the save
    does not say. A malformed entry raises `IllegalAction`."""
    doc = _parse(text)
    if "seats" not in doc:
        return None
    return _check_seats(doc["seats"], _get(doc, "players"))


def _parse(text: str | bytes) -> dict:
    try:
        doc = json.loads(text)
    except (TypeError, ValueError) as exc:
        raise IllegalAction(f"not an epocha save: {exc}") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise IllegalAction("not an epocha save (no 'format': 'epocha-save')")
    if doc.get("format_version") != FORMAT_VERSION:
        raise IllegalAction(f"unsupported save format version {doc.get('format_version')!r}")
    return doc


def _check_seats(seats: Any, players: Any) -> list[str]:
    if not (
        isinstance(seats, list)
        and len(seats) == players
        and all(isinstance(s, str) and s.strip() == s and s for s in seats)
    ):
        raise IllegalAction(
            f"save file: 'seats' must list {players!r} non-empty names ('{HUMAN}' or a bot), not {seats!r}"
        )
    return list(seats)


def _get(doc: dict, key: str) -> Any:
    if key not in doc:
        raise IllegalAction(f"save file: missing {key!r}")
    return doc[key]
