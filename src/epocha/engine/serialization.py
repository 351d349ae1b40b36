"""Saving and loading games as JSON text: origin + action log + engine version, replay-exact."""

from __future__ import annotations

import json
from typing import Any

from .errors import IllegalAction
from .game import Game
from .registry import get_rules

FORMAT = "epocha-save"
FORMAT_VERSION = 1


def dumps(game: Game) -> str:
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
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":"))


def loads(text: str | bytes) -> Game:
    """Rebuild a saved game by replaying its actions. A broken save raises `IllegalAction`
    saying what is wrong; nothing else is touched."""
    try:
        doc = json.loads(text)
    except (TypeError, ValueError) as exc:
        raise IllegalAction(f"not an epocha save: {exc}") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise IllegalAction("not an epocha save (no 'format': 'epocha-save')")
    if doc.get("format_version") != FORMAT_VERSION:
        raise IllegalAction(f"unsupported save format version {doc.get('format_version')!r}")
    rules = get_rules(doc.get("game"))  # type: ignore[arg-type]
    actions = doc.get("actions")
    if not isinstance(actions, list):
        raise IllegalAction("save file: 'actions' must be a list")
    position = doc.get("position")
    if position is not None:
        game = Game.at_position(rules, position, _get(doc, "seed"), doc.get("options"))
    else:
        game = Game.new(rules, _get(doc, "players"), _get(doc, "seed"), doc.get("options"))
    for n, entry in enumerate(actions):
        if not (isinstance(entry, list) and len(entry) == 2):
            raise IllegalAction(f"save file: action #{n} must be [seat, action]")
        try:
            game.apply(entry[0], entry[1])
        except IllegalAction as exc:
            engine = doc.get("engine")
            raise IllegalAction(f"save file (engine {engine}): action #{n} does not replay: {exc}") from None
    return game


def _get(doc: dict, key: str) -> Any:
    if key not in doc:
        raise IllegalAction(f"save file: missing {key!r}")
    return doc[key]
