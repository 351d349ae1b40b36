"""Bots: ordinary clients that see only their seat's view (see base.py)."""

from __future__ import annotations

import inspect
from collections.abc import Callable

from epocha.engine import IllegalAction
from epocha.engine.registry import get_manifest

from .base import Bot, RandomBot
from .greedy import GreedyBot
from .ismcts import ISMCTSBot

BOTS: dict[str, Callable[..., Bot]] = {"random": RandomBot, "greedy": GreedyBot, "ismcts": ISMCTSBot}

# The ladder exposed to players (measured in benchmarks/ladder.py): a bot spec per level. A
# level searches a fixed number of iterations, so its strength does not depend on how busy the
# machine is; its time is only a safety stop. A game whose iterations cost more declares its
# own budget for a level (`GameManifest.bot_levels`).
ALIASES = {
    "easy": "greedy",
    "medium": "ismcts:iterations=400",
    "hard": "ismcts:iterations=4000:seconds=10",
}


# What a player picks from, weakest first (the lobby's list); any bot spec is accepted too.
LEVELS = ("random", "easy", "medium", "hard")


def level_spec(spec: str, game: str | None = None) -> str:
    """The bot spec a ladder level stands for (in `game`, if it has a budget of its own);
    any other spec as it is."""
    if game is not None and spec in ALIASES:
        own = get_manifest(game).bot_levels.get(spec)
        if own is not None:
            return own
    return ALIASES.get(spec, spec)


def bot_names() -> list[str]:
    return sorted([*BOTS, *ALIASES])


def make_bot(spec: str, seed: int = 0, game: str | None = None) -> Bot:
    """A bot from its name, a ladder level, or a name with settings:
    `ismcts:iterations=200:seconds=0.5` (keyword arguments of the bot's class). `game`: the
    game it will play, whose own budget for a level (if any) is taken."""
    if not isinstance(spec, str):
        raise IllegalAction(f"a bot is named by a string, not {spec!r}")
    name, *settings = level_spec(spec, game).split(":")
    if name not in BOTS:
        raise IllegalAction(f"unknown bot {spec!r}; bots: {', '.join(bot_names())}")
    kwargs: dict[str, int | float | str] = {}
    for setting in settings:
        key, sep, text = setting.partition("=")
        if not sep or not key.isidentifier() or not text:
            raise IllegalAction(f"bot setting {setting!r} in {spec!r} must be key=value")
        kwargs[key] = _value(text)
        if isinstance(kwargs[key], str) and not _takes_words(BOTS[name], key):
            raise IllegalAction(f"bot setting {setting!r} in {spec!r} must be key=number")
    try:
        return BOTS[name](seed=seed, **kwargs)
    except (TypeError, ValueError) as exc:
        raise IllegalAction(f"bad settings for bot {name!r}: {exc}") from None


def _takes_words(cls: type, key: str) -> bool:
    """Whether the bot class's setting `key` is text (annotated `str`)."""
    param = inspect.signature(cls).parameters.get(key)
    return param is not None and param.annotation in (str, "str")


def _value(text: str) -> int | float | str:
    """A setting's value: a number, or words joined by "+" (`avoid=war+pact`)."""
    try:
        return int(text)
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        pass
    if not all(part.replace("_", "").isalnum() for part in text.split("+")):
        raise IllegalAction(f"bot setting value {text!r} must be a number or words joined by '+'")
    return text


__all__ = ["Bot", "GreedyBot", "ISMCTSBot", "RandomBot", "bot_names", "level_spec", "make_bot"]
