"""What the tests of the 2006 edition's Age A civil cards share: 2006 keys, the starting board
and the Simple game's positions (`Scenario(edition="2006", mode="simple")`, Age I, round 3)."""

from __future__ import annotations

from typing import Any

import epocha.games.tta  # noqa: F401 - registers the cards
from epocha.games.tta.cards.plain import PlainCard
from epocha.games.tta.catalog import EDITION_CARDS, edition_key, instances
from epocha.games.tta.rules_base import REGISTRY
from epocha.games.tta.scenario import Scenario

from ..cards.plain_helpers import mentioned


def k(name: str, age: str = "A") -> str:
    """The 2006 key of a card: k("Moses") == "A:Moses (2006)"."""
    return edition_key(age, name, "2006")


# the starting technologies with their starting workers (a position's default board)
START = {
    k("Agriculture"): {"workers": 2},
    k("Bronze"): {"workers": 2},
    k("Philosophy"): {"workers": 1},
    k("Religion"): {},
    k("Warriors"): {"workers": 1},
}


def board(extra: dict | None = None, **start: Any) -> dict:
    """The starting technologies (workers changed by `start`, by name: Warriors=3, or a full
    detail dict: Bronze={"workers": 2, "stored": 4}) plus `extra` technologies {key: detail}."""
    techs = {key: dict(v) for key, v in START.items()}
    for name, value in start.items():
        techs[k(name)] = value if isinstance(value, dict) else {"workers": value}
    for card, detail in (extra or {}).items():
        techs[card] = dict(detail)
    return techs


def stocked(food: int | None = None, resources: int | None = None, extra: dict | None = None) -> dict:
    """The starting board with `food` stored on Agriculture and `resources` on Bronze."""
    agriculture = {"workers": 2} if food is None else {"workers": 2, "stored": food}
    bronze = {"workers": 2} if resources is None else {"workers": 2, "stored": resources}
    return board(extra, Agriculture=agriculture, Bronze=bronze)


def quiet_deck(players: int, position: Any = ()) -> list[str]:
    """An Age I civil deck of 2006 technologies described by their facts alone, none named in
    `position` (cards whose rules are written elsewhere never come into the row when a turn
    ends)."""
    named = mentioned(position, set())
    plain = sorted(
        key
        for key, f in EDITION_CARDS["2006"].items()
        if f.age == "I"
        and f.deck == "civil"
        and isinstance(REGISTRY.get(key), PlainCard)
        and key not in named
    )
    return [c for key in plain for c in instances(key, players)]


def game(*players: dict, **position: Any) -> Scenario:
    """A 2006 Simple game with these players (two empty ones if none given); unless said, a
    quiet Age I deck and no events to reveal (turns can end)."""
    specs = list(players) or [{}, {}]
    if "decks" not in position:
        position["decks"] = {"civil": {"I": quiet_deck(len(specs), [specs, position])}}
    position.setdefault("current_events", [])
    return Scenario(specs, edition="2006", mode="simple", **position)


def holding(
    card: str,
    *,
    food: int | None = None,
    resources: int | None = None,
    extra: dict | None = None,
    **player: Any,
) -> Scenario:
    """Seat 0 holds `card` in the civil hand, on the starting board with `food` and `resources`
    stored, `extra` technologies and the player keys given."""
    return game({"civil_hand": [card], "technologies": stocked(food, resources, extra), **player}, {})
