"""What the tests of the 2006 Age I military events and Age III scoring events share, beyond
`helpers_events` (an event revealed at the start of the starting player's turn):

- `final`: a 2006 Simple game in its last round, the last seat's turn ending, so the game ends
  and the Age III events left in the event decks are scored (with `final(None, ...)` nothing is
  scored: what the event is compared with; the Simple game's final bonus is in both).
- `with_discontent`: the 2006 Simple game with the Advanced and Full games' discontent workers
  (the Simple game has none; the engine has no 2006 Advanced game yet): Rebellion, Impact of
  Happiness and Impact of Population read discontent. `advanced_stand_in`: the Simple game
  under the Advanced game's name, which Impact of Technology reads.
- `with_territories`: 2006 territories as colonies in a position (their rules come with the
  Advanced game; Impact of Colonies only counts them).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from epocha.games.tta import edition as editions
from epocha.games.tta.cards.plain import PlainCard
from epocha.games.tta.rules_base import REGISTRY
from epocha.games.tta.scenario import Scenario

from .helpers_age_i import board
from .helpers_events import quiet_civil_deck, reveal, without_event

LAST_ROUND = 6


def i(name: str) -> str:
    """The 2006 key of an Age I card: i("Crusades") == "I:Crusades (2006)"."""
    return f"I:{name} (2006)"


def iii(name: str) -> str:
    """The 2006 key of an Age III card: iii("Impact of Science") == "III:Impact of Science (2006)"."""
    return f"III:{name} (2006)"


def final(event: str | None, players: list[dict], *, start_player: int = 0, **more: Any) -> Scenario:
    """The last round of a 2006 Simple game (round 6), the seat before the starting player ending
    its turn with `event` (if any) among the current events: the game is over when it returns."""
    more = _age_i(players, more)
    more.setdefault("mode", "simple")
    s = Scenario(
        edition="2006",
        players=[dict(p) for p in players],
        start_player=start_player,
        turn_player=(start_player - 1) % len(players),
        round=LAST_ROUND,
        last_round=LAST_ROUND,
        current_events=[event] if event else [],
        **more,
    )
    s.end_turn()
    assert s.state.phase == "over"
    return s


def scored(event: str, players: list[dict], **more: Any) -> list[int]:
    """The culture each seat scores from `event` at the end of the game (compared with the same
    end without it)."""
    s, base = final(event, players, **more), final(None, players, **more)
    assert [c.split("#")[0] for c in s.state.past_events][-1] == event
    return [a - b for a, b in zip(s.result["scores"], base.result["scores"], strict=True)]


def civ(
    food: int | None = None,
    resources: int | None = None,
    extra: dict | None = None,
    unused: int = 1,
    **workers: Any,
) -> dict:
    """A player spec on the 2006 starting board (`helpers_age_i.board`: starting workers changed
    by `workers`, `food` and `resources` stored, `extra` technologies) with `unused` unused
    workers (1, as at the start, unless said); other keys (culture=...) go to the spec."""
    more = {k: workers.pop(k) for k in list(workers) if k[0].islower()}
    return {"technologies": board(food, resources, extra, **workers), "unused_workers": unused, **more}


def _age_i(players: list[dict], more: dict) -> dict:
    """Age I, and a quiet civil deck without the technologies the players hold."""
    held = set(_named(players))
    more.setdefault("age", "I")
    more.setdefault(
        "decks",
        {"civil": {"I": [c for c in quiet_civil_deck(len(players), 40) if c.split("#")[0] not in held][:20]}},
    )
    return more


def _named(spec: Any):
    """Every card key a player spec names (technologies, specials, a government, wonders...)."""
    if isinstance(spec, str) and ":" in spec:
        yield spec.split("#")[0]
    elif isinstance(spec, dict):
        for k, v in spec.items():
            yield from _named(k)
            yield from _named(v)
    elif isinstance(spec, list):
        for v in spec:
            yield from _named(v)


def reveal_i(event: str, players: list[dict], **more: Any) -> Scenario:
    """`helpers_events.reveal` in Age I (players may hold Age I technologies)."""
    return reveal(event, players, **_age_i(players, more))


def without_i(players: list[dict], **more: Any) -> Scenario:
    """`helpers_events.without_event` in Age I: what `reveal_i` is compared with."""
    return without_event(players, **_age_i(players, more))


# the Simple game with the Advanced and Full games' discontent workers
DISCONTENT = dataclasses.replace(editions.SIMPLE_2006, happiness=True)
# the Simple game under the Advanced game's name (what Impact of Technology asks)
ADVANCED = dataclasses.replace(editions.SIMPLE_2006, mode="advanced")
# (the games a table may choose are checked: the stand-ins take the Simple game's place)


def _use(monkeypatch, game: editions.Edition):
    monkeypatch.setitem(editions.EDITIONS, ("2006", "simple"), game)
    editions._edition.cache_clear()
    yield
    monkeypatch.undo()
    editions._edition.cache_clear()


@pytest.fixture
def with_discontent(monkeypatch):
    """The 2006 Simple game's positions count discontent workers (and uprisings)."""
    yield from _use(monkeypatch, DISCONTENT)


@pytest.fixture
def advanced_stand_in(monkeypatch):
    """The 2006 Simple game's positions play under the Advanced game's name."""
    yield from _use(monkeypatch, ADVANCED)


class _Territory(PlainCard):
    """A territory held as a colony: its printed facts only (no key: not registered)."""


@pytest.fixture
def with_territories(monkeypatch):
    """The 2006 territories may be held as colonies (those without rules of their own get their
    printed facts for the test)."""
    for age in ("I", "II"):
        for name in ("Developed", "Fertile", "Historic", "Inhabited", "Strategic", "Wealthy"):
            key = f"{age}:{name} Territory (2006)"
            if key not in REGISTRY:
                rules = _Territory()
                rules.key = key
                monkeypatch.setitem(REGISTRY, key, rules)
    yield
