"""Revive for machine learning: stable integer action ids and a fixed-size observation.

Both come from fixed tables built from the content set (cards, modules, machines, crates,
artifacts, the map's sockets and spaces as `board.map_index()` numbers them, the tribes'
technologies, the player board's slots and tracks) and from caps on the few open-ended
values, never from the order of anything at run time: an id means the same action in every
version that keeps `VERSION`.

Action ids (`ACTION_COUNT` in all), in blocks (`BLOCKS` gives each block's first id and size):

- play: `{"type": "play", "card": C, "slot": S, "half": H}`, every card x slot x half;
- switch, crystal: `{"type": ..., "resource": R}`, the basic resources;
- explore: `{"type": "explore", "socket": K}`, every start and area socket;
- build: `{"type": "build", "space": V, "size": "small" / "large"}`, every space of a tile socket;
- populate: `{"type": "populate", "space": V, "technology": T}`, every space that can be a
  location (the tiles' printed locations either way round, the large locations) x the
  technology's **index within its tribe side** (0-6: root, left, middle, right, ...; the
  side's order in the content). A populate id does not say whose technology it is: the seat
  that acts does, so `action(id)` gives the index as `"technology"`; `action_id` takes either
  the technology's id or its index;
- hibernate, end_turn, pass, done;
- activate: `{"type": "activate", "machine": M}`, every machine key (`MACHINE_KEYS`: standard
  machines by their reward space, special machine tokens, tribe machines by technology id);
- open_crate: `{"type": "open_crate", "crate": K}`, every crate;
- technology: `{"type": "technology", "technology": T}`, every free-action technology;
- choose: `{"type": "choose", KIND: OPTION}`, one block per choice kind (`CHOICE_KINDS`,
  blocks named "choose:KIND"), each kind's options enumerated from the content; option values
  that are lists are looked up as tuples (a populate inside a map action by technology index,
  as above).

Open-ended options are capped: the effect picked from a pool is an index 0..`EFFECT_CAP`-1,
an "choose one" option 0..`OPTION_CAP`-1 (the content's longest choice); a payment is a bundle
of at most `PAYMENT_TOTAL` resources, or one of the content's exchange prices in any split. A
value beyond a cap has no id (`action_id` raises `KeyError`); random games never came near.

The observation (`OBSERVATION_SIZE` float32 values in [0, 1]) is built from `Game.view(seat)`
only: the map (every space's type, buildings, figures, tribe pieces and falcons by relative
seat; which tile lies face up where and which way round; the backs of the face-down sockets),
the offers and pile sizes, the crater, every player's board (a closed crate of another is a
count, another's artifact card is absent), the observer's closed crates and artifact card, and
the decision asked (its kind, and for a pool of effects the effect each index stands for).
`LAYOUT` lists its segments in order with their sizes. Seats are relative: slot 0 is the
observing seat. Counts are divided by the scale in `SCALES` and clipped to 1.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations_with_replacement
from typing import Any

import numpy as np

from epocha.interop.actions import (
    Observation,
    TableEncoding,
    frozen,
    key_blocks,
    layout_offsets,
    scaled,
    thawed,
)

from .board import map_index
from .catalog import content
from .setup import back_key
from .state import SLOT_IDS
from .terms import EFFECTS
from .vocabulary import BASIC, COLOURS, RESOURCES

VERSION = 1
MAX_PLAYERS = 4
EFFECT_CAP = 12  # effects offered at once by one pool
PAYMENT_TOTAL = 4
HALVES = ("top", "bottom")
SIZES = ("small", "large")
TECHS_PER_SIDE = 7

_C = content()
_INDEX = map_index()
SPACE_COUNT = len(_INDEX.nodes)

CARDS: tuple[str, ...] = tuple(sorted(c.id for c in (*_C.starting_cards, *_C.deck)))
MODULES: tuple[str, ...] = tuple(sorted(m.id for m in _C.modules))
SPECIAL_MACHINES: tuple[str, ...] = tuple(sorted(m.id for m in _C.machines))
CRATES: tuple[str, ...] = tuple(sorted(k.id for k in _C.crates))
ARTIFACTS: tuple[str, ...] = tuple(a.id for a in _C.large_artifacts)
ARTIFACT_CARDS: tuple[str, ...] = tuple(sorted(a.id for a in _C.artifact_cards))
REWARD_SPACES: tuple[str, ...] = tuple(r.id for r in _C.boards.reward_spaces)
STANDARD_MACHINES: tuple[str, ...] = tuple(
    r.id for r in _C.boards.reward_spaces if r.kind == "standard_machine"
)
TRIBES: tuple[str, ...] = tuple(sorted(_C.tribes))
SIDES: tuple[str, ...] = ("sun", "moon")
TECHNOLOGIES: tuple[str, ...] = tuple(
    t.id for tribe in TRIBES for side in _C.tribes[tribe].sides.values() for t in side.technologies
)
TECH_INDEX: dict[str, int] = {
    t.id: i
    for tribe in _C.tribes.values()
    for side in tribe.sides.values()
    for i, t in enumerate(side.technologies)
}
TECH_MACHINES: tuple[str, ...] = tuple(
    t.id
    for tribe in TRIBES
    for side in _C.tribes[tribe].sides.values()
    for t in side.technologies
    if t.kind == "machine"
)
FREE_TECHS: tuple[str, ...] = tuple(
    t.id
    for tribe in TRIBES
    for side in _C.tribes[tribe].sides.values()
    for t in side.technologies
    if t.kind == "free_action"
)
MACHINE_KEYS: tuple[str, ...] = (*STANDARD_MACHINES, *SPECIAL_MACHINES, *TECH_MACHINES)
PIECE_KINDS: tuple[str, ...] = tuple(sorted({t.piece for t in _C.tribes.values()} - {"falcon"}))

SOCKETS: tuple[str, ...] = tuple(_INDEX.sockets)
TILE_SOCKETS: tuple[str, ...] = tuple(k for k in SOCKETS if _INDEX.kind_of[k] in ("start", "area"))
AREA_SOCKETS: tuple[str, ...] = tuple(k for k in SOCKETS if _INDEX.kind_of[k] == "area")
LARGE_SOCKETS: tuple[str, ...] = tuple(k for k in SOCKETS if _INDEX.kind_of[k] == "large")
TILE_SPACES: tuple[int, ...] = tuple(v for k in TILE_SOCKETS for v in _INDEX.sockets[k])
TILES: tuple[str, ...] = tuple(t.id for t in (*_C.start_tiles, *_C.area_tiles))
BACKS: tuple[str, ...] = tuple(sorted({back_key(t) for t in _C.area_tiles}))
LARGE_RULES: tuple[str, ...] = tuple(
    sorted({rule for _, sides in (*_C.large_tiles, *_C.campaign_large_tiles) for rule in sides})
)


def _location_spaces() -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The spaces that may be small locations (a tile's printed location, the tile either way
    round, in any socket its kind may go to), and the large locations."""
    small: set[int] = set()
    for socket in TILE_SOCKETS:
        tiles = _C.start_tiles if _INDEX.kind_of[socket] == "start" else _C.area_tiles
        spaces = _INDEX.sockets[socket]
        for tile in tiles:
            for i, v in enumerate(spaces):
                for j in (i, len(spaces) - 1 - i):
                    if tile.spaces[j]["type"] == "location":
                        small.add(v)
    large = tuple(_INDEX.sockets[k][0] for k in LARGE_SOCKETS)
    return tuple(sorted(small)), large


SMALL_LOCATIONS, LARGE_LOCATIONS = _location_spaces()
LOCATIONS: tuple[int, ...] = tuple(sorted({*SMALL_LOCATIONS, *LARGE_LOCATIONS}))
MODULE_SPACES: tuple[tuple[str, int], ...] = tuple(
    (slot, i) for slot in SLOT_IDS for i in range(len(_C.boards.slots[slot]))
)


def _walk(value: Any, out: list[dict]) -> None:
    """Every effect object in a piece of content (nested ones too)."""
    if isinstance(value, dict):
        out.append(value)
        for v in value.values():
            _walk(v, out)
    elif isinstance(value, (list, tuple)):
        for v in value:
            _walk(v, out)


def _content_effects() -> list[dict]:
    out: list[dict] = []
    for card in (*_C.starting_cards, *_C.deck):
        for half in (card.top, card.bottom):
            _walk(half.effects, out)
            _walk(half.while_in_slot, out)
    for group in (_C.modules, _C.machines, _C.crates):
        for item in group:
            _walk(item.effects, out)
    for r in _C.boards.reward_spaces:
        _walk(r.effects, out)
    _walk([reward for _, reward in _C.boards.progress], out)
    _walk(_C.boards.hibernation, out)
    for tile in (*_C.start_tiles, *_C.area_tiles):
        _walk([s.get("reward", ()) for s in tile.spaces], out)
    for tribe in _C.tribes.values():
        for side in tribe.sides.values():
            _walk(side.ability, out)
            for t in side.technologies:
                _walk(t.effects, out)
    return out


_EFFECTS = _content_effects()
OPTION_CAP = max([len(e["choose"]) for e in _EFFECTS if isinstance(e.get("choose"), list)] + [2])


def _bundle(pairs: Any) -> tuple:
    """A bundle of resources as its key: sorted (resource, amount) pairs, none of 0."""
    return tuple(sorted((str(r), int(n)) for r, n in pairs if n))


def _splits(n: int, parts: int) -> list[tuple[int, ...]]:
    if parts == 1:
        return [(n,)]
    return [(k, *rest) for k in range(n, -1, -1) for rest in _splits(n - k, parts - 1)]


def _payments() -> tuple[tuple, ...]:
    """Every bundle of at most `PAYMENT_TOTAL` resources, and every way to pay an exchange
    price of the content (its `any_basic` part split among the basic resources)."""
    out: set[tuple] = set()
    for total in range(1, PAYMENT_TOTAL + 1):
        for mix in combinations_with_replacement(RESOURCES, total):
            out.add(_bundle((r, mix.count(r)) for r in set(mix)))
    for e in _EFFECTS:
        pay = e.get("exchange", {}).get("pay") if isinstance(e.get("exchange"), dict) else None
        if not isinstance(pay, dict):
            continue
        fixed = {r: n for r, n in pay.items() if r != "any_basic"}
        for split in _splits(pay.get("any_basic", 0), len(BASIC)):
            cost = dict(fixed)
            for r, n in zip(BASIC, split, strict=True):
                cost[r] = cost.get(r, 0) + n
            out.add(_bundle(cost.items()))
    out.discard(())
    return tuple(sorted(out, key=lambda b: (sum(n for _, n in b), b)))


PAYMENTS = _payments()
PLAYS: tuple[tuple[str, str, str], ...] = tuple((c, s, h) for c in CARDS for s in SLOT_IDS for h in HALVES)
EXPLORES: tuple[tuple, ...] = tuple(("explore", k) for k in TILE_SOCKETS)
BUILDS: tuple[tuple, ...] = tuple(("build", v, size) for v in TILE_SPACES for size in SIZES)
POPULATES: tuple[tuple, ...] = tuple(("populate", v, k) for v in LOCATIONS for k in range(TECHS_PER_SIDE))

CHOICE_OPTIONS: dict[str, tuple] = {
    "artifact": ARTIFACTS,
    "card": (*CARDS, "deck"),
    "convert": tuple((a, b) for a in BASIC for b in BASIC if a != b),
    "crate": CRATES,
    "effect": tuple(range(EFFECT_CAP)),
    "hibernation_reward": tuple(range(len(_C.boards.hibernation))),
    "machine": MACHINE_KEYS,
    "machine_token": SPECIAL_MACHINES,
    "map_action": (*EXPLORES, *BUILDS, *POPULATES),
    "module": MODULES,
    "module_space": MODULE_SPACES,
    "move": tuple((a, b) for a in SMALL_LOCATIONS for b in SMALL_LOCATIONS if a != b),
    "option": tuple(range(OPTION_CAP)),
    "orientation": (0, 1),
    "payment": PAYMENTS,
    "play": PLAYS,
    "resource": BASIC,
    "slotted": tuple((s, c) for s in SLOT_IDS for c in CARDS),
    "space": tuple(range(SPACE_COUNT)),
    "track": COLOURS,
    # alone, after a hibernation: a card, module or machine of the offers out of the game
    "clear": (
        *(("card", c) for c in CARDS),
        *(("module", m) for m in MODULES),
        *(("machine", x) for x in SPECIAL_MACHINES),
    ),
}
CHOICE_KINDS = tuple(CHOICE_OPTIONS)
_SIMPLE = ("hibernate", "end_turn", "pass", "done", "end_game")
MAX_SEATS = 4
SIDES = ("sun", "moon")
# the campaign's switch rule: a slotted card of a seat (absolute, as the action names it)
SWITCH_CARDS: tuple[tuple, ...] = tuple((q, s, c) for q in range(MAX_SEATS) for s in SLOT_IDS for c in CARDS)


def _action_keys() -> list[tuple]:
    keys: list[tuple] = []
    keys += [("play", *p) for p in PLAYS]
    keys += [("switch", r) for r in BASIC]
    keys += [e for e in EXPLORES]
    keys += [b for b in BUILDS]
    keys += [p for p in POPULATES]
    keys += [(k,) for k in _SIMPLE]
    keys += [("activate", m) for m in MACHINE_KEYS]
    keys += [("open_crate", k) for k in CRATES]
    keys += [("technology", t) for t in FREE_TECHS]
    keys += [("crystal", r) for r in BASIC]
    for kind in CHOICE_KINDS:
        keys += [("choose", kind, option) for option in CHOICE_OPTIONS[kind]]
    # the set-up's choices (variants) and the campaign's switch rule
    keys += [("tribe", t, side) for t in TRIBES for side in SIDES]
    keys += [("keep", a) for a in ARTIFACT_CARDS]
    keys += [("switch_card", *x) for x in SWITCH_CARDS]
    return keys


ACTION_KEYS: tuple[tuple, ...] = tuple(_action_keys())
ACTION_COUNT = len(ACTION_KEYS)
BLOCKS = key_blocks(ACTION_KEYS)  # block name -> (first id, size)


def _tech(value: Any) -> int:
    """A populating technology as its index within its side (an index stays one)."""
    return value if isinstance(value, int) else TECH_INDEX[value]


def action_key(action: dict) -> tuple:
    """The table key of an action dict (raises `KeyError` for one outside the table)."""
    kind = action["type"]
    if kind in _SIMPLE:
        return (kind,)
    if kind == "play":
        return ("play", action["card"], action["slot"], action["half"])
    if kind in ("switch", "crystal"):
        return (kind, action["resource"])
    if kind == "explore":
        return ("explore", action["socket"])
    if kind == "build":
        return ("build", action["space"], action["size"])
    if kind == "populate":
        return ("populate", action["space"], _tech(action["technology"]))
    if kind == "activate":
        return ("activate", action["machine"])
    if kind == "open_crate":
        return ("open_crate", action["crate"])
    if kind == "technology":
        return ("technology", action["technology"])
    if kind == "tribe":
        return ("tribe", action["tribe"], action["side"])
    if kind == "keep":
        return ("keep", action["card"])
    if kind == "switch_card":
        return ("switch_card", action["player"], action["slot"], action["card"])
    if kind == "choose":
        for field, value in action.items():
            if field in CHOICE_OPTIONS:
                option = frozen(value)
                if field == "map_action" and option and option[0] == "populate":
                    option = ("populate", option[1], _tech(option[2]))
                elif field == "payment":
                    option = _bundle(option)
                return ("choose", field, option)
    raise KeyError(f"no action id for {action!r}")


def action_from_key(key: tuple) -> dict:
    head = key[0]
    if head in _SIMPLE:
        return {"type": head}
    if head == "play":
        return {"type": "play", "card": key[1], "slot": key[2], "half": key[3]}
    if head in ("switch", "crystal"):
        return {"type": head, "resource": key[1]}
    if head == "explore":
        return {"type": "explore", "socket": key[1]}
    if head == "build":
        return {"type": "build", "space": key[1], "size": key[2]}
    if head == "populate":
        return {"type": "populate", "space": key[1], "technology": key[2]}
    if head == "activate":
        return {"type": "activate", "machine": key[1]}
    if head == "open_crate":
        return {"type": "open_crate", "crate": key[1]}
    if head == "technology":
        return {"type": "technology", "technology": key[1]}
    if head == "tribe":
        return {"type": "tribe", "tribe": key[1], "side": key[2]}
    if head == "keep":
        return {"type": "keep", "card": key[1]}
    if head == "switch_card":
        return {"type": "switch_card", "player": key[1], "slot": key[2], "card": key[3]}
    return {"type": "choose", key[1]: thawed(key[2])}


def _space_name(v: int) -> str:
    socket = _INDEX.socket_of[v]
    spaces = _INDEX.sockets[socket]
    return socket if len(spaces) == 1 else f"{socket}:{spaces.index(v) + 1}"


def _map_action_name(option: tuple) -> str:
    if option[0] == "explore":
        return f"explore {option[1]}"
    if option[0] == "build":
        return f"build {option[2]} on {_space_name(option[1])}"
    return f"populate {_space_name(option[1])} from technology {option[2]}"


def key_name(key: tuple) -> str:
    """A short text for an action key (logs, OpenSpiel's `action_to_string`)."""
    head = key[0]
    if head in _SIMPLE:
        return head.replace("_", " ")
    if head == "play":
        return f"play {key[1]} into {key[2]} ({key[3]})"
    if head in ("explore", "build", "populate"):
        return _map_action_name(key)
    if head in ("switch", "crystal"):
        return f"{head} for {key[1]}"
    if head in ("activate", "open_crate", "technology", "keep"):
        return f"{head.replace('_', ' ')} {key[1]}"
    if head == "tribe":
        return f"tribe {key[1]} ({key[2]} side)"
    if head == "switch_card":
        return f"switch: {key[3]} of seat {key[1]} ({key[2]}) again"
    kind, option = key[1], key[2]
    if kind == "payment":
        return "pay " + " ".join(f"{n} {r}" for r, n in option)
    if kind == "map_action":  # (at no action cost: named apart from the turn's actions)
        return "free " + _map_action_name(option)
    if kind == "play":
        return f"free play {option[0]} into {option[1]} ({option[2]})"
    if kind == "space":
        return f"space {_space_name(option)}"
    if kind == "move":
        return f"move from {_space_name(option[0])} to {_space_name(option[1])}"
    if kind in ("effect", "option", "hibernation_reward"):
        return f"{kind.replace('_', ' ')} {option + 1}"
    if isinstance(option, tuple):
        return f"{kind.replace('_', ' ')} {' '.join(map(str, option))}"
    return f"{kind.replace('_', ' ')} {option}"


# -- the observation ----------------------------------------------------------------------

SPACE_TYPES = ("hidden", "abyss", "large", "location", "sand", "water", "forest", "field", "mountains")
# per space and relative seat: a small building, a large one, a population figure, each tribe
# piece, a falcon
PRESENCE = ("small", "large", "figure", *PIECE_KINDS, "falcon")
DECISION_KINDS = ("turn", *CHOICE_KINDS, "tribe", "artifact_card")
EFFECT_KINDS = tuple(EFFECTS)
BOOSTS = (
    "reach",
    "discount:build",
    "discount:explore",
    "discount:populate",
    "flip",
    "infinite_reach",
    "all_colours",
)
SCALES = {
    "score": 100,
    "purple": 40,
    "energy": 10,
    "turn": 200,
    "deck": len(CARDS),
    "modules": len(MODULES),
    "machines": 10,
    "crates": len(CRATES),
    "tiles": 8,  # of one back
    "closed": 6,  # closed crates in hand
    "small_artifacts": max(_C.small_artifacts, 1),
    "slot": 4,  # cards in one slot
    "boost": 4,
}
SEAT_LAYOUT: tuple[tuple[str, int], ...] = (
    ("present", 1),
    ("tribe", len(TRIBES)),
    ("moon", 1),
    ("resources", len(RESOURCES)),
    ("score", 1),
    ("purple", 1),
    ("hibernation", len(_C.boards.hibernation)),
    ("tracks", len(COLOURS)),
    ("opened", len(REWARD_SPACES)),
    ("tokens", len(SPECIAL_MACHINES)),
    ("powered", len(MACHINE_KEYS)),
    ("energy", 1),
    ("progress", 1),
    ("tribe_markers", 1),
    ("switch_used", 1),
    ("active", len(CARDS)),
    ("rest", len(CARDS)),
    ("slots", len(SLOT_IDS) * len(CARDS) * len(HALVES)),  # slot x card x the half it was played for
    ("slot_top", len(SLOT_IDS) * len(CARDS)),  # the top card of each slot
    ("slot_counts", len(SLOT_IDS)),
    ("modules", len(MODULE_SPACES) * len(MODULES)),
    ("crates", 1),  # closed, counted
    ("opened_crates", len(CRATES)),
    ("reused_crates", len(CRATES)),
    ("buildings", len(SIZES)),  # still on the tribe board
    ("pieces", 1),
    ("unlocked", TECHS_PER_SIDE),  # by index within the side
    ("artifacts", len(ARTIFACTS)),
    ("small_artifacts", 1),
    ("end_tile", 1),
    ("removed", len(CARDS)),
    ("claimed_water", SPACE_COUNT),
    ("temple_water", SPACE_COUNT),
    ("boosts", len(BOOSTS)),
)
LAYOUT: tuple[tuple[str, int], ...] = (
    ("over", 1),
    ("player_count", MAX_PLAYERS - 1),  # 2, 3, 4
    ("my_seat", MAX_PLAYERS),  # absolute
    ("first", MAX_PLAYERS),  # relative slots
    ("turn", MAX_PLAYERS),
    ("active_seats", MAX_PLAYERS),
    ("actions_taken", 3),  # 0, 1, 2 main actions this turn
    ("turn_number", 1),
    ("last_round", 1),
    ("last_turns", MAX_PLAYERS),  # relative slots still to play once
    ("space_types", SPACE_COUNT * len(SPACE_TYPES)),
    ("presence", SPACE_COUNT * MAX_PLAYERS * len(PRESENCE)),
    ("socket_tiles", len(TILE_SOCKETS) * len(TILES)),
    ("socket_turned", len(TILE_SOCKETS)),
    ("socket_backs", len(AREA_SOCKETS) * len(BACKS)),
    ("tiles_left", len(BACKS)),
    ("large_rules", len(LARGE_SOCKETS) * len(LARGE_RULES)),
    ("offer", len(CARDS)),
    ("deck", 1),
    ("module_offer", len(MODULES)),
    ("modules_left", 1),
    ("machine_offer", len(SPECIAL_MACHINES)),
    ("machines_left", len(COLOURS)),
    ("crates_left", 1),
    ("crater", len(ARTIFACTS)),
    ("end_tile_free", 1),
    *((f"seat{k}.{name}", size) for k in range(MAX_PLAYERS) for name, size in SEAT_LAYOUT),
    ("my_crates", len(CRATES)),
    ("my_artifact_card", len(ARTIFACT_CARDS)),
    ("decision_kind", len(DECISION_KINDS)),
    ("decision_effects", EFFECT_CAP * len(EFFECT_KINDS)),  # what each effect index of a pool is
)
OFFSETS, OBSERVATION_SIZE = layout_offsets(LAYOUT)


@cache
def _indexes(items: tuple) -> dict:
    return {x: i for i, x in enumerate(items)}


def _scaled(count: float, scale: str) -> float:
    return scaled(count, SCALES[scale])


def observe(view: dict) -> np.ndarray:
    """A seat's view as a vector (see `LAYOUT`)."""
    o = Observation(view, OFFSETS, OBSERVATION_SIZE)
    put = o.put
    s = view["state"]
    seat = view["seat"]
    slot = o.slot
    cards, modules, machines = _indexes(CARDS), _indexes(MODULES), _indexes(SPECIAL_MACHINES)

    put("over", 0, float(s.get("result") is not None or bool(view.get("is_over"))))
    put("player_count", min(max(o.players, 2), MAX_PLAYERS) - 2)
    if seat is not None:
        put("my_seat", seat)
    put("first", slot(s["first"]))
    turn = s["turn"]
    put("turn", slot(turn["player"]))
    for p in view.get("active_players", []):
        put("active_seats", slot(p))
    put("actions_taken", min(turn["actions"], 2))
    put("turn_number", 0, _scaled(turn["number"], "turn"))
    if s["last_turns"] is not None:
        put("last_round")
        for q in s["last_turns"]:
            put("last_turns", slot(q))
    types = _indexes(SPACE_TYPES)
    presence = _indexes(PRESENCE)
    width = MAX_PLAYERS * len(PRESENCE)
    for v in range(SPACE_COUNT):
        put("space_types", v * len(SPACE_TYPES) + types.get(s["types"][v] or "hidden", 0))
        b = s["building"][v]
        if b is not None:
            put("presence", v * width + slot(b[0]) * len(PRESENCE) + presence[b[1]])
        for q in s["figures"][v]:
            put("presence", v * width + slot(q) * len(PRESENCE) + presence["figure"])
        for q, kind in s["pieces"][v]:
            if kind in presence:
                put("presence", v * width + slot(q) * len(PRESENCE) + presence[kind])
    for q, v in enumerate(s["falcon"]):
        if v is not None:
            put("presence", v * width + slot(q) * len(PRESENCE) + presence["falcon"])
    sockets, tiles = _indexes(TILE_SOCKETS), _indexes(TILES)
    for socket, (tile, turned) in s["placed"].items():
        if socket in sockets and tile in tiles:
            put("socket_tiles", sockets[socket] * len(TILES) + tiles[tile])
            put("socket_turned", sockets[socket], float(turned == 1))
    areas, backs = _indexes(AREA_SOCKETS), _indexes(BACKS)
    for socket, back in s["backs"].items():
        if socket in areas and back in backs:
            put("socket_backs", areas[socket] * len(BACKS) + backs[back])
    for back, n in s["tiles_left"].items():
        if back in backs:
            put("tiles_left", backs[back], _scaled(n, "tiles"))
    large, rules = _indexes(LARGE_SOCKETS), _indexes(LARGE_RULES)
    for socket, rule in s["large_sides"].items():
        if socket in large and rule in rules:
            put("large_rules", large[socket] * len(LARGE_RULES) + rules[rule])
    for c in s["offer"]:
        put("offer", cards[c])
    put("deck", 0, _scaled(s["deck"], "deck"))
    for m in s["module_offer"]:
        put("module_offer", modules[m])
    put("modules_left", 0, _scaled(s["modules_left"], "modules"))
    for offer in s["machine_offer"].values():
        for m in offer:
            put("machine_offer", machines[m])
    for i, colour in enumerate(COLOURS):
        put("machines_left", i, _scaled(s["machines_left"].get(colour, 0), "machines"))
    put("crates_left", 0, _scaled(s["crates_left"], "crates"))
    artifacts = _indexes(ARTIFACTS)
    for a in s["crater"]:
        put("crater", artifacts[a])
    put("end_tile_free", 0, float(bool(s["end_tile_free"])))
    for pv in s["players"]:
        _put_seat(o, f"seat{slot(pv['seat'])}.", pv)
    if seat is not None and seat < len(s["players"]):
        mine = s["players"][seat]
        if isinstance(mine["crates"], list):
            crates = _indexes(CRATES)
            for k in mine["crates"]:
                put("my_crates", crates[k])
        if mine.get("artifact_card") in ARTIFACT_CARDS:
            put("my_artifact_card", ARTIFACT_CARDS.index(mine["artifact_card"]))
    _put_decision(o, view)
    return o.vector


def _put_seat(o: Observation, prefix: str, pv: dict) -> None:
    def put(name: str, i: int = 0, value: float = 1.0) -> None:
        o.vector[OFFSETS[prefix + name] + i] = value

    c = _C
    cards = _indexes(CARDS)
    put("present")
    if pv["tribe"] in TRIBES:
        put("tribe", TRIBES.index(pv["tribe"]))
    put("moon", 0, float(pv["side"] == "moon"))
    for i, r in enumerate(RESOURCES):
        put("resources", i, scaled(pv["resources"].get(r, 0), c.boards.caps.get(r, 6)))
    put("score", 0, _scaled(pv["score"], "score"))
    put("purple", 0, _scaled(pv["purple"], "purple"))
    put("hibernation", min(max(pv["hibernation"], 0), len(c.boards.hibernation) - 1))
    for i, colour in enumerate(COLOURS):
        put("tracks", i, scaled(pv["tracks"][colour], c.boards.tracks[colour].length))
    rewards = _indexes(REWARD_SPACES)
    for r in pv["opened"]:
        put("opened", rewards[r])
    specials = _indexes(SPECIAL_MACHINES)
    for m in pv["tokens"].values():
        put("tokens", specials[m])
    keys = _indexes(MACHINE_KEYS)
    for m in pv["powered"]:
        if m in keys:
            put("powered", keys[m])
    put("energy", 0, _scaled(pv["energy"], "energy"))
    put("progress", 0, scaled(pv["progress"], len(c.boards.progress)))
    put("tribe_markers", 0, scaled(pv["tribe_markers"], 5))
    put("switch_used", 0, float(bool(pv["switch_used"])))
    for card in pv["active"]:
        put("active", cards[card])
    for card in pv["rest"]:
        put("rest", cards[card])
    for k, slot in enumerate(SLOT_IDS):
        inside = pv["slots"].get(slot, [])
        for card, half in inside:
            put("slots", (k * len(CARDS) + cards[card]) * len(HALVES) + HALVES.index(half))
        if inside:
            put("slot_top", k * len(CARDS) + cards[inside[-1][0]])
        put("slot_counts", k, _scaled(len(inside), "slot"))
    spaces, modules = _indexes(MODULE_SPACES), _indexes(MODULES)
    for slot, row in pv["modules"].items():
        for i, m in enumerate(row):
            if m is not None and (slot, i) in spaces:
                put("modules", spaces[(slot, i)] * len(MODULES) + modules[m])
    closed = pv["crates"]
    put("crates", 0, _scaled(closed if isinstance(closed, int) else len(closed), "closed"))
    crates = _indexes(CRATES)
    for k in pv["opened_crates"]:
        put("opened_crates", crates[k])
    for k in pv["reused_crates"]:
        put("reused_crates", crates[k])
    put("buildings", 0, scaled(pv["buildings"]["small"], 5))
    put("buildings", 1, scaled(pv["buildings"]["large"], 3))
    put("pieces", 0, scaled(pv["pieces"], 5))
    for t in pv["unlocked"]:
        if t in TECH_INDEX:
            put("unlocked", TECH_INDEX[t])
    artifacts = _indexes(ARTIFACTS)
    for a in pv["artifacts"]:
        put("artifacts", artifacts[a])
    put("small_artifacts", 0, _scaled(pv["small_artifacts"], "small_artifacts"))
    put("end_tile", 0, float(bool(pv["end_tile"])))
    for card in pv["removed"]:
        put("removed", cards[card])
    for v in pv["claimed_water"]:
        put("claimed_water", v)
    for v in pv["temple_water"]:
        put("temple_water", v)
    boosts = pv.get("boosts") or {}
    put("boosts", 0, _scaled(boosts.get("reach", 0), "boost"))
    for action, n in (boosts.get("discount") or {}).items():
        key = f"discount:{action}"
        if key in BOOSTS:
            put("boosts", BOOSTS.index(key), _scaled(n, "boost"))
    for i, key in enumerate(BOOSTS[4:], start=4):
        put("boosts", i, float(bool(boosts.get(key))))


def _put_decision(o: Observation, view: dict) -> None:
    seat = view["seat"]
    for waiting in view.get("waiting", []):
        if waiting.get("seat") == seat and waiting.get("kind") in DECISION_KINDS:
            o.put("decision_kind", DECISION_KINDS.index(waiting["kind"]))
    kinds = _indexes(EFFECT_KINDS)
    for a in view.get("legal_actions") or []:
        i = a.get("effect") if a.get("type") == "choose" else None
        if not isinstance(i, int) or not 0 <= i < EFFECT_CAP:
            continue
        arg = ((a.get("message") or {}).get("args") or {}).get("effect") or {}
        kind = arg.get("term") if isinstance(arg, dict) else None
        if kind in kinds:
            o.put("decision_effects", i * len(EFFECT_KINDS) + kinds[kind])


# the most outcomes one chance event can have: a shuffle is dictated one position at a time,
# so the largest pile shuffled or drawn from (the modules, the citizen deck, the crates...)
CHANCE_OUTCOMES = max(
    len(MODULES),
    len(CARDS),
    len(CRATES),
    len(SPECIAL_MACHINES),
    len(_C.area_tiles),
    len(ARTIFACT_CARDS),
    len(_C.large_tiles),
    len(TRIBES),
    MAX_PLAYERS,
)

ENCODING = TableEncoding(
    "revive",
    VERSION,
    ACTION_KEYS,
    OBSERVATION_SIZE,
    action_key,
    action_from_key,
    key_name,
    observe,
    chance_outcomes=CHANCE_OUTCOMES,
)
