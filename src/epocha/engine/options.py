"""A game's options, declared once as data.

The lobby's form, the command line's `--option key=value`, the server's validation and
`epocha.new_game` all read the same `OptionsSchema`, so a combination one of them refuses is
refused by all of them with the same `IllegalAction`.

An option has a type (bool, int or str), a default, optionally the values it allows (each
with its words in English and Czech), and optionally the conditions under which it exists at
all: the values of earlier options (`when`) and the player counts (`players`). An option that
does not apply must not be given and is left out of the normalized options. Rules that tie
several options together are `checks`: functions that return an error message or None.

A choice may be a *preview*: a part of a game still being built over several landings (a
game's full rules while some of its cards are missing). It is refused like any value not
allowed, and left out of every form, unless the environment says `EPOCHA_PREVIEW=1` (its
tests, and people trying it on purpose): nobody reaches half a game by accident.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import IllegalAction

LANGUAGES = ("en", "cs")

# Words for players in every language epocha speaks: {"en": "...", "cs": "..."}
Text = Mapping[str, str]


def check_text(value: Text, what: str) -> None:
    """A declared text must say something in every language."""
    missing = [lang for lang in LANGUAGES if not isinstance(value.get(lang), str) or not value[lang].strip()]
    if missing:
        raise ValueError(f"{what} needs a text in {', '.join(missing)}")


@dataclass(frozen=True)
class Choice:
    """One allowed value of an option and its words."""

    value: Any
    label: Text
    preview: bool = False  # accepted only with EPOCHA_PREVIEW=1, never offered (see above)


def previews_enabled() -> bool:
    """Whether preview choices are accepted (read at each use: tests turn it on and off)."""
    return os.environ.get("EPOCHA_PREVIEW") == "1"


# (normalized options, player count or None when not known yet) -> an error message, or None
Check = Callable[[dict, "int | None"], "str | None"]

_TYPES = {bool: "bool", int: "int", str: "str"}
_TYPE_WORDS = {bool: "true or false", int: "a whole number", str: "a text"}


@dataclass(frozen=True)
class Option:
    name: str
    type: type
    default: Any
    label: Text
    choices: tuple[Choice, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    # other option -> the values of it for which this option exists (options declared earlier)
    when: Mapping[str, tuple] = field(default_factory=dict)
    # the player counts for which this option exists (None: every count)
    players: tuple[int, ...] | None = None

    def __post_init__(self) -> None:
        if self.type not in _TYPES:
            raise ValueError(f"option {self.name!r}: type must be bool, int or str")
        check_text(self.label, f"option {self.name!r}")
        for c in self.choices:
            check_text(c.label, f"option {self.name!r}, choice {c.value!r}")
        if self.problem(self.default) is not None:
            raise ValueError(f"option {self.name!r}: the default {self.default!r} is not allowed")

    def problem(self, value: Any) -> str | None:
        """Why `value` is not a value of this option, or None if it is."""
        if type(value) is not self.type:  # exact: True is not an int, 1 is not a bool
            return f"option {self.name!r} must be {_TYPE_WORDS[self.type]}, not {value!r}"
        if self.choices and not any(_same(value, c.value) for c in self._allowed()):
            allowed = ", ".join(_show(c.value) for c in self._allowed())
            return f"option {self.name!r} must be one of {allowed}, not {_show(value)}"
        if self.minimum is not None and value < self.minimum:
            return f"option {self.name!r} must be at least {self.minimum}, not {value}"
        if self.maximum is not None and value > self.maximum:
            return f"option {self.name!r} must be at most {self.maximum}, not {value}"
        return None

    def _allowed(self) -> tuple[Choice, ...]:
        if previews_enabled():
            return self.choices
        return tuple(c for c in self.choices if not c.preview)

    def applies(self, chosen: Mapping[str, Any], players: int | None) -> bool:
        """Whether this option exists, given the earlier options and the player count
        (a count not known yet does not rule an option out)."""
        if players is not None and self.players is not None and players not in self.players:
            return False
        return all(
            name in chosen and any(_same(chosen[name], v) for v in values)
            for name, values in self.when.items()
        )

    def parse(self, text: str) -> Any:
        """The value a command line means by `text` (`--option name=text`)."""
        if self.type is bool:
            word = text.strip().lower()
            if word in ("true", "yes", "on", "1"):
                return True
            if word in ("false", "no", "off", "0"):
                return False
            raise IllegalAction(f"option {self.name!r} is true or false, not {text!r}")
        if self.type is int:
            try:
                return int(text)
            except ValueError:
                raise IllegalAction(f"option {self.name!r} must be a whole number, not {text!r}") from None
        return text

    def describe(self) -> dict:
        """The option as plain data, for forms (the lobby) and documentation."""
        out: dict = {
            "name": self.name,
            "type": _TYPES[self.type],
            "default": self.default,
            "label": dict(self.label),
        }
        if self.choices:
            offered = [c for c in self.choices if not c.preview]
            out["choices"] = [{"value": c.value, "label": dict(c.label)} for c in offered]
        if self.minimum is not None:
            out["minimum"] = self.minimum
        if self.maximum is not None:
            out["maximum"] = self.maximum
        if self.when:
            out["when"] = {k: list(v) for k, v in self.when.items()}
        if self.players is not None:
            out["players"] = list(self.players)
        return out


@dataclass(frozen=True)
class OptionsSchema:
    options: tuple[Option, ...] = ()
    checks: tuple[Check, ...] = ()

    def __post_init__(self) -> None:
        seen: set[str] = set()
        for option in self.options:
            if option.name in seen:
                raise ValueError(f"option {option.name!r} is declared twice")
            unknown = [k for k in option.when if k not in seen]
            if unknown:
                raise ValueError(f"option {option.name!r} depends on {unknown}: declare them before it")
            seen.add(option.name)

    def __getitem__(self, name: str) -> Option:
        for option in self.options:
            if option.name == name:
                return option
        raise KeyError(name)

    @property
    def names(self) -> list[str]:
        return [o.name for o in self.options]

    def normalize(self, given: Any, players: int | None = None, game: str = "this game") -> dict:
        """The options with their defaults filled in, in declaration order; `IllegalAction`
        for anything the schema does not allow."""
        if given is None:
            given = {}
        if not isinstance(given, dict):
            raise IllegalAction("options must be a dict")
        unknown = sorted(str(k) for k in given if k not in self.names)
        if unknown:
            known = ", ".join(self.names) or "none"
            raise IllegalAction(f"unknown option(s) of {game}: {', '.join(unknown)} (known: {known})")
        out: dict = {}
        for option in self.options:
            if not option.applies(out, players):
                if option.name in given:
                    raise IllegalAction(f"option {option.name!r} does not apply {self._condition(option)}")
                continue
            value = given.get(option.name, option.default)
            problem = option.problem(value)
            if problem:
                raise IllegalAction(problem)
            out[option.name] = value
        for check in self.checks:
            problem = check(out, players)
            if problem:
                raise IllegalAction(problem)
        return out

    def parse(self, assignments: list[str]) -> dict:
        """Options from command-line `name=value` words (typed by the schema)."""
        out: dict = {}
        for item in assignments:
            name, sep, text = item.partition("=")
            name = name.strip()
            if not sep or not name:
                raise IllegalAction(f"--option takes name=value, not {item!r}")
            try:
                option = self[name]
            except KeyError:
                known = ", ".join(self.names) or "none"
                raise IllegalAction(f"unknown option {name!r} (known: {known})") from None
            out[name] = option.parse(text)
        return out

    def describe(self) -> list[dict]:
        return [o.describe() for o in self.options]

    @staticmethod
    def _condition(option: Option) -> str:
        parts = [f"when {k} is {' or '.join(_show(v) for v in values)}" for k, values in option.when.items()]
        if option.players is not None:
            counts = option.players
            parts.append(f"with {' or '.join(map(str, counts))} player{'s' if counts != (1,) else ''}")
        return "here: only " + " and ".join(parts)


def _same(a: Any, b: Any) -> bool:
    return type(a) is type(b) and a == b


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return repr(value) if isinstance(value, str) else str(value)
