"""What the tests of the 2006 Age A events share: a Simple-game position (2006 edition) in
which the next turn to start is the starting player's in round 3, so that it reveals the top
current event and everyone resolves it.

The position is the last seat's turn of round 2 (or of `round` - 1); `reveal` ends it. The
civil deck is quiet (plain Age I technologies the position does not mention), so dealing the
row at the start of the next turn needs no other card's rules. `without_event` is the same
turn change with no current event: what the events are compared with (the last seat's
production happens between the two positions and the reveal).
"""

from __future__ import annotations

from typing import Any

import epocha.games.tta  # noqa: F401 - registers the cards
from epocha.games.tta.cards.plain import PlainCard
from epocha.games.tta.catalog import EDITION_CARDS, instances, key_of
from epocha.games.tta.rules_base import REGISTRY
from epocha.games.tta.scenario import Scenario
from epocha.games.tta.tokens import stock

TABLE = EDITION_CARDS["2006"]


def key(name: str) -> str:
    """The 2006 key of an Age A card: "Development of Science" -> "A:Development of Science (2006)"."""
    return f"A:{name} (2006)"


def quiet_civil_deck(players: int, size: int = 20) -> list[str]:
    """Plain Age I technologies of the 2006 edition (their rules are their printed facts)."""
    plain = sorted(
        k
        for k, f in TABLE.items()
        if f.deck == "civil"
        and f.age == "I"
        and not f.starting
        and isinstance(REGISTRY.get(k), PlainCard)
        and f.type != "government"
    )
    return [c for k in plain for c in instances(k, players)][:size]


def position(players: list[dict], events: list[str], *, revealer: int = 0, round: int = 3, **more: Any):
    """The keyword arguments of a 2006 Simple-game `Scenario` just before the turn of the
    starting player (`revealer`) in `round`: the seat before it is to act in the round before."""
    n = len(players)
    more.setdefault("decks", {"civil": {"I": quiet_civil_deck(n)}})
    return dict(
        edition="2006",
        mode="simple",
        players=[dict(p) for p in players],
        start_player=revealer,
        turn_player=(revealer - 1) % n,
        round=round - 1,
        current_events=list(events),
        **more,
    )


def reveal(event: str, players: list[dict], *, revealer: int = 0, **more: Any) -> Scenario:
    """`event` on top of the current events; the turn before the starting player's ends, whose
    turn start reveals it (round 3 unless said). Returns at the first decision after that."""
    s = Scenario(**position(players, [event], revealer=revealer, **more))
    s.end_turn()
    return s


def without_event(players: list[dict], *, revealer: int = 0, **more: Any) -> Scenario:
    """The same turn change with no current event (nothing is revealed)."""
    s = Scenario(**position(players, [], revealer=revealer, **more))
    s.end_turn()
    return s


def holdings(s: Scenario, seat: int) -> dict[str, int]:
    """What an event may change: food, resources, points, the blue bank, workers and the yellow
    bank."""
    p = s.player(seat)
    return {
        "food": stock(p, "food"),
        "resources": stock(p, "resources"),
        "science": p.science,
        "culture": p.culture,
        "blue": p.blue,
        "unused": p.pool,
        "yellow": p.yellow,
        "workers": sum(p.workers.values()),
    }


def change(s: Scenario, base: Scenario, seat: int) -> dict[str, int]:
    """What differs between `s` (the event resolved) and `base` (no event) for a seat."""
    now, before = holdings(s, seat), holdings(base, seat)
    return {k: now[k] - before[k] for k in now if now[k] != before[k]}


def workers_on(s: Scenario, seat: int, card: str) -> int:
    p = s.player(seat)
    return sum(n for t, n in p.workers.items() if key_of(t) == card)


def on_turn(s: Scenario, seat: int) -> bool:
    d = s.decision()
    return d.kind == "turn" and d.seat == seat
