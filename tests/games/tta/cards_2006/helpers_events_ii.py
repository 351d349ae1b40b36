"""What the tests of the 2006 Age II events share: positions of the Advanced game (the Simple
game is played in Ages A and I only, so Age II events are the Advanced game's).

There no event is revealed at a turn's start: the starting player, at the start of its turn in
Age II (round 3 unless said), prepares an event from its military hand (a political action,
`events.prepare_event`; it scores 2 culture for an Age II event), which reveals the top current
event; everyone resolves it (`prepare`). `prepare_without` is the same political action with no
current event (nothing is revealed): what an event is compared with (`change`), so the
preparer's culture is in both.

The row is empty unless the position gives one (`row`); a test that needs the row refilled gives
a civil deck too (`decks={"civil": {"II": [...]}}`). `quiet_civil_deck` gives plain Age II
technologies for them (their rules are their printed facts).
"""

from __future__ import annotations

from typing import Any

from epocha.games.tta.cards.plain import PlainCard
from epocha.games.tta.catalog import instances
from epocha.games.tta.rules_base import REGISTRY
from epocha.games.tta.scenario import Scenario

from .helpers_events import TABLE, change, holdings, on_turn, workers_on

__all__ = [
    "PREPARED",
    "advanced",
    "change",
    "holdings",
    "ii",
    "on_turn",
    "prepare",
    "prepare_without",
    "quiet_civil_deck",
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


# the event the revealer prepares in the Advanced game, by age (it goes to the future events)
PREPARED = {"I": "I:Good Harvest (2006)", "II": "II:Economic Progress (2006)"}


def advanced(
    players: list[dict],
    events: list[str],
    *,
    revealer: int = 0,
    age: str = "II",
    prepared: str | None = None,
    **more: Any,
):
    """The keyword arguments of a 2006 Advanced-game `Scenario` at the start of the starting
    player's (`revealer`'s) turn in `age` (round 3 unless said), `events` the current events
    (top first), an event of the age to prepare in the revealer's military hand (`prepared`,
    `PREPARED[age]` unless said)."""
    seats = [dict(p) for p in players]
    card = prepared or PREPARED[age]
    seats[revealer]["military_hand"] = [*seats[revealer].get("military_hand", []), card]
    more.setdefault("round", 3)
    return dict(
        edition="2006",
        mode="advanced",
        players=seats,
        age=age,
        start_player=revealer,
        turn_player=revealer,
        current_events=list(events),
        **more,
    )


def prepare(event: str, players: list[dict], *, revealer: int = 0, **more: Any) -> Scenario:
    """`event` on top of the current events of an Advanced game (`advanced`); the revealer
    prepares an event, which reveals it (the preparer scores culture for its age first). Returns
    at the first decision after that."""
    s = Scenario(**advanced(players, [event], revealer=revealer, **more))
    s.act("event", card=more.get("prepared") or PREPARED[s.state.age])
    assert [e["args"]["card"] for e in s.events("reveal_event")] == [event]
    return s


def prepare_without(players: list[dict], *, revealer: int = 0, **more: Any) -> Scenario:
    """The same political action with no current event (nothing is revealed)."""
    s = Scenario(**advanced(players, [], revealer=revealer, **more))
    s.act("event", card=more.get("prepared") or PREPARED[s.state.age])
    return s
