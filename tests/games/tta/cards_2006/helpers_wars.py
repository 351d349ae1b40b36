"""Positions for the tests of the 2006 Full game's wars, Age III aggressions and pacts
(`Scenario(edition="2006", mode="full")`, round 3, Age II or III) on the starting board of the
2006 player card.

- `civ(3, science=4, ...)`: a civilization whose strength is its Warriors (1 each), that
  produces no science and no culture (Philosophy and Religion without workers).
- `fought(card, declarer, target)`: seat 0 declared `card` on seat 1 in its last turn; the seat
  before seat 0 ends its turn and the war is fought at the start of seat 0's turn, the
  sacrifices asked answered by `by` (seat 0's) and `on` (seat 1's) units.
- `three`, `with_pact`, `laid`: three civilizations (pacts need three or more) with a pact.
"""

from __future__ import annotations

from typing import Any

from epocha.games.tta.scenario import Scenario

from .helpers_age_i import AGRICULTURE, BRONZE, PHILOSOPHY, RELIGION, WARRIORS, a


def k(age: str, name: str) -> str:
    """The 2006 key: k("III", "Holy War") == "III:Holy War (2006)"."""
    return f"{age}:{name} (2006)"


def civ(
    warriors: int = 1,
    *,
    food: int | None = None,
    resources: int | None = None,
    extra: dict[str, int] | None = None,
    **player: Any,
) -> dict:
    """Agriculture 2 and Bronze 2 workers, Philosophy and Religion none (no science, no culture
    produced), `warriors` Warriors, `extra` technologies {key: workers}; `food` stored on
    Agriculture and `resources` on Bronze; other player keys as given (no unused worker)."""
    techs: dict[str, dict[str, Any]] = {
        AGRICULTURE: {"workers": 2},
        BRONZE: {"workers": 2},
        PHILOSOPHY: {},
        RELIGION: {},
        WARRIORS: {"workers": warriors} if warriors else {},
    }
    if food is not None:
        techs[AGRICULTURE]["stored"] = food
    if resources is not None:
        techs[BRONZE]["stored"] = resources
    for card, n in (extra or {}).items():
        techs[card] = {"workers": n} if n else {}
    return {"technologies": techs, **player}


def full(*players: dict, age: str = "II", **position: Any) -> Scenario:
    """The 2006 Full game with these civilizations, round 3 (seat 0 to act unless said)."""
    return Scenario(edition="2006", mode="full", players=list(players), age=age, **position)


def declared(card: str, declarer: dict, target: dict, *others: dict, **position: Any) -> Scenario:
    """Seat 0 (`declarer`) declared `card` on seat 1 (`target`) in its last turn; the seat
    before seat 0 is to act."""
    players = [declarer, target, *others]
    position.setdefault("age", card.split(":")[0])
    position.setdefault("turn_player", len(players) - 1)
    s = full(*players, wars=[{"card": card, "by": 0, "on": 1}], **position)
    assert s.state.wars and not s.events("war_won") and not s.events("war_tied")
    return s


def fight(s: Scenario, by: tuple[str, ...] = (), on: tuple[str, ...] = ()) -> Scenario:
    """The war is being fought: seat 0 sacrifices the units named `by` (their technologies' names,
    one per unit), then attacks; seat 1 sacrifices `on`, then defends. A side without units (left)
    is not asked."""
    for seat, units, done in ((0, by, "attack"), (1, on, "defend")):
        if not _asked(s, seat):
            assert not units, f"seat {seat} was not asked to sacrifice"
            continue
        for name in units:
            s.choose(f"Sacrifice a unit of {name}")
        if _asked(s, seat):  # (not when its last unit was sacrificed)
            s.choose(done)
    return s


def _asked(s: Scenario, seat: int) -> bool:
    if not s.game.decisions():
        return False
    d = s.decision()
    return d.seat == seat and any(a.get("option") in ("attack", "defend") for a in s.actions("choose"))


def fought(
    card: str,
    declarer: dict,
    target: dict,
    *others: dict,
    by: tuple[str, ...] = (),
    on: tuple[str, ...] = (),
    **position: Any,
) -> Scenario:
    """`declared`, then the seat before seat 0 ends its turn and the war is fought (`fight`)."""
    s = declared(card, declarer, target, *others, **position)
    s.end_turn()
    assert s.state.turn_player == 0
    return fight(s, by, on)


def outcome(s: Scenario) -> tuple[int, int] | None:
    """The war's winner and advantage; None for a tie."""
    won = s.events("war_won")
    if not won:
        assert s.events("war_tied")
        return None
    return won[0]["args"]["winner"], won[0]["args"]["advantage"]


# -- pacts ---------------------------------------------------------------------------------------


def pact(card: str, by: int = 0, partner: int = 1, side: str | None = None) -> dict:
    """A pact in play in a position: laid by `by` (taking `side`) with `partner`."""
    return {"card": card, "by": by, "with": partner, "side": side}


def three(*players: dict, age: str = "III", **position: Any) -> Scenario:
    """A Full game of three civilizations (`civ()` where not given)."""
    seats = [*players, *(civ() for _ in range(3 - len(players)))]
    return full(*seats, age=age, **position)


def with_pact(card: str, *players: dict, by: int = 0, partner: int = 1, side: str | None = None, **position):
    """Three civilizations with `card` in play, laid by `by` with `partner`."""
    return three(*players, pacts=[pact(card, by, partner, side)], **position)


def laid(card: str, *players: dict, partner: int = 1, side: str | None = None, **position) -> Scenario:
    """Seat 0 offers `card` from its hand to `partner` (taking `side`) as its political action;
    the partner accepts."""
    seats = list(players) or [civ()]
    seats[0] = {**seats[0], "military_hand": [*seats[0].get("military_hand", []), card]}
    s = three(*seats, **position)
    s.act("pact", card=card, partner=partner, **({} if side is None else {"side": side}))
    s.choose("accept")
    return s


# -- aggressions ---------------------------------------------------------------------------------


def attacking(card: str, attacker: dict, defender: dict, age: str = "III", **position: Any) -> Scenario:
    """Seat 0 (`attacker`, given `card`) plays `card` against seat 1 in the Full game, attacks
    without sacrificing, and seat 1 (if asked) yields."""
    attacker = {**attacker, "military_hand": [*attacker.get("military_hand", []), card]}
    s = full(attacker, defender, age=age, **position)
    s.act("aggression", card=card, rival=1)
    if any(a.get("option") == "attack" for a in s.actions("choose")):
        s.choose("attack")
    if s.decision().seat == 1 and any(a.get("option") == "yield" for a in s.actions("choose")):
        s.choose("yield")
    return s


def aggressions(s: Scenario) -> list[tuple[str, int]]:
    """The aggressions the player to act is offered: (card, rival)."""
    from epocha.games.tta.catalog import key_of

    return [(key_of(a["card"]), a["rival"]) for a in s.actions("aggression")]


__all__ = [
    "a",
    "aggressions",
    "attacking",
    "civ",
    "declared",
    "fight",
    "fought",
    "full",
    "k",
    "laid",
    "outcome",
    "pact",
    "three",
    "with_pact",
]
