"""What the tests of the 2006 Age I military events and Age III scoring events share, beyond
`helpers_events` (an event revealed at the start of the starting player's turn):

- `final`: a 2006 Simple game in its last round, the last seat's turn ending, so the game ends
  and the Age III events left in the event decks are scored (with `final(None, ...)` nothing is
  scored: what the event is compared with; the Simple game's final bonus is in both).
  `final(..., mode="advanced")`: the Advanced game's end, its last round played in Age III
  (begun when the Age II civil deck ran out), the event among the current events, which are
  scored at the end as its four scoring events are (a position cannot set those).
- `prepare_i`: `helpers_events_ii.prepare` in Age I, an Advanced game (where discontent
  counts): the starting player prepares an event, which reveals the top current event.
"""

from __future__ import annotations

from typing import Any

from epocha.games.tta.scenario import Scenario

from .helpers_age_i import board
from .helpers_events import quiet_civil_deck, reveal, without_event
from .helpers_events_ii import prepare, prepare_without

LAST_ROUND = 6


def i(name: str) -> str:
    """The 2006 key of an Age I card: i("Crusades") == "I:Crusades (2006)"."""
    return f"I:{name} (2006)"


def iii(name: str) -> str:
    """The 2006 key of an Age III card: iii("Impact of Science") == "III:Impact of Science (2006)"."""
    return f"III:{name} (2006)"


def final(event: str | None, players: list[dict], *, start_player: int = 0, **more: Any) -> Scenario:
    """The last round of a 2006 Simple game (round 6), the seat before the starting player ending
    its turn with `event` (if any) among the current events: the game is over when it returns.
    With mode="advanced", the Advanced game's last round, in Age III."""
    more.setdefault("mode", "simple")
    events = [event] if event else []
    if more["mode"] == "advanced":
        more.setdefault("age", "III")  # (no decks: the Age II civil deck ran out)
        more["scoring_events"] = events  # (the event alone: none other scores)
        events = []
    else:
        more = _age_i(players, more)
    s = Scenario(
        edition="2006",
        players=[dict(p) for p in players],
        start_player=start_player,
        turn_player=(start_player - 1) % len(players),
        round=LAST_ROUND,
        last_round=LAST_ROUND,
        current_events=events,
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


def prepare_i(event: str, players: list[dict], **more: Any) -> Scenario:
    """`helpers_events_ii.prepare` in Age I (an Advanced game)."""
    return prepare(event, players, age="I", **more)


def prepare_without_i(players: list[dict], **more: Any) -> Scenario:
    """`helpers_events_ii.prepare_without` in Age I: what `prepare_i` is compared with."""
    return prepare_without(players, age="I", **more)
