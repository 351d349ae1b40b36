"""Positions: any Through the Ages situation at a quiet point as plain data. The format is
documented in docs.md ("Position format"); this module is its reference.

A position describes the game while the turn player decides their next turn-level action (no
effect half-done). `to_position` writes every place, pile order and per-turn mark, so
`from_position(to_position(s))` is `s` again (its log, generator and undo counter aside).
Hand-written positions may leave any key out: the defaults give an ordinary turn, and the
card copies a position does not mention go where the game would have put them (see
`_unmentioned`).
"""

from __future__ import annotations

from typing import Any

from epocha.engine import WAIT, IllegalAction, Rng, chance
from epocha.engine.plain import copy_plain

from .cards.ii_international_agreement import InternationalAgreement
from .cards.iii_winston_churchill import POOL as CHURCHILL_SCIENCE
from .catalog import (
    AGES,
    AGGRESSIVE,
    EDITION_CARDS,
    LEVEL,
    NEXT_AGE,
    WORKED,
    facts,
    instances,
    key_of,
)
from .edition import GRADUAL_EVENTS, Edition
from .effects import card_frame
from .events import draw_scoring_events, lay_hidden_bonuses, reveal_bonus
from .pacts import Pact
from .ratings import lasting_cards, sync_actions
from .rules_base import rules_of
from .state import FRESH_TURN, Player, TTAState, deck_pile
from .tokens import STARTING as STARTING_TOKENS
from .tokens import held

TOP_KEYS = {
    "options",
    "age",
    "round",
    "start_player",
    "turn_player",
    "last_round",
    "row",
    "decks",
    "military_discards",
    "current_events",
    "future_events",
    "past_events",
    "scoring_events",
    "hidden_bonuses",
    "markers",
    "common_tactics",
    "removed",
    "box",
    "wars",
    "pacts",
    "players",
}
PLAYER_KEYS = {
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
    "homer_under",
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
    "turn",
    "prepared_events",
    "knows_top_event",
}
# a resigned civilization keeps only its score and what others may still know of it
RESIGNED_KEYS = {
    "resigned",
    "science",
    "culture",
    "leader_ages",
    "flags",
    "prepared_events",
    "knows_top_event",
}
# International Agreement taken by the turn player: their next politics phase is given up once
# this turn is over (a card frame waiting below the turn)
GIVES_UP = "gives_up_next_politics"
# pools a card keeps for the turn beyond the common ones (present once the card filled them)
CARD_POOLS = (CHURCHILL_SCIENCE,)
TURN_KEYS = {*FRESH_TURN, GIVES_UP, *CARD_POOLS}
TURN_FLAGS = ("politics", "acted", "tactic", "leader_replaced", "discarded")
TURN_COUNTS = ("extra_ma", "military_resources")
AGREEMENT = InternationalAgreement.key
SKIP_POLITICS = "skip_politics"
MILITARY_AGES = ("I", "II", "III")  # the ages with a military deck and a discard pile


def _fail(msg: str) -> IllegalAction:
    return IllegalAction(f"bad position: {msg}")


# -- small readers ------------------------------------------------------------------------------


def _int(value: Any, what: str, low: int = 0) -> int:
    if type(value) is not int or value < low:
        raise _fail(f"{what} must be an integer >= {low}, not {value!r}")
    return value


def _bool(value: Any, what: str) -> bool:
    if type(value) is not bool:
        raise _fail(f"{what} must be true or false, not {value!r}")
    return value


def _dict(value: Any, what: str, keys: set[str] | None = None) -> dict:
    if not isinstance(value, dict):
        raise _fail(f"{what} must be a dict, not {value!r}")
    if keys is not None:
        bad = set(value) - keys
        if bad:
            raise _fail(f"{what}: unknown key(s) {sorted(map(str, bad))}; known: {sorted(keys)}")
    return value


def _list(value: Any, what: str) -> list:
    if not isinstance(value, list):
        raise _fail(f"{what} must be a list, not {value!r}")
    return value


def _a(words: str) -> str:
    return f"{'an' if words[0] in 'aeiou' else 'a'} {words.replace('_', ' ')}"


def _seat(value: Any, n: int, what: str) -> int:
    if type(value) is not int or not 0 <= value < n:
        raise _fail(f"{what} {value!r} is not a seat (0-{n - 1})")
    return value


def _named_copies(value: Any, out: set[str]) -> set[str]:
    """Every copy a position names explicitly ("I:Iron#2"), wherever it does."""
    if isinstance(value, str) and "#" in value:
        out.add(value)
    elif isinstance(value, dict):
        for k, v in value.items():
            _named_copies(k, out)
            _named_copies(v, out)
    elif isinstance(value, list):
        for v in value:
            _named_copies(v, out)
    return out


class _Places:
    """Hands out the card copies of a position's places, each copy to one place at most.

    A key ("I:Iron") takes a free copy, preferring those the position does not name
    explicitly elsewhere, so "I:Iron" in a hand and "I:Iron#1" in the row do not collide.
    """

    def __init__(
        self, n: int, peaceful: bool, named: set[str], edition: Edition, no_fights: bool = False
    ) -> None:
        self.no_fights = no_fights  # (the 2006 completely peaceful game: no wars, no aggressions)
        self.n = n
        self.edition = edition
        self.peaceful = peaceful
        self.named = named
        self.table = EDITION_CARDS[edition.name]  # the edition's cards: a position names no other
        self.where: dict[str, str] = {}  # copy -> the place it is in (for messages)

    def take(
        self,
        name: Any,
        where: str,
        *,
        seat: int | None = None,
        deck: str | None = None,
        types: tuple[str, ...] | None = None,
        age: str | None = None,
    ) -> str:
        if not isinstance(name, str):
            raise _fail(f"{where}: {name!r} is not a card")
        key = key_of(name)
        if key not in self.table:
            raise _fail(f"{where}: unknown card {name!r}")
        f = self.table[key]
        if self.peaceful and f.type in AGGRESSIVE:
            raise _fail(f"{where}: {key} is {_a(f.type)}: not in the peaceful game")
        if self.no_fights and f.type in ("war", "aggression"):
            raise _fail(f"{where}: {key} is {_a(f.type)}: not in the completely peaceful game")
        if f.type == "war" and not self.edition.wars:
            raise _fail(f"{where}: {key} is a war: not in the {self.edition.mode} game")
        if f.starting:
            if seat is None:
                raise _fail(f"{where}: {key} is printed on a player board")
            inst = f"{key}#p{seat}"
            if "#" in name and name != inst:
                raise _fail(f"{where}: {name} is printed on another seat's board")
        elif "#" in name:
            inst = name
            if inst not in instances(key, self.n):
                raise _fail(
                    f"{where}: there is no copy {name} with {self.n} players ({f.copies[self.n]} copies)"
                )
        else:
            free = [c for c in instances(key, self.n) if c not in self.where]
            if not free:
                raise _fail(
                    f"{where}: more copies of {key} than the {self.n}-player game has ({f.copies[self.n]})"
                )
            inst = next((c for c in free if c not in self.named), free[0])
        if inst in self.where:
            raise _fail(f"{inst} is both in {self.where[inst]} and in {where}")
        if deck is not None and f.deck != deck:
            raise _fail(f"{where}: {key} is {_a(f.deck)} card")
        if types is not None and f.type not in types:
            raise _fail(f"{where}: {key} is {_a(f.type)} card, not {_a(' or '.join(types))} card")
        if age is not None and f.age != age:
            raise _fail(f"{where}: {key} is an Age {f.age} card")
        self.where[inst] = where
        return inst

    def many(self, names: Any, where: str, **kinds: Any) -> list[str]:
        return [self.take(c, where, **kinds) for c in _list(names, where)]


def _ref(name: Any, candidates: list[str], what: str, among: str) -> str:
    """The copy `name` refers to among `candidates` (a key matches its first copy there)."""
    if isinstance(name, str):
        for c in candidates:
            if c == name or ("#" not in name and key_of(c) == name):
                return c
    raise _fail(f"{what}: {name!r} is not among {among}")


# -- from a position ------------------------------------------------------------------------------


def from_position(pos: dict, seed: int, options: dict) -> TTAState:
    _dict(pos, "a position", TOP_KEYS)
    _dict(pos.get("options", {}), "options")
    specs = pos.get("players")
    if not isinstance(specs, list) or not 2 <= len(specs) <= 4:
        raise _fail("'players' must list 2-4 players")
    n = len(specs)
    for seat, spec in enumerate(specs):
        _dict(spec, f"player {seat}", PLAYER_KEYS)
    s = TTAState(n, options, Rng(seed))
    _clock(s, pos, specs)
    places = _Places(n, s.peaceful, _named_copies(pos, set()), s.edition, s.variants.no_fights)
    for seat, spec in enumerate(specs):
        if s.players[seat].resigned:
            _resigned(s.players[seat], spec)
        else:
            _player(s.players[seat], spec, places)
    row = _list(pos.get("row", []), "row")
    if len(row) > 13:
        raise _fail("the row has 13 spaces")
    s.row = [places.take(c, "the row", deck="civil") if c is not None else None for c in row]
    s.row += [None] * (13 - len(s.row))
    s.common_tactics = places.many(pos.get("common_tactics", []), "the common tactics", types=("tactic",))
    if s.common_tactics and not s.edition.tactic_copying:
        raise _fail("common_tactics: the 2006 tactics are never shared")
    events = ("event", "territory")
    s.current_events = places.many(pos.get("current_events", []), "the current events", types=events)[::-1]
    s.future_events = places.many(pos.get("future_events", []), "the future events", types=events)[::-1]
    s.past_events = places.many(pos.get("past_events", []), "the past events", types=events)
    variants = s.variants
    gradual = GRADUAL_EVENTS if variants.gradual_reveal else 0
    scoring = s.edition.scoring_events or variants.bonuses or gradual
    if "scoring_events" in pos:
        if not scoring:
            raise _fail(
                "scoring_events: only the Advanced game, and the Full game's pre-revealed bonuses or "
                "gradual reveal, are scored by events shown"
            )
        where = "the scoring events"
        s.scoring_events = places.many(pos["scoring_events"], where, types=("event",), age="III")
        if len(s.scoring_events) > scoring:  # (fewer: a test's choice, e.g. none)
            raise _fail(f"{where}: this game is scored by {scoring} Age III events")
    if "hidden_bonuses" in pos:
        if not gradual:
            raise _fail("hidden_bonuses: only the gradual reveal lays Age III events face down")
        where = "the face-down bonuses"
        s.hidden_bonuses = places.many(pos["hidden_bonuses"], where, types=("event",), age="III")[::-1]
        if len(s.scoring_events) + len(s.hidden_bonuses) > gradual:
            raise _fail(f"{where}: the gradual reveal lays {gradual} Age III events, shown or not")
    if "markers" in pos:
        s.markers = [_marker(s, m) for m in _list(pos["markers"], "markers")]
    discards = _dict(pos.get("military_discards", {}), "military_discards", set(MILITARY_AGES))
    for age, pile in discards.items():
        where = f"the Age {age} military discards"
        s.military_discards[age] = places.many(pile, where, deck="military", age=age)[::-1]
    s.removed = places.many(pos.get("removed", []), "the removed cards")
    s.box = places.many(pos.get("box", []), "the box", deck="military")
    for war in _list(pos.get("wars", []), "wars"):
        s.wars.append(_war(s, war, places))
    for pact in _list(pos.get("pacts", []), "pacts"):
        _pact(s, pact, places)
    listed = _decks(s, pos.get("decks", {}), places)
    for seat, spec in enumerate(specs):
        _references(s, s.players[seat], spec, places)
    common = [key_of(c) for c in s.common_tactics]
    if len(set(common)) != len(common):
        raise _fail("identical common tactics merge: the common area holds one copy of each")
    if gradual and "scoring_events" not in pos and "hidden_bonuses" not in pos:
        # (the gradual reveal) five laid face down, one shown at the start and at each age change
        lay_hidden_bonuses(s, gradual, set(places.where))
        for _ in range(LEVEL[s.age]):
            reveal_bonus(s)
    elif variants.bonuses and "scoring_events" not in pos:
        draw_scoring_events(s, variants.bonuses, set(places.where))
    for c in [*s.scoring_events, *s.hidden_bonuses]:  # (not in the decks)
        places.where.setdefault(c, "the scoring events")
    _unmentioned(s, listed, places)
    if s.edition.scoring_events and "scoring_events" not in pos:
        draw_scoring_events(s, s.edition.scoring_events, set(places.where))
    for p in s.players:
        _actions_and_tokens(s, p, {} if p.resigned else specs[p.seat])
    return s


def _marker(s: TTAState, spec: Any) -> dict:
    """(Milder fights) a civilization's marker taken by its attacker: {"on", "by", "round": the
    round of the last attack}."""
    if not s.variants.milder_fights:
        raise _fail("markers: only the milder fights variant takes markers")
    _dict(spec, "a marker", {"on", "by", "round"})
    by = _seat(spec.get("by"), s.n, "a marker's attacker")
    on = _seat(spec.get("on"), s.n, "a marker's civilization")
    if by == on or s.players[by].resigned or s.players[on].resigned:
        raise _fail("a marker: taken by another civilization, both still in the game")
    if any(m["on"] == on for m in s.markers):
        raise _fail(f"markers: player {on} has one marker")
    return {"on": on, "by": by, "round": _int(spec.get("round", s.round), "a marker's round")}


def _war(s: TTAState, spec: Any, places: _Places) -> dict:
    """A war declared and not yet resolved: {"card", "by", "on"} (seats still in the game; in
    the order declared)."""
    _dict(spec, "a war", {"card", "by", "on"})
    by = _seat(spec.get("by"), s.n, "a war's declarer")
    on = _seat(spec.get("on"), s.n, "a war's target")
    if by == on or s.players[by].resigned or s.players[on].resigned:
        raise _fail("a war is declared by one civilization still in the game on another")
    return {"card": places.take(spec.get("card"), "a war", types=("war",)), "by": by, "on": on}


def _pact(s: TTAState, spec: Any, places: _Places) -> None:
    """A pact in play: {"card", "by" (who laid it), "with" (the partner), "side" (the layer's,
    "A" or "B"; none for a pact whose sides are alike)}."""
    _dict(spec, "a pact", {"card", "by", "with", "side"})
    by = _seat(spec.get("by"), s.n, "a pact's layer")
    partner = _seat(spec.get("with"), s.n, "a pact's partner")
    if by == partner or s.players[by].resigned or s.players[partner].resigned:
        raise _fail("a pact is laid by one civilization still in the game with another")
    if any(d["by"] == by for d in s.pacts.values()):
        raise _fail(f"player {by} lays one pact at most")
    card = places.take(spec.get("card"), "a pact", types=("pact",))
    rules = rules_of(card)
    side = spec.get("side")
    if isinstance(rules, Pact) and rules.symmetric:
        if side is not None:
            raise _fail(f"{key_of(card)}: its sides are alike (no side)")
    elif side not in ("A", "B"):
        raise _fail(f"{key_of(card)}: the layer's side must be 'A' or 'B', not {side!r}")
    s.pacts[card] = {"by": by, "with": partner, "side": side}
    s.players[by].pacts.append(card)
    s.players[partner].pacts.append(card)


def _clock(s: TTAState, pos: dict, specs: list) -> None:
    """Age, round, who starts and whose turn it is, the last round; who resigned."""
    for p, spec in zip(s.players, specs, strict=True):
        p.resigned = _bool(spec.get("resigned", False), f"player {p.seat} resigned")
    if len(s.active_seats()) < 2:
        raise _fail("at least two civilizations must still be in the game")
    rnd, age = pos.get("round"), pos.get("age")
    if age is None:
        age = "A" if rnd == 1 else "I"
    if age not in (*AGES, "IV"):
        raise _fail(f"unknown age {age!r} (A, I, II, III or IV)")
    played = s.edition.played_ages
    if age not in played:
        raise _fail(f"the {s.edition.mode} game is played in Ages {', '.join(played)}, not in Age {age}")
    s.age = age
    s.round = _int(1 if rnd is None and age == "A" else 2 if rnd is None else rnd, "round", 1)
    if (s.round == 1) != (s.age == "A"):
        raise _fail("round 1 is played in Age A, and Age A ends when round 2 begins")
    s.start_player = _seat(pos.get("start_player", 0), s.n, "start_player")
    s.turn_player = _seat(pos.get("turn_player", s.clockwise_from(s.start_player)[0]), s.n, "turn_player")
    if s.players[s.turn_player].resigned:
        raise _fail(f"the turn player {s.turn_player} has resigned")
    # fixed when Age IV begins (this round or the next); earlier it ends a test game sooner
    last = pos.get("last_round", s.round if s.age == "IV" else None)
    s.last_round = None if last is None else _int(last, "last_round", s.round)


def _resigned(p: Player, spec: dict) -> None:
    """A civilization out of the game: no cards, no tokens (they went back to the box)."""
    bad = set(spec) - RESIGNED_KEYS
    if bad:
        raise _fail(f"player {p.seat} has resigned: no cards or tokens ({sorted(bad)})")
    p.science = _int(spec.get("science", 0), f"player {p.seat} science")
    p.culture = _int(spec.get("culture", 0), f"player {p.seat} culture")
    p.yellow = p.blue = p.pool = 0
    p.government = ""
    p.leader_ages = _leader_ages(spec, p)
    p.flags = copy_plain(_dict(spec.get("flags", {}), f"player {p.seat} flags"))


def _player(p: Player, spec: dict, places: _Places) -> None:
    """A civilization's places, scores and banks (references to other places come later)."""
    seat, who = p.seat, f"player {p.seat}"
    p.science = _int(spec.get("science", 0), f"{who} science")
    p.culture = _int(spec.get("culture", 0), f"{who} culture")
    _technologies(p, spec, places)
    p.government = places.take(
        spec.get("government", places.edition.despotism),
        f"{who}'s government",
        seat=seat,
        types=("government",),
    )
    for card in places.many(spec.get("specials", []), f"{who}'s special technologies", types=("special",)):
        kind = facts(card).special
        if kind in p.specials:
            raise _fail(
                f"{who} has two {kind} special technologies ({key_of(p.specials[kind])}, {key_of(card)})"
            )
        p.specials[kind] = card
    if spec.get("leader") is not None:
        p.leader = places.take(spec["leader"], f"{who}'s leader", types=("leader",))
    p.wonders = places.many(spec.get("wonders", []), f"{who}'s wonders", types=("wonder",))
    building = spec.get("building")
    if building is not None:
        _dict(building, f"{who} building", {"card", "stages_built"})
        p.building = places.take(building.get("card"), f"{who}'s unfinished wonder", types=("wonder",))
        p.stages_built = _int(building.get("stages_built", 0), f"{who} stages_built")
        stages = len(facts(p.building).stages)
        if p.stages_built >= stages:
            raise _fail(f"{who}: {key_of(p.building)} has {stages} stages; with all built it is a wonder")
    p.colonies = places.many(spec.get("colonies", []), f"{who}'s colonies", types=("territory",))
    if _bool(spec.get("exclusive_tactic", False), f"{who} exclusive_tactic"):
        if spec.get("tactic") is None:
            raise _fail(f"{who}: exclusive_tactic without a tactic")
        if not places.edition.tactic_copying:
            raise _fail(f"{who}: exclusive_tactic: the 2006 tactics are never shared")
        p.tactic = p.exclusive = places.take(spec["tactic"], f"{who}'s tactic", types=("tactic",))
    elif spec.get("tactic") is not None and not places.edition.tactic_copying:
        p.tactic = places.take(spec["tactic"], f"{who}'s tactic", types=("tactic",))  # (2006) their own
    p.civil_hand = places.many(spec.get("civil_hand", []), f"{who}'s civil hand", deck="civil")
    if spec.get("military_hand") and not places.edition.military_hands:
        raise _fail(f"{who}: the Simple game has no military hands")
    p.military_hand = places.many(spec.get("military_hand", []), f"{who}'s military hand", deck="military")
    p.leader_ages = _leader_ages(spec, p)
    p.flags = copy_plain(_dict(spec.get("flags", _default_flags(p)), f"{who} flags"))
    p.turn = _turn(spec.get("turn", {}), who)
    # the workers a position adds beyond the starting seven came from the yellow bank; tokens
    # printed on cards in play are in the banks
    printed = [p.government, *p.specials.values(), *p.wonders, *p.colonies]
    yellow = 18 - max(0, sum(p.workers.values()) + p.pool - 7)
    blue = places.edition.blue_tokens - sum(p.stored.values()) - p.stages_built
    yellow += sum(facts(c).tokens.get("yellow", 0) for c in printed)
    blue += sum(facts(c).tokens.get("blue", 0) for c in printed)
    p.yellow = _int(spec.get("yellow_bank", max(0, yellow)), f"{who} yellow_bank")
    p.blue = _int(spec.get("blue_bank", max(0, blue)), f"{who} blue_bank")


def _technologies(p: Player, spec: dict, places: _Places) -> None:
    """Farms, mines, urban buildings and units with their workers and stored tokens. The five
    technologies printed on the board are always there (without workers unless listed)."""
    who = f"player {p.seat}"
    edition = places.edition
    printed_techs = [k for k in edition.starting if k != edition.despotism]
    techs = spec.get("technologies")
    if techs is None:
        techs = {k: {"workers": edition.starting_workers.get(k, 0)} for k in printed_techs}
    listed: list[str] = []
    for name, detail in _dict(techs, f"{who} technologies").items():
        card = places.take(name, f"{who}'s technologies", seat=p.seat, types=WORKED)
        if any(key_of(t) == key_of(card) for t in listed):
            raise _fail(f"{who} has two copies of {key_of(card)} in play")
        detail = _dict({} if detail is None else detail, f"{who} {name}", {"workers", "stored"})
        workers = _int(detail.get("workers", 0), f"{who} workers on {name}")
        stored = _int(detail.get("stored", 0), f"{who} tokens stored on {name}")
        if stored and facts(card).type not in ("farm", "mine", "lab"):
            raise _fail(f"{who}: only farms, mines and labs hold blue tokens, not {key_of(card)}")
        listed.append(card)
        if workers:
            p.workers[card] = workers
        if stored:
            p.stored[card] = stored
    printed = [f"{k}#p{p.seat}" for k in printed_techs]
    for card in printed:
        if card not in listed:
            places.take(card, f"{who}'s technologies", seat=p.seat)
    # the printed ones first, as on the board, then the others in the order given
    p.techs = printed + [c for c in listed if c not in printed]
    p.pool = _int(spec.get("unused_workers", 1 if "technologies" not in spec else 0), f"{who} unused_workers")


def _leader_ages(spec: dict, p: Player) -> list[str]:
    """The ages of the leaders taken from the row (one per age; none by default, so that a
    test may hand out any leader)."""
    ages = _list(spec.get("leader_ages", []), f"player {p.seat} leader_ages")
    if any(a not in AGES for a in ages) or len(set(ages)) != len(ages):
        raise _fail(f"player {p.seat} leader_ages must list distinct ages among {list(AGES)}")
    return list(ages)


def _default_flags(p: Player) -> dict:
    """Lasting markers a card in play keeps set (Bill Gates lets labs store resources)."""
    if any(getattr(rules_of(c), "labs_store_resources", False) for c in lasting_cards(p)):
        return {"labs_store_resources": True}
    return {}


def _turn(spec: Any, who: str) -> dict:
    """The player's per-turn marks and pools; references (`taken`) are resolved later."""
    spec = _dict(spec, f"{who} turn", TURN_KEYS)
    turn = copy_plain(FRESH_TURN)
    for key in TURN_FLAGS:
        turn[key] = _bool(spec.get(key, turn[key]), f"{who} turn.{key}")
    for key in TURN_COUNTS:
        turn[key] = _int(spec.get(key, turn[key]), f"{who} turn.{key}")
    for key in CARD_POOLS:
        if key in spec:
            turn[key] = _int(spec[key], f"{who} turn.{key}")
    used = _list(spec.get("used", []), f"{who} turn.used")
    for key in used:
        if not isinstance(key, str) or not any(key in table for table in EDITION_CARDS.values()):
            raise _fail(f"{who} turn.used lists card keys, not {key!r}")
    turn["used"] = list(used)
    return turn


def _decks(s: TTAState, decks: Any, places: _Places) -> dict[str, dict[str, list[str]]]:
    """The decks listed (each exactly that deck, top first). Only the current age has decks
    with cards: the civil deck of an ended age ran out, its military deck went to the box."""
    listed: dict[str, dict[str, list[str]]] = {"civil": {}, "military": {}}
    for kind, by_age in _dict(decks, "decks", {"civil", "military"}).items():
        for age, cards in _dict(by_age, f"decks.{kind}").items():
            where = f"the Age {age} {kind} deck"
            if age not in AGES:
                raise _fail(f"{where}: unknown age (A, I, II or III)")
            if LEVEL[age] > LEVEL[s.age]:
                raise _fail(f"{where}: Age {age} has not begun (its decks are shuffled when it does)")
            if kind == "military" and (age == "A" or age != s.age):
                raise _fail(f"{where}: only the current age (I-III) has a military deck")
            if age != s.age and cards:
                raise _fail(f"{where}: it ran out when Age {NEXT_AGE[age]} began")
            # any age's cards may be listed: tests keep an age going with a quiet deck
            listed[kind][age] = places.many(cards, where, deck=kind)[::-1]
    return listed


def _references(s: TTAState, p: Player, spec: dict, places: _Places) -> None:
    """What points at cards placed elsewhere: ruined wonders, Homer's wonder, a common tactic,
    the cards taken this turn, the events prepared and the top event looked at."""
    who = f"player {p.seat}"
    for name in _list(spec.get("ruined", []), f"{who} ruined"):
        card = _ref(name, p.wonders, f"{who} ruined", "their completed wonders")
        if card in p.ruined:
            raise _fail(f"{who}: {card} is ruined twice")
        p.ruined.append(card)
    if spec.get("homer_under") is not None:
        p.homer_under = _ref(spec["homer_under"], p.wonders, f"{who} homer_under", "their completed wonders")
    if spec.get("tactic") is not None and p.exclusive is None and s.edition.tactic_copying:
        # a shared tactic is one of the common tactics (put there if the position did not)
        name = spec["tactic"]
        copies = [c for c in s.common_tactics if c == name or ("#" not in str(name) and key_of(c) == name)]
        if not copies:
            s.common_tactics.append(places.take(name, "the common tactics", types=("tactic",)))
            copies = s.common_tactics[-1:]
        p.tactic = copies[0]
    turn = spec.get("turn", {})
    # a card taken this turn may since have been played, or have left the game
    in_reach = [
        *p.civil_hand,
        *lasting_cards(p),
        *p.ruined,
        *([p.building] if p.building else []),
        *s.removed,
    ]
    p.turn["taken"] = [
        _ref(c, in_reach, f"{who} turn.taken", "their civil hand and cards in play")
        for c in _list(turn.get("taken", []), f"{who} turn.taken")
    ]
    if _bool(turn.get(GIVES_UP, False), f"{who} turn.{GIVES_UP}"):
        if p.seat != s.turn_player:
            raise _fail(f"{who} turn.{GIVES_UP}: only the turn player; the others have turn.politics")
        s.stack.append(card_frame(instances(AGREEMENT, s.n)[0], p.seat, step=SKIP_POLITICS))
    for name in _list(spec.get("prepared_events", []), f"{who} prepared_events"):
        card = _ref(name, [*s.current_events, *s.future_events], f"{who} prepared_events", "the event piles")
        if card in s.prepared:
            raise _fail(f"{card} was prepared by player {s.prepared[card]}")
        s.prepared[card] = p.seat
    if _bool(spec.get("knows_top_event", False), f"{who} knows_top_event"):
        if not s.current_events:
            raise _fail(f"{who} knows_top_event: there is no current event")
        s.top_seen.append(p.seat)


def _unmentioned(s: TTAState, listed: dict[str, dict[str, list[str]]], places: _Places) -> None:
    """Where the copies a position does not mention are. Of the current age: in its decks,
    shuffled (seeded), unless that deck is listed; then out of the game like those of the
    ages that ended: civil cards face up (`removed`), military cards unseen (`box`). Ages
    still to come are untouched: their decks are made when they begin."""
    begun = [a for a in AGES[: LEVEL[s.age] + 1] if a in s.edition.ages]
    for age in begun:
        for kind in ("civil", "military"):
            if kind == "military" and age != "A" and not s.edition.military_hands:
                continue  # (the Simple game has no military decks)
            keys = s.deck_keys(kind, age)
            rest = [c for key in keys for c in instances(key, s.n)]
            rest = [c for c in rest if c not in places.where]
            current = age == s.age and (kind == "civil" or age != "A")
            decks = s.civil_decks if kind == "civil" else s.military_decks
            if age in listed[kind]:
                decks[age] = listed[kind][age]
                # drawn in the order given natively; as shuffled as ever for dictated chance
                if decks[age]:
                    s.unsettled[deck_pile(kind, age)] = len(decks[age])
            elif current:
                chance.shuffle(s, rest, deck_pile(kind, age))
                decks[age] = rest
                rest = []
            elif kind == "civil":
                decks[age] = []
            (s.removed if kind == "civil" else s.box).extend(rest)
        if age in MILITARY_AGES and s.edition.military_hands:
            s.military_discards.setdefault(age, [])


def _actions_and_tokens(s: TTAState, p: Player, spec: dict) -> None:
    """Action totals from the cards, the actions spent, and the box's count: tokens beyond
    the starting ones came from it (fewer went back to it)."""
    sync_actions(s, p)
    spent = _dict(spec.get("actions_spent", {}), f"player {p.seat} actions_spent", {"ca", "ma"})
    for kind, name in (("ca", "civil"), ("ma", "military")):
        n = _int(spent.get(kind, 0), f"player {p.seat} actions_spent.{kind}")
        if n > p.totals[kind]:
            raise _fail(f"player {p.seat} spent {n} {name} actions of {p.totals[kind]}")
        setattr(p, f"{kind}_spent", n)
    start = {"yellow": STARTING_TOKENS["yellow"], "blue": s.edition.blue_tokens}
    p.from_box = {c: held(p, c) - start[c] for c in ("yellow", "blue")}


# -- to a position ---------------------------------------------------------------------------------


def _quiet(s: TTAState) -> bool:
    """The turn player decides a turn-level action, with no effect half-done (an International
    Agreement's given-up politics may wait below the turn)."""
    if not s.stack:
        return False
    top, below = s.stack[-1], s.stack[:-1]
    if top.to_dict() != {
        "kind": "turn",
        "step": WAIT,
        "data": {"seat": s.turn_player},
        "arg": None,
        "result": None,
    }:
        return False
    waiting = card_frame(instances(AGREEMENT, s.n)[0], s.turn_player, step=SKIP_POLITICS)
    return not below or (len(below) == 1 and below[0].to_dict() == waiting.to_dict())


def to_position(s: TTAState) -> dict:
    if s.result is not None:
        raise IllegalAction("the game is over; positions describe games in progress")
    if not _quiet(s):
        raise IllegalAction("positions describe quiet points; this game is in the middle of an effect")
    gives_up = len(s.stack) == 2
    return {
        "options": dict(s.options),
        "age": s.age,
        "round": s.round,
        "start_player": s.start_player,
        "turn_player": s.turn_player,
        "last_round": s.last_round,
        "row": list(s.row),
        "decks": {
            "civil": {a: d[::-1] for a, d in s.civil_decks.items()},
            "military": {a: d[::-1] for a, d in s.military_decks.items()},
        },
        "military_discards": {a: d[::-1] for a, d in s.military_discards.items()},
        "current_events": s.current_events[::-1],
        "future_events": s.future_events[::-1],
        "past_events": list(s.past_events),
        **({"scoring_events": list(s.scoring_events)} if _shown_events(s) else {}),
        **({"hidden_bonuses": s.hidden_bonuses[::-1]} if s.variants.gradual_reveal else {}),
        **({"markers": [dict(m) for m in s.markers]} if s.markers else {}),
        "common_tactics": list(s.common_tactics),
        "removed": list(s.removed),
        "box": list(s.box),
        **({"wars": [dict(w) for w in s.wars]} if s.wars else {}),
        **({"pacts": [{"card": c, **d} for c, d in s.pacts.items()]} if s.pacts else {}),
        "players": [_player_position(s, p, gives_up and p.seat == s.turn_player) for p in s.players],
    }


def _shown_events(s: TTAState) -> bool:
    """Whether Age III events shown at the start score the game (the Advanced game; the Full
    game's pre-revealed bonuses and gradual reveal)."""
    v = s.variants
    return bool(s.edition.scoring_events or v.bonuses or v.gradual_reveal)


def _player_position(s: TTAState, p: Player, gives_up: bool) -> dict:
    known = {
        "science": p.science,
        "culture": p.culture,
        "leader_ages": list(p.leader_ages),
        "flags": copy_plain(p.flags),
        "prepared_events": [c for c, q in s.prepared.items() if q == p.seat],
        "knows_top_event": p.seat in s.top_seen,
    }
    if p.resigned:
        return {"resigned": True, **known}
    out: dict[str, Any] = {
        **known,
        "yellow_bank": p.yellow,
        "blue_bank": p.blue,
        "unused_workers": p.pool,
        "technologies": {t: _tech(p, t) for t in p.techs},
        "government": p.government,
        "specials": list(p.specials.values()),
        "leader": p.leader,
        "wonders": list(p.wonders),
        "ruined": list(p.ruined),
        "homer_under": p.homer_under,
        "building": {"card": p.building, "stages_built": p.stages_built} if p.building else None,
        "colonies": list(p.colonies),
        "tactic": p.tactic,
        "exclusive_tactic": p.exclusive is not None,
        "civil_hand": list(p.civil_hand),
        "military_hand": list(p.military_hand),
        "actions_spent": {"ca": p.ca_spent, "ma": p.ma_spent},
    }
    turn = copy_plain(p.turn)
    if gives_up:
        turn[GIVES_UP] = True
    if turn != FRESH_TURN:
        out["turn"] = turn
    return out


def _tech(p: Player, tech: str) -> dict[str, int]:
    detail = {"workers": p.workers.get(tech, 0), "stored": p.stored.get(tech, 0)}
    return {k: v for k, v in detail.items() if v}
