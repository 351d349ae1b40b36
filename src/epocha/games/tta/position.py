"""Positions: any Through the Ages situation as plain data (documented in docs.md).

Cards are named by key ("I:Swordsmen") or by instance ("I:Swordsmen#2"); a key takes the
next unused copy. Decks list cards top first; an unlisted deck of the current age is made of
the copies not mentioned anywhere, shuffled (seeded). Later ages' decks are built when they
begin, from the copies not in use.
"""

from __future__ import annotations

from typing import Any

from epocha.engine import IllegalAction, Rng

from . import tokens
from .catalog import AGES, CARDS, STARTING, deck_keys, facts, instances, key_of
from .ratings import sync_actions
from .state import FRESH_TURN, TTAState

TOP = {
    "options",
    "age",
    "round",
    "start_player",
    "turn_player",
    "row",
    "players",
    "decks",
    "current_events",
    "future_events",
    "past_events",
    "common_tactics",
    "last_round",
}
PLAYER = {
    "science",
    "culture",
    "yellow_bank",
    "blue_bank",
    "unused_workers",
    "technologies",
    "government",
    "specials",
    "leader",
    "wonders",
    "ruined",
    "building",
    "colonies",
    "tactic",
    "exclusive_tactic",
    "civil_hand",
    "military_hand",
    "actions_spent",
    "leader_ages",
    "flags",
    "resigned",
    "homer_under",
}


def _fail(msg: str) -> IllegalAction:
    return IllegalAction(f"bad position: {msg}")


class _Cards:
    """Hands out instances for the card names of a position, each at most once."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.used: set[str] = set()

    def take(self, name: Any, seat: int | None = None) -> str:
        if not isinstance(name, str):
            raise _fail(f"{name!r} is not a card")
        key = key_of(name)
        if key not in CARDS:
            raise _fail(f"unknown card {name!r}")
        if key in STARTING:
            if seat is None:
                raise _fail(f"{key} is printed on a player board")
            inst = f"{key}#p{seat}"
        elif "#" in name:
            inst = name
            if inst not in instances(key, self.n):
                raise _fail(f"there is no copy {name!r} with {self.n} players")
        else:
            free = [c for c in instances(key, self.n) if c not in self.used]
            if not free:
                raise _fail(f"no copy of {key} is left")
            inst = free[0]
        if inst in self.used:
            raise _fail(f"{inst} appears twice")
        self.used.add(inst)
        return inst

    def many(self, names: Any, seat: int | None = None) -> list[str]:
        if not isinstance(names, list):
            raise _fail(f"{names!r} must be a list of cards")
        return [self.take(c, seat) for c in names]


def from_position(pos: dict, seed: int, options: dict) -> TTAState:
    bad = set(pos) - TOP
    if bad:
        raise _fail(f"unknown key(s) {sorted(bad)}")
    players = pos.get("players")
    if not isinstance(players, list) or not 2 <= len(players) <= 4:
        raise _fail("'players' must list 2-4 players")
    n = len(players)
    s = TTAState(n, options, Rng(seed))
    cards = _Cards(n)
    s.age = pos.get("age", "A")
    if s.age not in (*AGES, "IV"):
        raise _fail(f"unknown age {s.age!r}")
    s.round = _int(pos.get("round", 2), "round", 1)
    s.start_player = _seat(pos.get("start_player", 0), n)
    s.turn_player = _seat(pos.get("turn_player", s.start_player), n)
    s.last_round = pos.get("last_round")
    for seat, spec in enumerate(players):
        _player(s, seat, spec, cards)
    row = pos.get("row", [])
    if not isinstance(row, list) or len(row) > 13:
        raise _fail("'row' lists at most 13 cards (null for an empty space)")
    s.row = [cards.take(c) if c is not None else None for c in row] + [None] * (13 - len(row))
    s.common_tactics = cards.many(pos.get("common_tactics", []))
    s.past_events = cards.many(pos.get("past_events", []))
    s.current_events = list(reversed(cards.many(pos.get("current_events", []))))
    s.future_events = list(reversed(cards.many(pos.get("future_events", []))))
    for p in s.players:  # a current tactic may be a common one
        if p.tactic and p.tactic not in s.common_tactics and p.tactic != p.exclusive:
            raise _fail(f"seat {p.seat}'s tactic {p.tactic} is neither theirs nor common")
    decks = pos.get("decks", {})
    if not isinstance(decks, dict) or set(decks) - {"civil", "military"}:
        raise _fail("'decks' holds 'civil' and 'military': {age: [cards top first]}")
    listed = {
        kind: {age: list(reversed(cards.many(ds))) for age, ds in decks.get(kind, {}).items()}
        for kind in ("civil", "military")
    }
    for kind in ("civil", "military"):
        if s.age in AGES:
            if s.age in listed[kind]:
                deck = listed[kind][s.age]
            else:
                deck = [
                    c
                    for key in deck_keys(kind, s.age, peaceful=True)
                    for c in instances(key, n)
                    if c not in cards.used
                ]
                cards.used.update(deck)
                s.rng.shuffle(deck)
            (s.civil_decks if kind == "civil" else s.military_decks)[s.age] = deck
            s.military_discards.setdefault(s.age, [])
    return s


def _int(value: Any, what: str, low: int = 0) -> int:
    if type(value) is not int or value < low:
        raise _fail(f"{what} must be an integer >= {low}")
    return value


def _seat(value: Any, n: int) -> int:
    if type(value) is not int or not 0 <= value < n:
        raise _fail(f"{value!r} is not a seat")
    return value


def _player(s: TTAState, seat: int, spec: Any, cards: _Cards) -> None:
    if not isinstance(spec, dict):
        raise _fail(f"player {seat} must be a dict")
    bad = set(spec) - PLAYER
    if bad:
        raise _fail(f"player {seat}: unknown key(s) {sorted(bad)}")
    p = s.players[seat]
    p.science = _int(spec.get("science", 0), "science")
    p.culture = _int(spec.get("culture", 0), "culture")
    techs = spec.get("technologies")
    if techs is None:
        techs = {
            "A:Agriculture": {"workers": 2},
            "A:Bronze": {"workers": 2},
            "A:Philosophy": {"workers": 1},
            "A:Religion": {},
            "A:Warriors": {"workers": 1},
        }
    if not isinstance(techs, dict):
        raise _fail(f"player {seat}: technologies must be {{card: {{workers, stored}}}}")
    for name, detail in techs.items():
        card = cards.take(name, seat)
        f = facts(card)
        if f.type not in (
            "farm",
            "mine",
            "lab",
            "temple",
            "library",
            "theater",
            "arena",
            "infantry",
            "cavalry",
            "artillery",
            "air_force",
        ):
            raise _fail(f"{name} is not a farm, mine, urban building or unit technology")
        detail = detail or {}
        p.techs.append(card)
        if detail.get("workers"):
            p.workers[card] = _int(detail["workers"], "workers")
        if detail.get("stored"):
            p.stored[card] = _int(detail["stored"], "stored")
    p.government = cards.take(spec.get("government", "A:Despotism"), seat)
    if facts(p.government).type != "government":
        raise _fail(f"{p.government} is not a government")
    for name in spec.get("specials", []):
        card = cards.take(name)
        kind = facts(card).special
        if kind is None or kind in p.specials:
            raise _fail(f"player {seat}: {name} is not a special technology, or a second one of its kind")
        p.specials[kind] = card
    if spec.get("leader"):
        p.leader = cards.take(spec["leader"])
    p.wonders = cards.many(spec.get("wonders", []))
    p.ruined = [w for w in p.wonders if key_of(w) in {key_of(r) for r in spec.get("ruined", [])}]
    building = spec.get("building")
    if building:
        p.building = cards.take(building["card"])
        p.stages_built = _int(building.get("stages_built", 0), "stages_built")
    p.colonies = cards.many(spec.get("colonies", []))
    if spec.get("tactic"):
        p.tactic = cards.take(spec["tactic"])
        if spec.get("exclusive_tactic", False):
            p.exclusive = p.tactic
        else:
            cards.used.discard(p.tactic)  # it is (also) listed among the common tactics
    p.civil_hand = cards.many(spec.get("civil_hand", []))
    p.military_hand = cards.many(spec.get("military_hand", []))
    p.leader_ages = list(spec.get("leader_ages", []))
    p.flags = dict(spec.get("flags", {}))
    p.resigned = bool(spec.get("resigned", False))
    p.homer_under = spec.get("homer_under")
    workers = sum(p.workers.values())
    p.pool = _int(spec.get("unused_workers", 1 if "technologies" not in spec else 0), "unused_workers")
    # by default, workers beyond the starting seven came from the yellow bank
    default_yellow = (
        18 - max(0, workers + p.pool - 7) + sum(facts(c).tokens.get("yellow", 0) for c in p.colonies)
    )
    p.yellow = _int(spec.get("yellow_bank", max(0, default_yellow)), "yellow_bank")
    stored = sum(p.stored.values())
    p.blue = _int(
        spec.get(
            "blue_bank",
            16
            - stored
            - p.stages_built
            + sum(facts(c).tokens.get("blue", 0) for c in [*p.colonies, *p.specials.values(), *p.wonders]),
        ),
        "blue_bank",
    )
    # the tokens a position gives beyond the starting ones came from the box
    p.from_box = {c: tokens.held(p, c) - tokens.STARTING[c] for c in ("yellow", "blue")}
    sync_actions(s, p)
    spent = spec.get("actions_spent", {})
    p.ca_spent = _int(spent.get("ca", 0), "actions_spent.ca")
    p.ma_spent = _int(spent.get("ma", 0), "actions_spent.ma")
    p.turn = dict(FRESH_TURN, taken=[], used=[])


def to_position(s: TTAState) -> dict:
    if s.result is not None:
        raise IllegalAction("the game is over; positions describe games in progress")
    if len(s.stack) > 1 or (
        s.stack and (s.stack[-1].kind != "turn" or s.players[s.turn_player].turn["acted"])
    ):
        raise IllegalAction("positions describe the start of a turn; this game is in the middle of one")
    return {
        "options": dict(s.options),
        "age": s.age,
        "round": s.round,
        "start_player": s.start_player,
        "turn_player": s.turn_player,
        "last_round": s.last_round,
        "row": list(s.row),
        "players": [
            {
                "science": p.science,
                "culture": p.culture,
                "yellow_bank": p.yellow,
                "blue_bank": p.blue,
                "unused_workers": p.pool,
                "technologies": {
                    t: {"workers": p.workers.get(t, 0), "stored": p.stored.get(t, 0)} for t in p.techs
                },
                "government": p.government,
                "specials": list(p.specials.values()),
                "leader": p.leader,
                "wonders": list(p.wonders),
                "ruined": list(p.ruined),
                "building": {"card": p.building, "stages_built": p.stages_built} if p.building else None,
                "colonies": list(p.colonies),
                "tactic": p.tactic,
                "exclusive_tactic": p.exclusive is not None,
                "civil_hand": list(p.civil_hand),
                "military_hand": list(p.military_hand),
                "actions_spent": {"ca": p.ca_spent, "ma": p.ma_spent},
                "leader_ages": list(p.leader_ages),
                "flags": dict(p.flags),
                "resigned": p.resigned,
                "homer_under": p.homer_under,
            }
            for p in s.players
        ],
        "decks": {
            "civil": {a: list(reversed(d)) for a, d in s.civil_decks.items()},
            "military": {a: list(reversed(d)) for a, d in s.military_decks.items()},
        },
        "current_events": list(reversed(s.current_events)),
        "future_events": list(reversed(s.future_events)),
        "past_events": list(s.past_events),
        "common_tactics": list(s.common_tactics),
    }
