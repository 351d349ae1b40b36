"""Shared position builders for the tests of the cards described by their printed facts alone
(`cards/plain.py`: farms, mines, urban buildings, units, governments, special technologies,
tactics, military bonus cards, territories).

`game()` is `Scenario` with quiet decks: the civil deck of the current age is made of plain
technology cards the position does not mention, so turns can end (the row is replenished)
without dealing cards whose rules live elsewhere, and without ending the age.
"""

from __future__ import annotations

from typing import Any

import epocha.games.tta  # noqa: F401 - registers the cards
from epocha.games.tta.cards.plain import PlainCard
from epocha.games.tta.catalog import CARDS, instances, key_of
from epocha.games.tta.rules_base import REGISTRY
from epocha.games.tta.scenario import Scenario

# the starting technologies with their starting workers (a position's default board)
START = {
    "A:Agriculture": {"workers": 2},
    "A:Bronze": {"workers": 2},
    "A:Philosophy": {"workers": 1},
    "A:Religion": {},
    "A:Warriors": {"workers": 1},
}
# an Age A event to prepare (scores no culture) so that the current event is revealed
PREPARE = "A:Development of Science"


def board(extra: dict | None = None, **start: Any) -> dict:
    """The starting technologies (workers changed by `start`, e.g. Warriors=3, or a full
    detail dict) plus `extra` technologies {card: {"workers", "stored"}}."""
    names = {k.split(":", 1)[1]: k for k in START}
    techs = {k: dict(v) for k, v in START.items()}
    for name, value in start.items():
        key = names[name]
        techs[key] = value if isinstance(value, dict) else {"workers": value}
    for card, detail in (extra or {}).items():
        techs[card] = dict(detail)
    return techs


def mentioned(value: Any, out: set[str]) -> set[str]:
    """The card keys named anywhere in a position's value (with every other text: harmless)."""
    if isinstance(value, str):
        out.add(key_of(value))
    elif isinstance(value, dict):
        for k, v in value.items():
            mentioned(k, out)
            mentioned(v, out)
    elif isinstance(value, list | tuple):
        for v in value:
            mentioned(v, out)
    return out


def quiet_civil_deck(position: dict, n: int, size: int = 24) -> list[str]:
    """Plain technology cards (ages I-III) not mentioned in the position."""
    used = mentioned(position, set())
    plain = sorted(
        k
        for k, r in REGISTRY.items()
        if k in CARDS
        and isinstance(r, PlainCard)
        and CARDS[k].deck == "civil"
        and not CARDS[k].starting
        and k not in used
    )
    deck = [c for k in plain for c in instances(k, n)]
    return deck[:size]


def game(players: list[dict] | int = 2, **position: Any) -> Scenario:
    """A `Scenario` (Age I, round 3, seat 0 to act unless said otherwise) with a quiet civil deck."""
    if isinstance(players, int):
        players = [{} for _ in range(players)]
    position.setdefault("age", "I")
    if "decks" not in position and position["age"] in ("I", "II", "III"):
        deck = quiet_civil_deck({"players": players, **position}, len(players))
        position["decks"] = {"civil": {position["age"]: deck}}
    return Scenario(players=players, **position)


def keys(cards: list[str]) -> list[str]:
    return sorted(key_of(c) for c in cards)


def workers(s: Scenario, seat: int, card: str) -> int:
    """Workers on a technology (by key) of a player."""
    p = s.player(seat)
    return sum(n for t, n in p.workers.items() if key_of(t) == card)


def in_play(s: Scenario, seat: int, card: str) -> bool:
    p = s.player(seat)
    cards = [*p.techs, p.government, *p.specials.values(), *p.colonies]
    return card in [key_of(c) for c in cards if c]


def next_own_turn(s: Scenario, players: int = 2) -> Scenario:
    """End this turn and the others' turns: back to the same player's next turn."""
    for _ in range(players):
        s.end_turn()
    return s


# -- colonization ---------------------------------------------------------------------------------


def reveal(s: Scenario, card: str = PREPARE) -> Scenario:
    """Prepare an event (seat to act): the top current event is revealed."""
    return s.act("event", card=card)


def bids(s: Scenario) -> list[int]:
    """The bids the player asked may make now."""
    return [a["value"] for a in s.decision().actions if a["type"] == "choose"]


def send_force(s: Scenario, *labels: str) -> Scenario:
    """Answer the colonization force questions: add what the labels name (unit or card
    names, in order, e.g. "Warriors", "Defense / Colonization"), then send. Picks the
    engine makes itself (a single option) are skipped."""
    wanted = list(labels)
    while s.game.decisions():
        d = s.decision()
        if d.kind != "option" or not s.prompt().startswith("Choose the colonization force"):
            break
        options = {a["label"]: a for a in s.actions("choose")}
        pick = None
        while wanted and pick is None:
            name = wanted[0]
            pick = next(
                (a for label, a in options.items() if label.startswith("Add") and name in label), None
            )
            if pick is None:  # already added by the engine (it was the only choice)
                wanted.pop(0)
        if pick is None:
            pick = next((a for label, a in options.items() if label.startswith("Send")), None)
            if pick is None:
                raise AssertionError(f"cannot send: {list(options)}")
        else:
            wanted.pop(0)
        s.game.apply(d.seat, pick)
    return s


def force_labels(s: Scenario) -> list[str]:
    return s.labels("choose")
