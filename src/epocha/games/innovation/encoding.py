"""Innovation for machine learning: stable integer action ids and a fixed-size observation.

Both are built from fixed tables — the card names sorted, the colours, directions and option
names below — never from the order of anything at run time, so an id means the same action in
every version that keeps `VERSION`. `tests/interop/test_innovation_encoding.py` pins a digest
of the whole action table: changing an id is a deliberate act (bump `VERSION`). New kinds of
actions are appended after the last block.

Action ids (`ACTION_COUNT` in all), in blocks:

| block | ids | action |
|---|---|---|
| draw | 1 | `{"type": "draw"}` |
| meld | 105 | `{"type": "meld", "card": NAME}` (turn and initial meld), cards sorted by name |
| dogma | 105 | `{"type": "dogma", "card": NAME}` |
| achieve | 10 | `{"type": "achieve", "age": 1..10}` |
| choose card | 105 | `{"type": "choose", "cards": [NAME]}` |
| hidden card | 2560 | `{"type": "choose", "cards": [{"player", "zone", "index", "age"}]}` (below) |
| colour | 5 | `{"type": "choose", "color": ...}` in `COLORS` order |
| direction | 3 | `{"type": "choose", "direction": ...}` in `DIRECTIONS` order |
| player | 4 | `{"type": "choose", "player": 0..3}` |
| value | 10 | `{"type": "choose", "value": 1..10}` |
| option | 5 | `{"type": "choose", "option": ...}` in `OPTIONS` order |
| pass, done | 2 | `{"type": "pass"}`, `{"type": "done"}` |

A hidden card is named by its place: seat 0-3, zone hand or score, index 0-31, age 1-10,
in that order (4 x 2 x 32 x 10 ids); the index is the card's place in that hand or score
pile. Indexes 0-30 have their own ids; every index from 31 up shares the id of index 31 (in random play
indexes above 21 were never offered, so this is rare). When several legal actions share that
id, choosing it takes the first of them in the legal-action order: the cards behind those
places are equally unknown to the chooser except for their age, which is part of the id.

The observation (`OBSERVATION_SIZE` float32 values in [0, 1]) is built from `Game.view(seat)`
only; `LAYOUT` lists its segments in order with their sizes. Seats are relative: slot 0 is
the observing seat, slot 1 the next seat in turn order, ...; slots beyond the player count are
zero. Counts are divided by the scale in `SCALES` and clipped to 1.
"""

from __future__ import annotations

import numpy as np

from epocha.interop.actions import Observation, TableEncoding, layout_offsets, scaled

from .catalog import AGES, BY_AGE, CARDS, COLORS, DIRECTIONS, ICONS, SPECIALS
from .choices import KINDS
from .rules import InnovationRules

VERSION = 1
CARD_NAMES: tuple[str, ...] = tuple(sorted(CARDS))
CARD_INDEX = {name: i for i, name in enumerate(CARD_NAMES)}
MAX_PLAYERS = InnovationRules.max_players
HIDDEN_ZONES = ("hand", "score")
HIDDEN_INDEXES = 32  # index 31 stands for 31 and every index above
VALUES = tuple(range(1, 11))
# every alternative a card offers with `choose_option` (a test checks the cards against it)
OPTIONS = ("draw", "exchange", "meld", "score", "tuck")
SPLAYS = ("none", "left", "right", "up")
DECISION_KINDS = ("turn", "meld", *KINDS)  # the kinds a seat's pending decision can have


def _action_keys() -> list[tuple]:
    keys: list[tuple] = [("draw",)]
    keys += [("meld", c) for c in CARD_NAMES]
    keys += [("dogma", c) for c in CARD_NAMES]
    keys += [("achieve", a) for a in AGES]
    keys += [("cards", c) for c in CARD_NAMES]
    keys += [
        ("hidden", p, zone, i, a)
        for p in range(MAX_PLAYERS)
        for zone in HIDDEN_ZONES
        for i in range(HIDDEN_INDEXES)
        for a in AGES
    ]
    keys += [("color", c) for c in COLORS]
    keys += [("direction", d) for d in DIRECTIONS]
    keys += [("player", p) for p in range(MAX_PLAYERS)]
    keys += [("value", v) for v in VALUES]
    keys += [("option", o) for o in OPTIONS]
    keys += [("pass",), ("done",)]
    return keys


ACTION_KEYS: tuple[tuple, ...] = tuple(_action_keys())
ACTION_COUNT = len(ACTION_KEYS)


def action_key(action: dict) -> tuple:
    """The table key of an action dict (raises `KeyError` for one outside the table)."""
    kind = action["type"]
    if kind in ("draw", "pass", "done"):
        return (kind,)
    if kind in ("meld", "dogma"):
        return (kind, action["card"])
    if kind == "achieve":
        return ("achieve", action["age"])
    if kind == "choose":
        if "cards" in action:
            ref = action["cards"][0]
            if isinstance(ref, str):
                return ("cards", ref)
            index = min(ref["index"], HIDDEN_INDEXES - 1)
            return ("hidden", ref["player"], ref["zone"], index, ref["age"])
        for key in ("color", "direction", "player", "value", "option"):
            if key in action:
                return (key, action[key])
    raise KeyError(f"no action id for {action!r}")


def action_from_key(key: tuple) -> dict:
    head = key[0]
    if head in ("draw", "pass", "done"):
        return {"type": head}
    if head in ("meld", "dogma"):
        return {"type": head, "card": key[1]}
    if head == "achieve":
        return {"type": "achieve", "age": key[1]}
    if head == "cards":
        return {"type": "choose", "cards": [key[1]]}
    if head == "hidden":
        _, player, zone, index, age = key
        return {"type": "choose", "cards": [{"player": player, "zone": zone, "index": index, "age": age}]}
    return {"type": "choose", head: key[1]}


# -- the observation ----------------------------------------------------------------------

N = len(CARD_NAMES)
SCALES = {
    "turn_number": 200,
    "deck": 15,
    "ages": 15,  # cards of one age in a hand, score pile or the removed cards
    "pile": 15,
    "icons": 30,
    "score": 100,
    "achievements_to_win": 6,
    "counters": 10,
    "choice_count": 10,
}
SEAT_LAYOUT: tuple[tuple[str, int], ...] = (
    ("present", 1),
    ("board_cards", N),  # every card on the board
    ("top_cards", N),
    ("pile_sizes", len(COLORS)),
    ("splays", len(COLORS) * len(SPLAYS)),  # one-hot per colour
    ("icons", len(ICONS)),
    ("hand_ages", len(AGES)),  # how many hand cards of each age
    ("score_ages", len(AGES)),
    ("score_points", 1),
    ("achieved_ages", len(AGES)),
    ("achieved_specials", len(SPECIALS)),
    ("revealed", N),  # hand cards shown to everyone during this action
    ("tucked_this_turn", 1),
    ("scored_this_turn", 1),
    ("has_chosen_meld", 1),
)
LAYOUT: tuple[tuple[str, int], ...] = (
    ("phase", 3),  # setup, play, over
    ("player_count", 3),  # 2, 3, 4
    ("my_seat", MAX_PLAYERS),  # absolute seat (ids of player and hidden-card actions are absolute)
    ("turn_seat", MAX_PLAYERS),  # relative slot of the player whose turn it is
    ("actions_left", 1),  # out of 2
    ("turn_number", 1),
    ("deck_sizes", len(AGES)),
    ("age_achievements", len(AGES)),  # still available
    ("special_achievements", len(SPECIALS)),  # still available
    ("achievements_to_win", 1),
    ("removed_ages", len(AGES)),
    ("active_seats", MAX_PLAYERS),  # relative slots that must act now
    *((f"seat{k}.{name}", size) for k in range(MAX_PLAYERS) for name, size in SEAT_LAYOUT),
    ("my_hand", N),
    ("my_score_cards", N),
    ("my_setup_pick", N),
    ("decision_kind", len(DECISION_KINDS)),
    ("decision_card", N),  # the card whose effect asks
    ("decision_effect", 4),  # which of its effects
    ("decision_multi", 1),
    ("decision_min", 1),
    ("decision_max", 1),
    ("decision_picked_cards", N),  # cards already picked in this choice (named)
    ("decision_picked_hidden", 1),  # ... and how many hidden ones
)
OFFSETS, OBSERVATION_SIZE = layout_offsets(LAYOUT)
PHASES = ("setup", "play", "over")


def _scaled(count: float, scale: str) -> float:
    return scaled(count, SCALES[scale])


def observe(view: dict) -> np.ndarray:
    """A seat's view as a vector (see `LAYOUT`)."""
    o = Observation(view, OFFSETS, OBSERVATION_SIZE)
    out, put, slot = o.vector, o.put, o.slot
    state = view["state"]
    players, seat = o.players, view["seat"]

    phase = state["phase"]
    put("phase", PHASES.index(phase))
    put("player_count", players - 2)
    if seat is not None:
        put("my_seat", seat)
    turn = state["turn"]
    if phase == "play":
        put("turn_seat", slot(turn["player"]))
        put("actions_left", 0, turn["actions_left"] / 2)
    put("turn_number", 0, _scaled(turn.get("number", 0), "turn_number"))
    for age, size in state["decks"].items():
        put("deck_sizes", int(age) - 1, _scaled(size, "deck"))
    for age in state["achievements"]["ages"]:
        put("age_achievements", age - 1)
    for name in state["achievements"]["specials"]:
        put("special_achievements", SPECIALS.index(name))
    put("achievements_to_win", 0, _scaled(state["achievements_to_win"], "achievements_to_win"))
    _put_age_counts(out, OFFSETS["removed_ages"], state["removed_ages"])
    for p in view["active_players"]:
        put("active_seats", slot(p))
    counters = turn.get("counters", {})
    for pv in state["players"]:
        _put_seat(out, f"seat{slot(pv['seat'])}.", pv, counters)
    if seat is not None:
        mine = state["players"][seat]
        for name in mine.get("hand", ()):
            put("my_hand", CARD_INDEX[name])
        for name in mine.get("score_cards", ()):
            put("my_score_cards", CARD_INDEX[name])
        if mine.get("setup_pick"):
            put("my_setup_pick", CARD_INDEX[mine["setup_pick"]])
    _put_decision(out, view)
    return out


def _put_age_counts(out: np.ndarray, at: int, ages: list[int]) -> None:
    for age in ages:
        out[at + age - 1] += 1
    out[at : at + len(AGES)] = np.minimum(out[at : at + len(AGES)] / SCALES["ages"], 1.0)


def _put_seat(out: np.ndarray, prefix: str, pv: dict, counters: dict) -> None:
    def at(name: str) -> int:
        return OFFSETS[prefix + name]

    p = pv["seat"]
    out[at("present")] = 1
    for i, color in enumerate(COLORS):
        pile = pv["board"].get(color)
        if not pile:
            continue
        cards = pile["cards"]  # top first
        out[at("top_cards") + CARD_INDEX[cards[0]]] = 1
        for name in cards:
            out[at("board_cards") + CARD_INDEX[name]] = 1
        out[at("pile_sizes") + i] = _scaled(len(cards), "pile")
        out[at("splays") + i * len(SPLAYS) + SPLAYS.index(pile["splay"])] = 1
    for i, icon in enumerate(ICONS):
        out[at("icons") + i] = _scaled(pv["icons"][icon], "icons")
    _put_age_counts(out, at("hand_ages"), pv["hand_ages"])
    _put_age_counts(out, at("score_ages"), pv["score_ages"])
    out[at("score_points")] = _scaled(pv["score"], "score")
    for entry in pv["achievements"]:
        if "age" in entry:
            out[at("achieved_ages") + entry["age"] - 1] = 1
        else:
            out[at("achieved_specials") + SPECIALS.index(entry["special"])] = 1
    for name in pv.get("revealed", ()):
        out[at("revealed") + CARD_INDEX[name]] = 1
    if "tucked" in counters:
        out[at("tucked_this_turn")] = _scaled(counters["tucked"][p], "counters")
        out[at("scored_this_turn")] = _scaled(counters["scored"][p], "counters")
    out[at("has_chosen_meld")] = 1 if pv.get("has_chosen_meld") else 0


def _put_decision(out: np.ndarray, view: dict) -> None:
    seat = view["seat"]
    kind = next((w["kind"] for w in view["waiting"] if w["seat"] == seat), None)
    if kind is None:
        return
    out[OFFSETS["decision_kind"] + DECISION_KINDS.index(kind)] = 1
    context = view.get("context") or {}
    if context.get("card") in CARD_INDEX:
        out[OFFSETS["decision_card"] + CARD_INDEX[context["card"]]] = 1
    if "effect" in context:
        out[OFFSETS["decision_effect"] + min(context["effect"], 3)] = 1
    if context.get("multi"):
        out[OFFSETS["decision_multi"]] = 1
    out[OFFSETS["decision_min"]] = _scaled(context.get("min", 0), "choice_count")
    out[OFFSETS["decision_max"]] = _scaled(context.get("max", 0), "choice_count")
    hidden = 0
    for picked in context.get("picked", ()):
        if isinstance(picked, str) and picked in CARD_INDEX:
            out[OFFSETS["decision_picked_cards"] + CARD_INDEX[picked]] = 1
        elif isinstance(picked, dict):
            hidden += 1
    out[OFFSETS["decision_picked_hidden"]] = _scaled(hidden, "choice_count")


def key_name(key: tuple) -> str:
    """A short text for an action key (logs, OpenSpiel's `action_to_string`)."""
    if key[0] == "hidden":
        _, player, zone, index, age = key
        more = "+" if index == HIDDEN_INDEXES - 1 else ""
        return f"choose age-{age} card #{index}{more} of seat {player}'s {zone}"
    if key[0] in ("draw", "pass", "done"):
        return key[0]
    verb = "choose" if key[0] in ("cards", "color", "direction", "player", "value", "option") else key[0]
    return f"{verb} {key[1]}"


ENCODING = TableEncoding(
    "innovation",
    VERSION,
    ACTION_KEYS,
    OBSERVATION_SIZE,
    action_key,
    action_from_key,
    key_name,
    observe,
    # a draw chooses among the cards of one age's deck (the only chance there is)
    chance_outcomes=max(len(BY_AGE[age]) for age in AGES),
)
