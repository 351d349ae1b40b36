"""Positions for the tests of the 2006 edition's Age I civil cards: a 2006 Simple game
(`Scenario(edition="2006", mode="simple")`, Age I, round 3, seat 0 to act) on the starting
board of the 2006 player card.
"""

from __future__ import annotations

from typing import Any

from epocha.games.tta.scenario import Scenario


def a(name: str) -> str:
    """The key of a 2006 Age A card: a("Bronze") == "A:Bronze (2006)"."""
    return f"A:{name} (2006)"


def i(name: str) -> str:
    """The key of a 2006 Age I card: i("Iron") == "I:Iron (2006)"."""
    return f"I:{name} (2006)"


AGRICULTURE, BRONZE, PHILOSOPHY, RELIGION, WARRIORS = (
    a(n) for n in ("Agriculture", "Bronze", "Philosophy", "Religion", "Warriors")
)


def board(
    food: int | None = None, resources: int | None = None, extra: dict | None = None, **workers: int
) -> dict:
    """The starting technologies with their starting workers (changed by `workers`, e.g.
    Religion=2), `food` stored on Agriculture and `resources` on Bronze, plus `extra`
    technologies {key: {"workers": n}}."""
    techs: dict[str, dict[str, Any]] = {
        AGRICULTURE: {"workers": 2},
        BRONZE: {"workers": 2},
        PHILOSOPHY: {"workers": 1},
        RELIGION: {},
        WARRIORS: {"workers": 1},
    }
    for name, n in workers.items():
        techs[a(name)] = {"workers": n}
    if food is not None:
        techs[AGRICULTURE]["stored"] = food
    if resources is not None:
        techs[BRONZE]["stored"] = resources
    for card, detail in (extra or {}).items():
        techs[card] = dict(detail)
    return techs


def game(*players: dict, **position: Any) -> Scenario:
    """A 2006 Simple game: the players given (seat 0 first; a second, plain one added to a
    lone player) and the position's other keys."""
    seats = list(players) if len(players) > 1 else [*players, {}] if players else [{}, {}]
    return Scenario(edition="2006", mode="simple", players=seats, **position)


def holding(
    card: str,
    *,
    food: int | None = None,
    resources: int | None = None,
    extra: dict | None = None,
    **player: Any,
) -> Scenario:
    """Seat 0 holds `card` (taken in an earlier turn) on the starting board with `food` and
    `resources` stored and `extra` technologies; other player keys as given."""
    hand = [card, *player.pop("civil_hand", [])]
    return game({"civil_hand": hand, "technologies": board(food, resources, extra), **player})
