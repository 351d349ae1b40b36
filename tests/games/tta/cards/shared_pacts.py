"""What the tests of the pact cards share: a full game of three civilizations (pacts are not
used with two) with a pact in play, or offered and accepted; strengths made of Warriors (1
each) and goods stored on the starting farm and mine."""

from __future__ import annotations

from epocha.games.tta.production import forecast
from epocha.games.tta.scenario import Scenario

from .shared_events import civ

SPY = "II:Spy"  # an aggression for 1 military action
WAR = "II:War over Technology"  # a war for 2 military actions


def army(warriors: int = 1, *, food: int = 0, resources: int = 0, **more) -> dict:
    """A civilization of strength `warriors`, `food` on Agriculture and `resources` on Bronze
    (it produces 2 food, 2 resources and 1 science; no culture)."""
    d = civ(**{"A:Warriors": warriors}, **more)
    d["technologies"]["A:Agriculture"]["stored"] = food
    d["technologies"]["A:Bronze"]["stored"] = resources
    return d


def pact(card: str, by: int = 0, partner: int = 1, side: str | None = None) -> dict:
    """A pact in play in a position: laid by `by` (taking `side`) with `partner`."""
    return {"card": card, "by": by, "with": partner, "side": side}


def with_pact(card: str, *players: dict, by: int = 0, partner: int = 1, side: str | None = None, **position):
    """A full game (three plain civilizations unless given) with `card` in play."""
    players = players or (army(), army(), army())
    return full(*players, pacts=[pact(card, by, partner, side)], **position)


def full(*players: dict, **position) -> Scenario:
    position.setdefault("age", "III")
    return Scenario(players=list(players), peaceful=False, **position)


def laid(card: str, *players: dict, partner: int = 1, side: str = "A", **position) -> Scenario:
    """Seat 0 offers `card` (from its hand) to `partner`, taking `side`; the partner accepts."""
    players = list(players or (army(), army(), army()))
    players[0] = {**players[0], "military_hand": [*players[0].get("military_hand", []), card]}
    s = full(*players, **position)
    s.act("pact", card=card, partner=partner, side=side)
    s.choose("accept")
    assert card in [c.split("#")[0] for c in s.state.pacts]
    return s


def cancel(s: Scenario, card: str) -> Scenario:
    """The turn player, a party to `card`, cancels it as its political action."""
    s.act("cancel_pact", card=card)
    assert not s.state.pacts
    return s


def made(s: Scenario, seat: int) -> dict:
    """What the production phase would do to `seat` now."""
    return forecast(s.state, s.player(seat))


def rivals(s: Scenario, kind: str) -> list[int]:
    """The seats the turn player may attack (`kind`: "aggression" or "war")."""
    return sorted(a["rival"] for a in s.actions(kind))
