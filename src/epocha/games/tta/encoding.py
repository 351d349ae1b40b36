"""Through the Ages for machine learning: stable integer action ids and a fixed-size observation.

Both come from fixed tables built from the card catalog — card keys sorted, every copy of
every card (`INSTANCES`), the 13 row slots, the option names and value caps below — never
from the order of anything at run time, so an id means the same action in every version that
keeps `VERSION`. `tests/interop/test_tta_encoding.py` pins a digest of the whole table:
changing an id is a deliberate act (bump `VERSION`); new kinds of actions are appended after the
last block, as the full game's aggressions, wars and pacts were.

Actions name card *copies* (`"I:Irrigation#2"`; a board's printed cards are `"#p0"`..`"#p3"`),
so ids do too: two copies of one card have two ids, as the engine offers two actions. The
table holds every copy of all 237 cards for four players, aggressions, wars and pacts included.

Action ids (`ACTION_COUNT` in all), in blocks (`BLOCKS` gives each block's first id and size):

| block | action |
|---|---|
| end_turn, resign, population | `{"type": ...}` |
| take | `{"type": "take", "slot": 0..12, "card": KEY}`: slot-major, civil deck keys sorted |
| build | `{"type": "build", "tech": COPY}`, every farm, mine, urban building and unit copy |
| upgrade | `{"type": "upgrade", "from": COPY, "to": COPY}`, same type, higher level |
| destroy, disband | `{"type": ..., "tech": COPY}`: buildings; units |
| leader, play | `{"type": ..., "card": COPY}`: leaders; action cards |
| wonder | `{"type": "wonder", "stages": 1..5}` |
| develop, revolution | `{"type": ..., "card": COPY}`: technologies; governments |
| tactic, copy_tactic | `{"type": ..., "card": COPY}`: tactics |
| event | `{"type": "event", "card": COPY}`: events and territories |
| ability | `{"type": "ability", "card": COPY, ...}`, per card in `ABILITY_CARDS` order |
| choose card | `{"type": "choose", "cards": [COPY]}`, every copy |
| choose option | `{"type": "choose", "option": NAME}`, `OPTION_NAMES` |
| choose action | `{"type": "choose", "option": "build I:Irrigation#2"}`: an action a card orders |
| choose row card | `{"type": "choose", "option": COPY}`: a civil card of the row |
| choose unit | `{"type": "choose", "option": "u:COPY@0".."u:COPY@11"}`: a unit sent to colonize |
| choose bonus, discard | `{"type": "choose", "option": "b:COPY" / "d:COPY"}`: colonization cards |
| choose value | `{"type": "choose", "value": 0..99}` (bids) |
| pass, done | `{"type": "pass"}`, `{"type": "done"}` |
| aggression | `{"type": "aggression", "card": COPY, "rival": 0..3}`: the full game's political actions |
| answer | `{"type": "choose", "option": "defend" / "yield"}`: a defender's answer to an aggression |
| discard_bonus | `{"type": "choose", "option": "d:COPY"}`: a bonus card discarded face down in defence |
| split | `{"type": "choose", "option": "fXrY"}`: food and resources taken (Plunder), not above |
| war | `{"type": "war", "card": COPY, "rival": 0..3}`: a war declared |
| pact | `{"type": "pact", "card": COPY, "partner": 0..3, "side": "A" / "B"}`: a pact offered |
| cancel_pact | `{"type": "cancel_pact", "card": COPY}` |
| pact_ability | `{"type": "ability", "card": COPY}`: a pact's ability (Trade Routes Agreement) |

Shared ids (the only ones): a value above 99 takes the id of 99, a unit index above 11 the id
of 11. Then `legal_action_for_id` plays the first such legal action: the lowest bid of 99 or
more (bids are at most the colonizing force, far below); any unit of that technology (they are
the same). Seeded random games and the busy positions of the tests never offered a bid above
40 or a unit index above 2.

A card that lets you do one of several ordinary actions (Development of Civilization, Urban
Growth, Rich Land, Breakthrough...) offers each as an option named by the action itself
(`effects.action_option`: its type and arguments), so the "choose action" block holds one id
per population, build, upgrade, develop and revolution action of the turn-action table.

The observation (`OBSERVATION_SIZE` float32 values in [0, 1]) is built from `Game.view(seat)`
only; `LAYOUT` lists its segments in order with their sizes. Seats are relative: slot 0 is
the observing seat, slot 1 the next seat in turn order...; slots beyond the player count are
zero. Counts are divided by the scale in `SCALES` and clipped to 1.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from epocha.interop.actions import Observation, TableEncoding, layout_offsets, scaled

from .catalog import AGES, CARDS, UNITS, URBAN, WORKED, CardFacts, deck_keys, instances, key_of
from .effects import action_option
from .rules import TTARules

VERSION = 1
MAX_PLAYERS = TTARules.max_players
ROW_SLOTS = 13
MAX_STAGES = max(len(f.stages) for f in CARDS.values())
VALUES = 100  # bids 0..99; higher ones share the id of 99
UNIT_INDEXES = 12  # "u:COPY@11" stands for 11 and every index above
# the kinds of ordinary actions a card may order as a choice (`Ctx.choose_action`)
ORDERED_KINDS = ("population", "build", "upgrade", "develop", "revolution")
# fixed option names of choices (Development of Markets, Reserves, Foray, Raiders,
# colonization); a test checks the cards against this list
OPTION_NAMES = (
    "food",
    "resources",
    "f3",
    "f2r1",
    "f1r2",
    "r3",
    "f2r0",
    "f1r1",
    "f0r2",
    "f1r0",
    "f0r1",
    "send",
)
# the full game's: a defender's answers; the food-resources splits Plunder takes (up to 7)
ANSWERS = ("defend", "yield", "accept", "refuse")  # (to an aggression; to a pact offered)
# pacts whose `abilities` add turn actions (the action names only the card)
PACT_ABILITY_CARDS = ("I:Trade Routes Agreement",)
SPLITS = tuple(
    name
    for total in range(1, 8)
    for food in range(total, -1, -1)
    if (name := f"f{food}r{total - food}") not in OPTION_NAMES
)
CHURCHILL_PICKS = ("culture", "military")
# cards whose `abilities` add turn actions, and the extra fields of their action dicts
ABILITY_CARDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("A:Alexander the Great", ()),
    ("A:Hammurabi", ()),
    ("A:Julius Caesar", ()),
    ("I:Christopher Columbus", ("territory",)),
    ("I:Frederick Barbarossa", ("tech",)),
    ("I:Joan of Arc", ()),
    ("II:J.S. Bach", ("from", "to")),
    ("II:Ocean Liner Service", ()),
    ("III:Winston Churchill", ("pick",)),
)

KEYS: tuple[str, ...] = tuple(sorted(CARDS))
KEY_INDEX = {k: i for i, k in enumerate(KEYS)}


def copies(key: str) -> list[str]:
    """Every copy of a card there can be (four players; a board card once per seat)."""
    f = CARDS[key]
    if f.starting:
        return [f"{key}#p{seat}" for seat in range(MAX_PLAYERS)]
    return [f"{key}#{n}" for n in range(1, max(f.copies.values()) + 1)]


def _keys(test: Callable[[CardFacts], bool]) -> tuple[str, ...]:
    return tuple(k for k in KEYS if test(CARDS[k]))


def _copies_of(keys: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(c for k in keys for c in copies(k))


INSTANCES = _copies_of(KEYS)
CIVIL_DECK_KEYS = _keys(lambda f: f.deck == "civil" and not f.starting)  # what the row holds
MILITARY_KEYS = _keys(lambda f: f.deck == "military")
TECH_KEYS = _keys(lambda f: f.is_technology)  # a board's technologies, government, specials
WORKED_KEYS = _keys(lambda f: f.type in WORKED)
LEADER_KEYS = _keys(lambda f: f.type == "leader")
WONDER_KEYS = _keys(lambda f: f.type == "wonder")
TERRITORY_KEYS = _keys(lambda f: f.type == "territory")
TACTIC_KEYS = _keys(lambda f: f.type == "tactic")
WORKED_COPIES = _copies_of(WORKED_KEYS)
UNIT_COPIES = tuple(c for c in WORKED_COPIES if CARDS[key_of(c)].type in UNITS)
BUILDING_COPIES = tuple(c for c in WORKED_COPIES if CARDS[key_of(c)].type not in UNITS)


def _level(card: str) -> int:
    return CARDS[key_of(card)].level


def _type(card: str) -> str:
    return CARDS[key_of(card)].type


def _of_types(*types: str) -> tuple[str, ...]:
    return tuple(c for c in INSTANCES if _type(c) in types)


def _action_keys() -> list[tuple]:
    keys: list[tuple] = [("end_turn",), ("resign",), ("population",)]
    keys += [("take", slot, k) for slot in range(ROW_SLOTS) for k in CIVIL_DECK_KEYS]
    keys += [("build", c) for c in WORKED_COPIES]
    keys += [
        ("upgrade", old, new)
        for old in WORKED_COPIES
        for new in WORKED_COPIES
        if _type(new) == _type(old) and _level(new) > _level(old)
    ]
    keys += [("destroy", c) for c in BUILDING_COPIES]
    keys += [("disband", c) for c in UNIT_COPIES]
    keys += [("leader", c) for c in _of_types("leader")]
    keys += [("play", c) for c in _of_types("action")]
    keys += [("wonder", k) for k in range(1, MAX_STAGES + 1)]
    keys += [("develop", c) for c in INSTANCES if CARDS[key_of(c)].is_technology and "#p" not in c]
    keys += [("revolution", c) for c in _of_types("government") if "#p" not in c]
    keys += [("tactic", c) for c in _of_types("tactic")]
    keys += [("copy_tactic", c) for c in _of_types("tactic")]
    keys += [("event", c) for c in _of_types("event", "territory")]
    for card, fields in ABILITY_CARDS:
        for me in copies(card):
            keys += [("ability", me, *extra) for extra in _ability_extras(fields)]
    keys += [("cards", c) for c in INSTANCES]
    keys += [("option", name) for name in OPTION_NAMES]
    keys += [("do", *k) for k in keys if k[0] in ORDERED_KINDS]
    keys += [("row_card", c) for c in _copies_of(CIVIL_DECK_KEYS)]
    keys += [("unit", c, i) for c in UNIT_COPIES for i in range(UNIT_INDEXES)]
    keys += [("bonus", c) for c in _of_types("bonus")]
    keys += [("discard", c) for c in _copies_of(MILITARY_KEYS) if _type(c) != "bonus"]
    keys += [("value", v) for v in range(VALUES)]
    keys += [("pass",), ("done",)]
    # the full game's (appended: the peaceful game's ids above never move)
    keys += [("aggression", c, seat) for c in _of_types("aggression") for seat in range(MAX_PLAYERS)]
    keys += [("answer", name) for name in ANSWERS]
    keys += [("discard_bonus", c) for c in _of_types("bonus")]
    keys += [("split", name) for name in SPLITS]
    keys += [("war", c, seat) for c in _of_types("war") for seat in range(MAX_PLAYERS)]
    keys += [
        ("pact", c, seat, side) for c in _of_types("pact") for seat in range(MAX_PLAYERS) for side in "AB"
    ]
    keys += [("cancel_pact", c) for c in _of_types("pact")]
    keys += [("pact_ability", c) for key in PACT_ABILITY_CARDS for c in copies(key)]
    return keys


def _ability_extras(fields: tuple[str, ...]) -> list[tuple]:
    if fields == ():
        return [()]
    if fields == ("territory",):
        return [(c,) for c in _of_types("territory")]
    if fields == ("tech",):  # Frederick Barbarossa: a unit to build
        return [(c,) for c in UNIT_COPIES]
    if fields == ("from", "to"):  # J. S. Bach: an urban building upgraded to a theater
        return [
            (old, new)
            for old in _of_types(*(u for u in URBAN if u != "theater"))
            for new in _of_types("theater")
            if _level(new) >= _level(old)
        ]
    if fields == ("pick",):
        return [(pick,) for pick in CHURCHILL_PICKS]
    raise ValueError(fields)


ACTION_KEYS: tuple[tuple, ...] = tuple(_action_keys())
ACTION_COUNT = len(ACTION_KEYS)
BLOCKS: dict[str, tuple[int, int]] = {}  # block name -> (first id, size)
for _i, _key in enumerate(ACTION_KEYS):
    _first, _size = BLOCKS.get(_key[0], (_i, 0))
    BLOCKS[_key[0]] = (_first, _size + 1)

_SIMPLE = ("end_turn", "resign", "population", "pass", "done")
_BY_CARD = ("leader", "play", "develop", "revolution", "tactic", "copy_tactic", "event", "cancel_pact")
_BY_TECH = ("build", "destroy", "disband")
_AT_RIVAL = ("aggression", "war")  # political cards played against a seat


def action_key(action: dict) -> tuple:
    """The table key of an action dict (raises `KeyError` for one outside the table)."""
    kind = action["type"]
    if kind in _SIMPLE:
        return (kind,)
    if kind in _BY_CARD:
        return (kind, action["card"])
    if kind in _BY_TECH:
        return (kind, action["tech"])
    if kind == "take":
        return ("take", action["slot"], action["card"])
    if kind == "upgrade":
        return ("upgrade", action["from"], action["to"])
    if kind == "wonder":
        return ("wonder", action["stages"])
    if kind == "ability" and key_of(action["card"]) in PACT_ABILITY_CARDS:
        return ("pact_ability", action["card"])
    if kind == "pact":
        return ("pact", action["card"], action["partner"], action["side"])
    if kind == "ability":
        fields = dict(ABILITY_CARDS)[key_of(action["card"])]
        return ("ability", action["card"], *(action[f] for f in fields))
    if kind in _AT_RIVAL:
        return (kind, action["card"], action["rival"])
    if kind == "choose":
        if "cards" in action:
            return ("cards", action["cards"][0])
        if "value" in action:
            return ("value", min(action["value"], VALUES - 1))
        if "option" in action:
            return _option_key(action["option"])
    raise KeyError(f"no action id for {action!r}")


def _option_key(option: str) -> tuple:
    if option in OPTION_NAMES:
        return ("option", option)
    if option in ANSWERS:
        return ("answer", option)
    if option in SPLITS:
        return ("split", option)
    if option in _ORDERED:
        return _ORDERED[option]
    prefix, _, rest = option.partition(":")
    if prefix == "u":
        unit, _, index = rest.rpartition("@")
        return ("unit", unit, min(int(index), UNIT_INDEXES - 1))
    if prefix == "b":
        return ("bonus", rest)
    if prefix == "d":
        return ("discard_bonus" if CARDS[key_of(rest)].type == "bonus" else "discard", rest)
    return ("row_card", option)


def action_from_key(key: tuple) -> dict:
    head = key[0]
    if head in _SIMPLE:
        return {"type": head}
    if head in _BY_CARD:
        return {"type": head, "card": key[1]}
    if head in _BY_TECH:
        return {"type": head, "tech": key[1]}
    if head == "take":
        return {"type": "take", "slot": key[1], "card": key[2]}
    if head == "upgrade":
        return {"type": "upgrade", "from": key[1], "to": key[2]}
    if head == "wonder":
        return {"type": "wonder", "stages": key[1]}
    if head in _AT_RIVAL:
        return {"type": head, "card": key[1], "rival": key[2]}
    if head == "pact":
        return {"type": "pact", "card": key[1], "partner": key[2], "side": key[3]}
    if head == "pact_ability":
        return {"type": "ability", "card": key[1]}
    if head == "ability":
        fields = dict(ABILITY_CARDS)[key_of(key[1])]
        return {"type": "ability", "card": key[1], **dict(zip(fields, key[2:], strict=True))}
    if head == "cards":
        return {"type": "choose", "cards": [key[1]]}
    if head == "value":
        return {"type": "choose", "value": key[1]}
    return {"type": "choose", "option": _option_text(key)}


def _option_text(key: tuple) -> str:
    head = key[0]
    if head == "do":
        return action_option(action_from_key(key[1:]))
    if head == "unit":
        return f"u:{key[1]}@{key[2]}"
    if head == "bonus":
        return f"b:{key[1]}"
    if head in ("discard", "discard_bonus"):
        return f"d:{key[1]}"
    return key[1]  # "option", "row_card", "answer", "split"


def key_name(key: tuple) -> str:
    """A short text for an action key (logs, OpenSpiel's `action_to_string`)."""
    head = key[0]
    if head in _SIMPLE:
        return head.replace("_", " ")
    if head == "take":
        return f"take {key[2]} from slot {key[1]}"
    if head == "upgrade":
        return f"upgrade {key[1]} to {key[2]}"
    if head == "wonder":
        return f"build {key[1]} wonder stage{'s' if key[1] != 1 else ''}"
    if head == "ability":
        return " ".join(["use", *map(str, key[1:])])
    if head == "do":
        return f"choose to {key_name(key[1:])}"
    if head == "unit":
        more = "+" if key[2] == UNIT_INDEXES - 1 else ""
        return f"send unit {key[1]} #{key[2]}{more}"
    if head == "bonus":
        return f"add bonus card {key[1]}"
    if head in ("discard", "discard_bonus"):
        return f"discard {key[1]} for +1"
    if head in _AT_RIVAL:
        return f"{head} {key[1]} against seat {key[2]}"
    if head == "pact":
        return f"offer {key[1]} to seat {key[2]} (side {key[3]})"
    if head == "pact_ability":
        return f"use {key[1]}"
    if head == "value":
        return f"bid {key[1]}{'+' if key[1] == VALUES - 1 else ''}"
    if head in ("cards", "option", "row_card", "answer", "split"):
        return f"choose {key[1]}"
    return f"{head.replace('_', ' ')} {key[1]}"


# an ordered action's option name -> its key
_ORDERED = {action_option(action_from_key(k[1:])): k for k in ACTION_KEYS if k[0] == "do"}


# -- the observation ----------------------------------------------------------------------

MILITARY_AGES = AGES  # A, I, II, III: the ages on the backs of military cards
GAME_AGES = (*AGES, "IV")
DECISION_KINDS = ("turn", "cards", "option", "value", "player")
SCALES = {
    "round": 30,
    "deck": 60,  # cards in the current age's civil or military deck
    "events": 10,  # cards in an event pile, by age
    "pile": 40,  # military discards and cards out of the game, by age
    "points": 300,  # culture
    "science": 60,  # science points
    "rating": 40,  # science and culture per turn
    "strength": 100,
    "happy": 8,
    "discontent": 10,
    "stock": 60,  # food, resources
    "bank": 30,  # yellow and blue tokens in the banks
    "workers": 20,  # unused workers
    "actions": 10,  # civil and military actions
    "on_card": 10,  # workers on one technology
    "stored": 20,  # blue tokens stored on one card
    "stages": MAX_STAGES,
    "hand": 2,  # copies of one card in a hand
    "hand_limit": 10,
    "hand_ages": 8,  # military cards of one age in a hand
    "picked": 5,
}
SEAT_LAYOUT: tuple[tuple[str, int], ...] = (
    ("present", 1),
    ("resigned", 1),
    ("science", 1),
    ("culture", 1),
    ("science_rating", 1),
    ("culture_rating", 1),
    ("strength", 1),
    ("happy", 1),
    ("discontent", 1),
    ("food", 1),
    ("resources", 1),
    ("yellow_bank", 1),
    ("blue_bank", 1),
    ("unused_workers", 1),
    ("actions", 4),  # civil total, military total, civil left, military left
    ("technologies", len(TECH_KEYS)),  # in play: board, government, special technologies
    ("workers", len(WORKED_KEYS)),
    ("stored", len(WORKED_KEYS)),
    ("leader", len(LEADER_KEYS)),
    ("wonders", len(WONDER_KEYS)),
    ("ruined", len(WONDER_KEYS)),
    ("building", len(WONDER_KEYS)),
    ("stages_built", 1),
    ("colonies", len(TERRITORY_KEYS)),
    ("tactic", len(TACTIC_KEYS)),
    ("exclusive_tactic", 1),
    ("civil_hand", len(CIVIL_DECK_KEYS)),
    ("civil_hand_limit", 1),
    ("military_hand_ages", len(MILITARY_AGES)),
    ("military_hand_limit", 1),
)
LAYOUT: tuple[tuple[str, int], ...] = (
    ("over", 1),
    ("player_count", 3),  # 2, 3, 4
    ("my_seat", MAX_PLAYERS),  # absolute (actions name the boards' cards by absolute seat)
    ("age", len(GAME_AGES)),
    ("round", 1),
    ("last_round_known", 1),
    ("is_last_round", 1),
    ("start_seat", MAX_PLAYERS),  # relative slots
    ("turn_seat", MAX_PLAYERS),
    ("active_seats", MAX_PLAYERS),
    ("row", ROW_SLOTS * len(CIVIL_DECK_KEYS)),  # slot-major, one-hot by civil deck key
    ("civil_deck", 1),
    ("military_deck", 1),
    ("current_events_ages", len(MILITARY_AGES)),
    ("top_event_age", len(MILITARY_AGES)),
    ("future_events_ages", len(MILITARY_AGES)),
    ("military_discards", len(MILITARY_AGES)),
    ("military_box", len(MILITARY_AGES)),
    ("past_events", len(MILITARY_KEYS)),
    ("common_tactics", len(TACTIC_KEYS)),
    *((f"seat{k}.{name}", size) for k in range(MAX_PLAYERS) for name, size in SEAT_LAYOUT),
    ("my_military_hand", len(MILITARY_KEYS)),
    ("my_prepared_events", len(MILITARY_KEYS)),
    ("my_top_event", len(MILITARY_KEYS)),  # seen with Joan of Arc
    ("decision_kind", len(DECISION_KINDS)),
    ("decision_card", len(KEYS)),  # the card whose effect asks
    ("decision_multi", 1),
    ("decision_picked", len(KEYS)),  # cards already picked in this choice
)
OFFSETS, OBSERVATION_SIZE = layout_offsets(LAYOUT)

_INDEX = {
    name: {k: i for i, k in enumerate(keys)}
    for name, keys in {
        "civil": CIVIL_DECK_KEYS,
        "military": MILITARY_KEYS,
        "tech": TECH_KEYS,
        "worked": WORKED_KEYS,
        "leader": LEADER_KEYS,
        "wonder": WONDER_KEYS,
        "territory": TERRITORY_KEYS,
        "tactic": TACTIC_KEYS,
    }.items()
}
_MILITARY_AGE = {a: i for i, a in enumerate(MILITARY_AGES)}


def _scaled(count: float, scale: str) -> float:
    return scaled(count, SCALES[scale])


def observe(view: dict) -> np.ndarray:
    """A seat's view as a vector (see `LAYOUT`)."""
    o = Observation(view, OFFSETS, OBSERVATION_SIZE)
    out, put, slot = o.vector, o.put, o.slot
    state = view["state"]
    players, seat = o.players, view["seat"]

    def cards(name: str, table: str, items: list, scale: str | None = None) -> None:
        """Copies per card key, divided by `scale` (none: present or not)."""
        at, index = OFFSETS[name], _INDEX[table]
        step = 1 / SCALES[scale] if scale else 1.0
        for card in items:
            i = at + index[key_of(card)]
            out[i] = min(out[i] + step, 1.0)

    def ages(name: str, items: list[str] | dict[str, int], scale: str) -> None:
        counts = items if isinstance(items, dict) else {a: items.count(a) for a in set(items)}
        for age, n in counts.items():
            put(name, _MILITARY_AGE[age], _scaled(n, scale))

    put("over", 0, 1.0 if state["phase"] == "over" else 0.0)
    put("player_count", players - 2)
    if seat is not None:
        put("my_seat", seat)
    put("age", GAME_AGES.index(state["age"]))
    put("round", 0, _scaled(state["round"], "round"))
    if state["last_round"] is not None:
        put("last_round_known")
        put("is_last_round", 0, 1.0 if state["round"] >= state["last_round"] else 0.0)
    put("start_seat", slot(state["start_player"]))
    put("turn_seat", slot(state["turn_player"]))
    for p in view["active_players"]:
        put("active_seats", slot(p))
    civil = _INDEX["civil"]
    for i, card in enumerate(state["row"]):
        if card is not None:
            put("row", i * len(civil) + civil[key_of(card)])
    put("civil_deck", 0, _scaled(state["civil_deck"], "deck"))
    put("military_deck", 0, _scaled(state["military_deck"], "deck"))
    ages("current_events_ages", state["current_events_ages"], "events")
    if state["current_events_ages"]:
        put("top_event_age", _MILITARY_AGE[state["current_events_ages"][0]])
    ages("future_events_ages", state["future_events_ages"], "events")
    ages("military_discards", state["military_discards"], "pile")
    ages("military_box", state["military_box"], "pile")
    cards("past_events", "military", state["past_events"])
    cards("common_tactics", "tactic", state["common_tactics"])
    for pv in state["players"]:
        _put_seat(out, f"seat{slot(pv['seat'])}.", pv)
    if seat is not None:
        mine = state["players"][seat]
        cards("my_military_hand", "military", mine.get("military_hand", []), "hand")
        cards("my_prepared_events", "military", mine.get("prepared_events", []))
        if mine.get("top_current_event"):
            cards("my_top_event", "military", [mine["top_current_event"]])
    _put_decision(out, view)
    return out


def _put_seat(out: np.ndarray, prefix: str, pv: dict) -> None:
    def at(name: str) -> int:
        return OFFSETS[prefix + name]

    def scalar(name: str, value: float, scale: str) -> None:
        out[at(name)] = _scaled(value, scale)

    def one(name: str, table: str, card: str | None) -> None:
        if card:
            out[at(name) + _INDEX[table][key_of(card)]] = 1

    out[at("present")] = 1
    out[at("resigned")] = 1 if pv["resigned"] else 0
    scalar("science", pv["science"], "science")
    scalar("culture", pv["culture"], "points")
    r = pv["ratings"]
    scalar("science_rating", r["science"], "rating")
    scalar("culture_rating", r["culture"], "rating")
    scalar("strength", r["strength"], "strength")
    scalar("happy", r["happy"], "happy")
    scalar("discontent", pv["discontent"], "discontent")
    scalar("food", pv["food"], "stock")
    scalar("resources", pv["resources"], "stock")
    scalar("yellow_bank", pv["yellow_bank"], "bank")
    scalar("blue_bank", pv["blue_bank"], "bank")
    scalar("unused_workers", pv["unused_workers"], "workers")
    a = pv["actions"]
    for i, name in enumerate(("ca_total", "ma_total", "ca_left", "ma_left")):
        out[at("actions") + i] = _scaled(a[name], "actions")
    worked = _INDEX["worked"]
    for tech in pv["technologies"]:
        one("technologies", "tech", tech["card"])
        if tech["key"] in worked:
            out[at("workers") + worked[tech["key"]]] = _scaled(tech["workers"], "on_card")
            out[at("stored") + worked[tech["key"]]] = _scaled(tech["stored"], "stored")
    one("technologies", "tech", pv["government"])
    for card in pv["specials"].values():
        one("technologies", "tech", card)
    one("leader", "leader", pv["leader"])
    for card in pv["wonders"]:
        one("wonders", "wonder", card)
    for card in pv["ruined"]:
        one("ruined", "wonder", card)
    if pv["building"]:
        one("building", "wonder", pv["building"]["card"])
        scalar("stages_built", pv["building"]["stages_built"], "stages")
    for card in pv["colonies"]:
        one("colonies", "territory", card)
    one("tactic", "tactic", pv["tactic"])
    out[at("exclusive_tactic")] = 1 if pv["exclusive_tactic"] else 0
    hand, civil = at("civil_hand"), _INDEX["civil"]
    for card in pv["civil_hand"]:
        i = hand + civil[key_of(card)]
        out[i] = min(out[i] + 1 / SCALES["hand"], 1.0)
    scalar("civil_hand_limit", pv["civil_hand_limit"], "hand_limit")
    for age in set(pv["military_hand_ages"]):
        scalar_at = at("military_hand_ages") + _MILITARY_AGE[age]
        out[scalar_at] = _scaled(pv["military_hand_ages"].count(age), "hand_ages")
    scalar("military_hand_limit", pv["military_hand_limit"], "hand_limit")


def _put_decision(out: np.ndarray, view: dict) -> None:
    seat = view["seat"]
    kind = next((w["kind"] for w in view["waiting"] if w["seat"] == seat), None)
    if kind is None:
        return
    if kind in DECISION_KINDS:
        out[OFFSETS["decision_kind"] + DECISION_KINDS.index(kind)] = 1
    context = view.get("context") or {}
    if context.get("card") in KEY_INDEX:
        out[OFFSETS["decision_card"] + KEY_INDEX[context["card"]]] = 1
    if context.get("multi"):
        out[OFFSETS["decision_multi"]] = 1
    at = OFFSETS["decision_picked"]
    for picked in context.get("picked", ()):
        key = key_of(picked) if isinstance(picked, str) else None
        if key in KEY_INDEX:
            out[at + KEY_INDEX[key]] = min(out[at + KEY_INDEX[key]] + 1 / SCALES["picked"], 1.0)


def _most_chance_outcomes() -> int:
    """The most cards one chance event can choose among: a civil deck's next card, or the
    first of a shuffle of military cards (at most every military card of the game, four
    players, with war)."""
    civil = max(len([c for k in deck_keys("civil", age) for c in instances(k, 4)]) for age in AGES)
    military = sum(
        len([c for k in deck_keys("military", age, peaceful=False) for c in instances(k, 4)]) for age in AGES
    )
    return max(civil, military)


ENCODING = TableEncoding(
    "tta",
    VERSION,
    ACTION_KEYS,
    OBSERVATION_SIZE,
    action_key,
    action_from_key,
    key_name,
    observe,
    chance_outcomes=_most_chance_outcomes(),
)
