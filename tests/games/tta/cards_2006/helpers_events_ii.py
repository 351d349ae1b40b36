"""What the tests of the 2006 Age II events share: `helpers_events`' positions moved to Age II.

A 2006 game in Age II just before the starting player's turn in round 3, which reveals the top
current event; everyone resolves it. The civil deck the row is dealt from is quiet (plain Age II
technologies the position does not mention). `without_event` is the same turn change with no
event, what an event is compared with (`change`).

The 2006 edition is played here as its Simple game, which has no discontent: `discontent` makes
the yellow bank ask for happy faces as in the Advanced game (where the Age II events are
played), for the events that count discontent workers. `stand_ins` gives rules without effects of
their own to 2006 cards that wait for theirs (territories, Age II leaders), so that a position
may put them in play.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

from epocha.games.tta import edition as editions
from epocha.games.tta.cards.plain import PlainCard
from epocha.games.tta.catalog import instances
from epocha.games.tta.rules_base import REGISTRY, CardRules
from epocha.games.tta.scenario import Scenario

from . import helpers_events
from .helpers_events import TABLE, change, holdings, on_turn, workers_on

__all__ = [
    "change",
    "discontent",
    "holdings",
    "ii",
    "on_turn",
    "position",
    "quiet_civil_deck",
    "reveal",
    "stand_ins",
    "without_event",
    "workers_on",
]


def ii(name: str) -> str:
    """The 2006 key of an Age II card: ii("Cold War") == "II:Cold War (2006)"."""
    return f"II:{name} (2006)"


def quiet_civil_deck(players: int, size: int = 30) -> list[str]:
    """Plain Age II technologies of the 2006 edition (their rules are their printed facts)."""
    plain = sorted(
        k
        for k, f in TABLE.items()
        if f.deck == "civil"
        and f.age == "II"
        and isinstance(REGISTRY.get(k), PlainCard)
        and f.type != "government"
    )
    return [c for k in plain for c in instances(k, players)][:size]


def position(players: list[dict], events: list[str], *, revealer: int = 0, round: int = 3, **more: Any):
    """`helpers_events.position` in Age II, its civil deck the quiet Age II one."""
    more.setdefault("age", "II")
    more.setdefault("decks", {"civil": {"II": quiet_civil_deck(len(players))}})
    return helpers_events.position(players, events, revealer=revealer, round=round, **more)


def reveal(event: str, players: list[dict], *, revealer: int = 0, **more: Any) -> Scenario:
    """`event` on top of the current events; the turn before the starting player's ends, whose
    turn start reveals it. Returns at the first decision after that."""
    s = Scenario(**position(players, [event], revealer=revealer, **more))
    s.end_turn()
    return s


def without_event(players: list[dict], *, revealer: int = 0, **more: Any) -> Scenario:
    """The same turn change with no current event (nothing is revealed)."""
    s = Scenario(**position(players, [], revealer=revealer, **more))
    s.end_turn()
    return s


@contextmanager
def discontent() -> Iterator[None]:
    """Within it the 2006 game counts discontent workers (happy faces the yellow bank asks for),
    as its Advanced game does; the Simple game itself has none."""
    key = ("2006", "simple")
    simple = editions.EDITIONS[key]
    editions._edition.cache_clear()
    editions.EDITIONS[key] = replace(simple, happiness=True)
    try:
        yield
    finally:
        editions.EDITIONS[key] = simple
        editions._edition.cache_clear()


@contextmanager
def stand_ins(*keys: str) -> Iterator[None]:
    """Within it the cards named (2006 cards without rules yet) play by their printed facts
    alone: a colony's lasting benefit, a leader without effects."""
    added = [k for k in keys if k not in REGISTRY]
    for k in added:
        base = PlainCard if TABLE[k].type == "territory" else CardRules
        type(
            f"StandIn_{len(REGISTRY)}",
            (base,),
            {"key": k, "text": "", "text_cs": ""} if base is CardRules else {"key": k},
        )
    try:
        yield
    finally:
        for k in added:
            del REGISTRY[k]
