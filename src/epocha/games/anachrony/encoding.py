"""Anachrony for machine learning: stable integer action ids and a fixed-size observation.

Both come from fixed tables built from the catalog (buildings, superprojects, leaders, warp
tiles, the board's spaces, the printed costs...) and from caps on the few open-ended values,
never from the order of anything at run time: an id means the same action in every version
that keeps `VERSION`.

Action ids (`ACTION_COUNT` in all), in blocks (`BLOCKS` gives each block's first id and size):

- place: `{"type": "place", "space": S, "worker": W, "as": A}`, every space (main board,
  pools, own board, superprojects, anomalies) for every worker and the type it acts as (`as`
  is left out of the dict when it is the worker's own type and the worker is no genius, as
  the engine does);
- free: `{"type": "free", "action": NAME}`, Force Workers, Supply, every building,
  superproject and leader;
- pass, done: `{"type": "pass"}` (the turn's pass, a choice's), `{"type": "done"}` (Power
  Up's, a choice's);
- power: `{"type": "power", "slot": 1..6}`, and with `"pay"`: every way to pay the slot on
  either side of any board;
- swap: `{"type": "swap", "give": "E" / "W"}` (Wolfe);
- warp: `{"type": "warp", "tiles": [...]}`, every set of 0-2 of the 9 warp tiles;
- path, leader: the set-up picks;
- keep_card, keep_cards: the drafts, `{"type": "keep", "card": N}` (Starting Assets) and
  `{"type": "keep", "cards": [...]}` (Endgame Conditions: every set the draft can keep);
- choose: `{"type": "choose", KIND: OPTION}`, one block per choice kind (`CHOICE_KINDS`,
  blocks named "choose:KIND"), each kind's options enumerated from the catalog.

Choice options with open-ended values are capped: X (Quantum Loop, Tachyon Accelerator) is
1..`X_CAP`, a paradox count 1..`PARADOX_CAP`; payments of X are every mix of titanium,
uranium and gold (or water) up to `X_CAP`. A value beyond a cap has no id (`action_id` raises
`KeyError`); random games and the tests never came near them.

Payments (`PAYMENTS`) are every bundle of water, energy cores and resources of at most
`PAYMENT_TOTAL` goods, with every way (and every part: discounts, reservoirs and Collapsing
Capital tiles cut costs) to pay each cost printed in the catalog: buildings, superprojects,
exosuits, anomalies, experiments, exchanges.

The observation (`OBSERVATION_SIZE` float32 values in [0, 1]) is built from `Game.view(seat)`
only; `LAYOUT` lists its segments in order with their sizes. Seats are relative: slot 0 is the
observing seat, slot 1 the next seat...; slot 4 is the Chronobot (solo). Counts are divided by
the scale in `SCALES` and clipped to 1.
"""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement
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

from . import board, doomsday, goods, variants
from .catalog import (
    BUILDING_TYPES,
    BUILDINGS,
    COLLAPSING_TILES,
    ENDGAME_CARDS,
    ERAS,
    EXOSUITS,
    ICONS,
    MINE_CARDS,
    PATH_FACTS,
    PATHS,
    RECRUIT_CARDS,
    SHAPES,
    SIDE_A,
    SUPERPROJECTS,
    TUG,
    WARP_TILES,
    WORKER_TYPES,
)
from .mainboard import EXCHANGES, GENIUS_BONUSES, MAIN_ACTIONS
from .playerboard import ANOMALY_COSTS
from .state import Player

VERSION = 2  # (2: the Path markers at hand are scaled by 7, the most a player holds; were by 6)
MAX_PLAYERS = 4
SEAT_SLOTS = MAX_PLAYERS + 1  # the players, then the Chronobot
BOT_SLOT = MAX_PLAYERS
X_CAP = 15
PARADOX_CAP = 6
PAYMENT_TOTAL = 5
GOOD_KEYS = ("W", "E", "N", "G", "U", "T")
COLUMNS = ("active", "tired")

BUILDING_KEYS: tuple[str, ...] = tuple(f"b{i}" for i in sorted(BUILDINGS))
SUPERPROJECT_KEYS: tuple[str, ...] = tuple(f"s{i}" for i in sorted(SUPERPROJECTS))
LEADERS: tuple[str, ...] = tuple(sorted({k for f in PATH_FACTS.values() for k in f.leaders}))
WARP_IDS: tuple[int, ...] = tuple(sorted(WARP_TILES))
HEX_SPACES: tuple[str, ...] = (
    *(f"{a}:{i}" for a in board.CAPITAL for i in range(3)),
    "council:0",
    "council:1",
    *(f"mine:{i}" for i in range(3)),
)
MAIN_SPACES: tuple[str, ...] = (*HEX_SPACES, *board.POOLS)
ANOMALY_SPACES: tuple[str, ...] = tuple(f"anomaly:{t}:{i}" for t in BUILDING_TYPES for i in range(3))
OWN_SPACES: tuple[str, ...] = ("supply", *BUILDING_KEYS, *ANOMALY_SPACES)
PLACE_SPACES: tuple[str, ...] = (*MAIN_SPACES, *OWN_SPACES, *SUPERPROJECT_KEYS)
WORKER_PAIRS: tuple[tuple[str, str], ...] = tuple((w, a) for w in WORKER_TYPES for a in WORKER_TYPES)
FREE_ACTIONS: tuple[str, ...] = ("force", "supply", *BUILDING_KEYS, *SUPERPROJECT_KEYS, *LEADERS)
ROW_SLOTS: tuple[tuple[str, int], ...] = tuple((t, i) for t in BUILDING_TYPES for i in range(3))
BREAKTHROUGH_TILES: tuple[tuple[int, int], ...] = tuple((s, i) for s in SHAPES for i in ICONS)


class _Rich(Player):  # (everything is affordable: every way to pay a cost)
    def __init__(self) -> None:
        super().__init__(-1)
        self.goods = dict.fromkeys(self.goods, 99)


_RICH = _Rich()


def _bundle(pairs: Any) -> tuple:
    """A bundle of goods as its canonical key: sorted (good, amount) pairs, none of 0."""
    return tuple(sorted((str(k), int(v)) for k, v in pairs if v))


def _parts(way: tuple) -> set[tuple]:
    """A way to pay and every part of it (what a discount or a cut could leave)."""
    out: set[tuple] = {()}
    for good, n in way:
        out = {(*b, (good, k)) if k else b for b in out for k in range(n + 1)}
    return {_bundle(b) for b in out}


def _payments() -> tuple[tuple, ...]:
    out: set[tuple] = set()
    for total in range(1, PAYMENT_TOTAL + 1):
        for mix in combinations_with_replacement(GOOD_KEYS, total):
            out.add(_bundle((g, mix.count(g)) for g in set(mix)))
    costs: list[dict] = []
    costs += [b.cost for b in BUILDINGS.values() if "x" not in b.cost.values()]
    for sp in SUPERPROJECTS.values():
        costs += [sp.cost, {k: v for k, v in sp.action_cost.items() if k in GOOD_KEYS or k == "TUG"}]
    for side in (SIDE_A, *(f.side_b for f in PATH_FACTS.values())):
        costs += [c for alts in side.exosuit_costs for c in alts]
        costs += [c for alts in side.slot_costs.values() for c in alts]
    costs += list(ANOMALY_COSTS)
    costs += [
        {k: v for k, v in e["cost"].items() if k in GOOD_KEYS or k == "TUG"}
        for e in doomsday.EXPERIMENTS.values()
    ]
    costs += [c for pair in EXCHANGES for c in pair]
    costs += [ex["give"] for ex in _collider()]
    for cost in costs:
        for way in goods.payments(_RICH, [{k: v for k, v in cost.items() if isinstance(v, int)}]):
            out |= _parts(way)
    for x in range(1, X_CAP + 1):
        out.add((("W", x),))
        for mix in combinations_with_replacement(TUG, x):
            out.add(_bundle((g, mix.count(g)) for g in set(mix)))
    out.discard(())
    return tuple(sorted(out, key=lambda b: (sum(n for _, n in b), b)))


def _collider() -> list[dict]:
    for sp in SUPERPROJECTS.values():
        if "exchange" in sp.effect:
            return list(sp.effect["exchange"])
    return []


def _gains(pairs: Any) -> list[tuple]:
    """Every concrete way a gain can come (a TUG part in every mix)."""
    fixed = {k: v for k, v in pairs.items() if k != "TUG"}
    n = pairs.get("TUG", 0)
    out = []
    for mix in combinations_with_replacement(TUG, n):
        way = dict(fixed)
        for r in mix:
            way[r] = way.get(r, 0) + 1
        out.append(_bundle(way.items()))
    return out


def _exchanges() -> tuple[tuple, ...]:
    out: set[tuple] = set()
    pairs = [(a, b) for a, b in EXCHANGES] + [(b, a) for a, b in EXCHANGES]
    pairs += [(ex["give"], ex["get"]) for ex in _collider()]
    for give, get in pairs:
        for pay in goods.payments(_RICH, [give]):
            for got in _gains(get):
                out.add((_bundle(pay), got))
    return tuple(sorted(out))


def _gain_options() -> tuple[tuple, ...]:
    """The "gain one of" options of buildings and superprojects, as the engine lists them
    (sorted [good, amount] pairs, TUG unsplit)."""
    out: set[tuple] = set()
    effects = [b.effect for b in BUILDINGS.values()] + [s.effect for s in SUPERPROJECTS.values()]
    for e in effects:
        for g in e.get("gain_one_of", []):
            out.add(tuple(sorted((k, v) for k, v in g.items())))
    return tuple(sorted(out))


def _breakthrough_sets() -> tuple[tuple, ...]:
    out: set[tuple] = {((s, i),) for s, i in BREAKTHROUGH_TILES}
    for sp in SUPERPROJECTS.values():
        need = sp.breakthrough
        if need["kind"] != "specific":
            tiles = [(need["shape"], i) for i in ICONS]
            out |= {tuple(sorted(c)) for c in combinations_with_replacement(tiles, need["count"])}
    return tuple(sorted(out, key=lambda c: (len(c), c)))


def _own(worker_spaces: tuple[str, ...]) -> tuple[tuple, ...]:
    return tuple((w, a, space) for space in worker_spaces for w, a in WORKER_PAIRS)


PAYMENTS = _payments()
CHOICE_OPTIONS: dict[str, tuple] = {
    "build": (*BUILDING_KEYS, *SUPERPROJECT_KEYS),
    "payment": PAYMENTS,
    "worker": WORKER_TYPES,
    "bonus": tuple(GENIUS_BONUSES),
    "gain": _gain_options(),
    "x": tuple(range(1, X_CAP + 1)),
    "focus": tuple(range(1, ERAS + 1)),
    "repay": WARP_IDS,
    "resource": ("N", *TUG),
    "die": (*(f"shape:{k}" for k in SHAPES), *(f"icon:{k}" for k in (0, *ICONS))),
    "reroll": ("shape", "icon"),
    "icon": (0, *ICONS),
    "copy": board.CAPITAL,
    "exchange": _exchanges(),
    "warp_back": tuple((era, t) for era in range(1, ERAS + 1) for t in WARP_IDS),
    "anomaly_place": ROW_SLOTS,
    "place": ROW_SLOTS,
    "breakthroughs": _breakthrough_sets(),
    "lose_building": BUILDING_KEYS,
    "warp_first": WARP_IDS,
    "tracker": ("save", "seal"),
    "breakthrough": BREAKTHROUGH_TILES,
    "column": COLUMNS,
    "lose_worker": tuple((w, c) for c in COLUMNS for w in WORKER_TYPES),
    "standard": board.CAPITAL,
    "crawl": _own(MAIN_SPACES),
    "chameleon": tuple((k, t) for k in (*BUILDING_KEYS, *SUPERPROJECT_KEYS) for t in WORKER_TYPES),
    "haulani": _own(OWN_SPACES),
    "valerian": MAIN_SPACES,
    "caratacus": ("gain", "return"),
    "zaida": WORKER_TYPES,
    "samira": ("N", *TUG),
    "samira_more": ("N", *TUG),
    "cornella": tuple(MAIN_ACTIONS),
    "bonus_action": tuple(MAIN_ACTIONS),
    "paradox_back": tuple(range(1, PARADOX_CAP + 1)),
}
CHOICE_KINDS = tuple(CHOICE_OPTIONS)
ENDGAME_KEEPS = sorted({d["keep"] for d in variants.ENDGAME_DRAFT.values()})


def _exosuit_payments(slot: int) -> list[tuple]:
    out: set[tuple] = set()
    for side in (SIDE_A, *(f.side_b for f in PATH_FACTS.values())):
        for way in goods.payments(_RICH, side.exosuit_costs[slot - 1]):
            out.add(_bundle(way))
    return sorted(out)


def _action_keys() -> list[tuple]:
    keys: list[tuple] = []
    keys += [("place", space, w, a) for space in PLACE_SPACES for w, a in WORKER_PAIRS]
    keys += [("free", name) for name in FREE_ACTIONS]
    keys += [("pass",), ("done",)]
    for slot in range(1, EXOSUITS + 1):
        keys += [("power", slot, None)] + [("power", slot, pay) for pay in _exosuit_payments(slot)]
    keys += [("swap", "E"), ("swap", "W")]
    warps = [()] + [(t,) for t in WARP_IDS] + list(combinations(WARP_IDS, 2))
    keys += [("warp", tiles) for tiles in warps]
    keys += [("path", k) for k in PATHS]
    keys += [("leader", k) for k in LEADERS]
    keys += [("keep_card", c) for c in sorted(variants.ASSET_CARDS)]
    endgame = sorted(ENDGAME_CARDS)
    keys += [("keep_cards", c) for n in ENDGAME_KEEPS for c in combinations(endgame, n)]
    for kind in CHOICE_KINDS:
        keys += [("choose", kind, option) for option in CHOICE_OPTIONS[kind]]
    return keys


ACTION_KEYS: tuple[tuple, ...] = tuple(_action_keys())
ACTION_COUNT = len(ACTION_KEYS)
BLOCKS = key_blocks(ACTION_KEYS)  # block name -> (first id, size)


_SIMPLE = ("pass", "done")


def action_key(action: dict) -> tuple:
    """The table key of an action dict (raises `KeyError` for one outside the table)."""
    kind = action["type"]
    if kind in _SIMPLE:
        return (kind,)
    if kind == "place":
        worker = action["worker"]
        return ("place", action["space"], worker, action.get("as", worker))
    if kind == "free":
        return ("free", action["action"])
    if kind == "power":
        pay = action.get("pay")
        return ("power", action["slot"], None if pay is None else _bundle(pay))
    if kind == "swap":
        return ("swap", action["give"])
    if kind == "warp":
        return ("warp", tuple(sorted(action["tiles"])))
    if kind in ("path", "leader"):
        return (kind, action[kind])
    if kind == "keep":
        if "card" in action:
            return ("keep_card", action["card"])
        return ("keep_cards", tuple(sorted(action["cards"])))
    if kind == "choose":
        for field, value in action.items():
            if field in CHOICE_OPTIONS:
                return ("choose", field, frozen(value))
    raise KeyError(f"no action id for {action!r}")


def action_from_key(key: tuple) -> dict:
    head = key[0]
    if head in _SIMPLE:
        return {"type": head}
    if head == "place":
        _, space, worker, as_type = key
        action = {"type": "place", "space": space, "worker": worker}
        if worker == "genius" or as_type != worker:
            action["as"] = as_type
        return action
    if head == "free":
        return {"type": "free", "action": key[1]}
    if head == "power":
        action = {"type": "power", "slot": key[1]}
        if key[2] is not None:
            action["pay"] = thawed(key[2])
        return action
    if head == "swap":
        return {"type": "swap", "give": key[1]}
    if head == "warp":
        return {"type": "warp", "tiles": list(key[1])}
    if head in ("path", "leader"):
        return {"type": head, head: key[1]}
    if head == "keep_card":
        return {"type": "keep", "card": key[1]}
    if head == "keep_cards":
        return {"type": "keep", "cards": list(key[1])}
    return {"type": "choose", key[1]: thawed(key[2])}


def _goods_text(bundle: tuple) -> str:
    return " ".join(f"{n}{g}" for g, n in bundle) or "nothing"


def key_name(key: tuple) -> str:
    """A short text for an action key (logs, OpenSpiel's `action_to_string`)."""
    head = key[0]
    if head in _SIMPLE:
        return head
    if head == "place":
        _, space, worker, as_type = key
        who = worker if as_type == worker else f"{worker} as {as_type}"
        return f"place {who} on {space}"
    if head == "free":
        return f"free action {key[1]}"
    if head == "power":
        return f"power slot {key[1]}" + ("" if key[2] is None else f" paying {_goods_text(key[2])}")
    if head == "swap":
        return f"swap away {key[1]}"
    if head == "warp":
        return "warp " + (" ".join(map(str, key[1])) or "nothing")
    if head in ("path", "leader", "keep_card"):
        return f"{head.replace('_', ' ')} {key[1]}"
    if head == "keep_cards":
        return "keep " + " ".join(key[1])
    kind, option = key[1], key[2]
    if kind == "payment":
        return f"pay {_goods_text(option)}"
    if kind == "exchange":
        return f"give {_goods_text(option[0])} for {_goods_text(option[1])}"
    if kind == "gain":
        return f"gain {_goods_text(option)}"
    return f"{kind} {' '.join(map(str, option)) if isinstance(option, tuple) else option}"


# -- the observation ----------------------------------------------------------------------

PHASES = (
    "setup",
    "path",
    "leader",
    "assets",
    "endgame",
    "warp",
    "paradox",
    "powerup",
    "arrivals",
    "actions",
    "cleanup",
    "over",
)
DECISION_KINDS = ("turn", "powerup", "warp", "path", "leader", "assets", "endgame", *CHOICE_KINDS)
EXPERIMENT_KEYS = tuple(sorted(doomsday.EXPERIMENTS))
ENDGAME_KEYS = tuple(sorted(ENDGAME_CARDS))
COLLAPSE_TILES = {a: tuple(sorted(set(ts))) for a, ts in COLLAPSING_TILES.items()}
COLLAPSE_SLOTS = 3  # tiles per Capital action (at most one per space)
MAX_TOKENS = 6
SCALES = {
    "goods": 15,
    "vp": 60,
    "workers": 8,  # of one type in one column
    "stack": 15,
    "pool": 4,  # recruit pool, mine pool of one resource
    "breakthroughs": 3,  # left of one kind in the supply; owned
    "paradox": 3,
    "morale": 6,
    "time_travel": 8,
    "markers": 7,
    "tokens": 30,  # a Chronobot token's position
    "track": 12,  # Doomsday trackers
    "deck": 20,
    "used": 12,
    "exosuits": EXOSUITS,
    "evacuation": 4,
}
SEAT_LAYOUT: tuple[tuple[str, int], ...] = (
    ("present", 1),
    ("path", len(PATHS)),
    ("leader", len(LEADERS)),
    ("side_b", 1),
    ("evacuation", 2),
    ("goods", len(GOOD_KEYS)),
    ("vp", 1),
    ("active", len(WORKER_TYPES)),
    ("tired", len(WORKER_TYPES)),
    ("busy", len(WORKER_TYPES)),
    ("exosuits", 1),
    ("powered", EXOSUITS),
    ("covered", EXOSUITS),
    ("buildings", len(BUILDING_KEYS)),  # owned
    ("superprojects", len(SUPERPROJECT_KEYS)),
    ("slots", len(ROW_SLOTS) * 3),  # per row slot: a building, a superproject, an anomaly
    ("breakthroughs", len(BREAKTHROUGH_TILES)),
    ("paradox", 1),
    ("morale", 1),
    ("time_travel", 1),
    ("focus", ERAS),
    ("warps", len(WARP_IDS)),  # in the personal supply
    ("markers", 1),
    ("used", 1),
    ("evacuated", 1),
    ("passed", 1),
    ("experiments", len(EXPERIMENT_KEYS)),
    ("chose", 1),  # a secret pick made (warp tiles, a kept card)
)
BOT_LAYOUT: tuple[tuple[str, int], ...] = (
    ("present", 1),
    ("tokens", MAX_TOKENS),
    ("exosuits", 1),
    ("powered", 1),
    ("water", 1),
    ("vp", 1),
    ("morale", 1),
    ("time_travel", 1),
    ("paradox", 1),
    ("anomalies", 1),
    ("buildings", len(BUILDING_KEYS)),
    ("superprojects", len(SUPERPROJECT_KEYS)),
    ("resources", 4),
    ("workers", len(WORKER_TYPES)),
    ("breakthroughs", len(BREAKTHROUGH_TILES)),
    ("warps", len(WARP_IDS)),
    ("actions", 1),
    ("passed", 1),
)
LAYOUT: tuple[tuple[str, int], ...] = (
    ("over", 1),
    ("player_count", MAX_PLAYERS),
    ("my_seat", MAX_PLAYERS),  # absolute
    ("era", ERAS),
    ("phase", len(PHASES)),
    ("first", SEAT_SLOTS),  # relative slots
    ("turn", SEAT_SLOTS),
    ("active_seats", SEAT_SLOTS),
    ("impact_after", ERAS),
    ("impacted", 1),
    ("timeline_superproject", ERAS * len(SUPERPROJECT_KEYS)),
    ("timeline_face_up", ERAS),
    ("timeline_warps", ERAS * SEAT_SLOTS * len(WARP_IDS)),
    ("offer", len(BUILDING_KEYS)),  # the stacks' top tiles
    ("stack_counts", len(BUILDING_TYPES) * 2),
    ("recruit_pool", len(WORKER_TYPES)),
    ("mine_pool", 4),
    ("spaces", len(HEX_SPACES) * SEAT_SLOTS),
    ("pools", len(board.POOLS) * SEAT_SLOTS),
    ("collapse", sum(len(t) for t in COLLAPSE_TILES.values()) * 2),  # per tile: in play, face up
    ("breakthroughs_left", len(BREAKTHROUGH_TILES)),
    ("endgame", len(ENDGAME_KEYS)),
    ("evacuated_order", MAX_PLAYERS * SEAT_SLOTS),
    ("earth_saved", 1),
    ("doomsday", 1),
    ("experiments", ERAS * (len(EXPERIMENT_KEYS) + 1)),  # per era: the face-up card, or face down
    ("trackers", 2),
    ("level2_count", 1),
    ("level2_top", len(EXPERIMENT_KEYS)),
    *((f"seat{k}.{name}", size) for k in range(MAX_PLAYERS) for name, size in SEAT_LAYOUT),
    *((f"bot.{name}", size) for name, size in BOT_LAYOUT),
    ("my_warp_pick", len(WARP_IDS)),
    ("my_asset_hand", len(variants.ASSET_CARDS)),
    ("my_assets_kept", len(variants.ASSET_CARDS)),
    ("my_endgame_hand", len(ENDGAME_KEYS)),
    ("decision_kind", len(DECISION_KINDS)),
)
OFFSETS, OBSERVATION_SIZE = layout_offsets(LAYOUT)

_BUILDING = {k: i for i, k in enumerate(BUILDING_KEYS)}
_SUPER = {k: i for i, k in enumerate(SUPERPROJECT_KEYS)}
_WARP = {t: i for i, t in enumerate(WARP_IDS)}
_TILE = {t: i for i, t in enumerate(BREAKTHROUGH_TILES)}
_EXPERIMENT = {k: i for i, k in enumerate(EXPERIMENT_KEYS)}
_ENDGAME = {k: i for i, k in enumerate(ENDGAME_KEYS)}
_ASSET = {c: i for i, c in enumerate(sorted(variants.ASSET_CARDS))}
_COLLAPSE_AT = {}
_at = 0
for _action in board.CAPITAL:
    for _tile in COLLAPSE_TILES.get(_action, ()):
        _COLLAPSE_AT[(_action, _tile)] = _at
        _at += 1


def _scaled(count: float, scale: str) -> float:
    return scaled(count, SCALES[scale])


def observe(view: dict) -> np.ndarray:
    """A seat's view as a vector (see `LAYOUT`)."""
    o = Observation(view, OFFSETS, OBSERVATION_SIZE)
    out, put = o.vector, o.put
    s = view["state"]
    players, seat = o.players, view["seat"]

    def slot(p: int) -> int:
        return BOT_SLOT if p >= MAX_PLAYERS else o.slot(p)

    put("over", 0, 1.0 if s["phase"] == "over" else 0.0)
    put("player_count", players - 1)
    if seat is not None:
        put("my_seat", seat)
    put("era", min(max(s["era"], 1), ERAS) - 1)
    if s["phase"] in PHASES:
        put("phase", PHASES.index(s["phase"]))
    put("first", slot(s["first"]))
    put("turn", slot(s["turn"]))
    for p in view.get("active_players", []):
        put("active_seats", slot(p))
    if 1 <= s["impact_after"] <= ERAS:
        put("impact_after", s["impact_after"] - 1)
    put("impacted", 0, float(bool(s["impacted"])))
    for e, tile in enumerate(s["timeline"][:ERAS]):
        if tile["superproject"]:
            put("timeline_superproject", e * len(SUPERPROJECT_KEYS) + _SUPER[tile["superproject"]])
        put("timeline_face_up", e, float(bool(tile["face_up"])))
        for who, warp in tile["warps"]:
            put("timeline_warps", (e * SEAT_SLOTS + slot(who)) * len(WARP_IDS) + _WARP[warp])
    for t, kind in enumerate(BUILDING_TYPES):
        st = s["stacks"][kind]
        for key in st["primary"] + st["secondary"]:
            put("offer", _BUILDING[key])
        put("stack_counts", 2 * t, _scaled(st["primary_count"], "stack"))
        put("stack_counts", 2 * t + 1, _scaled(st["secondary_count"], "stack"))
    for i, kind in enumerate(WORKER_TYPES):
        put("recruit_pool", i, _scaled(s["recruit_pool"].get(kind, 0), "pool"))
    for i, r in enumerate(("N", *TUG)):
        put("mine_pool", i, _scaled(s["mine_pool"].count(r), "pool"))
    for space, who in s["spaces"].items():
        if space in HEX_SPACES:
            put("spaces", HEX_SPACES.index(space) * SEAT_SLOTS + slot(who))
    for who, pool in s["pool_users"]:
        i = board.POOLS.index(pool) * SEAT_SLOTS + slot(who)
        out[OFFSETS["pools"] + i] = min(out[OFFSETS["pools"] + i] + 0.25, 1.0)
    for action, tiles in s["collapse"].items():
        for tile, face_up in tiles:
            at = _COLLAPSE_AT.get((action, tile))
            if at is not None:
                put("collapse", 2 * at)
                put("collapse", 2 * at + 1, float(bool(face_up)))
    for key, n in s["breakthroughs"].items():
        shape, icon = map(int, key.split("-"))
        if (shape, icon) in _TILE:
            put("breakthroughs_left", _TILE[(shape, icon)], _scaled(n, "breakthroughs"))
    for key in s["endgame"]:
        put("endgame", _ENDGAME[key])
    for i, who in enumerate(s["evacuation"][:MAX_PLAYERS]):
        put("evacuated_order", i * SEAT_SLOTS + slot(who))
    put("earth_saved", 0, float(bool(s["earth_saved"])))
    if "experiments" in s:
        put("doomsday")
        width = len(EXPERIMENT_KEYS) + 1
        for e, (key, face_up) in enumerate(s["experiments"][:ERAS]):
            if key is not None and face_up:
                put("experiments", e * width + _EXPERIMENT[key])
            elif key is None and not face_up:
                pass  # (claimed, or none)
            else:
                put("experiments", e * width + width - 1)
        put("trackers", 0, _scaled(s["trackers"]["save"], "track"))
        put("trackers", 1, _scaled(s["trackers"]["seal"], "track"))
        put("level2_count", 0, _scaled(s["level2_count"], "deck"))
        if s.get("level2_top"):
            put("level2_top", _EXPERIMENT[s["level2_top"]])
    for pv in s["players"]:
        _put_seat(out, f"seat{slot(pv['seat'])}.", pv)
    if s.get("chronobot"):
        _put_bot(out, s["chronobot"])
    if seat is not None and seat < len(s["players"]):
        mine = s["players"][seat]
        for t in mine.get("warp_pick", []):
            put("my_warp_pick", _WARP[t])
        for c in mine.get("asset_hand", []):
            put("my_asset_hand", _ASSET[c])
        for c in mine.get("assets_kept", []):
            put("my_assets_kept", _ASSET[c])
        for k in mine.get("endgame_hand", []):
            put("my_endgame_hand", _ENDGAME[k])
    for waiting in view.get("waiting", []):
        if waiting.get("seat") == seat and waiting.get("kind") in DECISION_KINDS:
            put("decision_kind", DECISION_KINDS.index(waiting["kind"]))
    return out


def _put_seat(out: np.ndarray, prefix: str, pv: dict) -> None:
    def put(name: str, i: int = 0, value: float = 1.0) -> None:
        out[OFFSETS[prefix + name] + i] = value

    put("present")
    if pv["path"] in PATHS:
        put("path", PATHS.index(pv["path"]))
    if pv["leader"] in LEADERS:
        put("leader", LEADERS.index(pv["leader"]))
    put("side_b", 0, float(pv["side"] == "B"))
    put("evacuation", int(pv["evacuation"]) % 2)
    for i, g in enumerate(GOOD_KEYS):
        put("goods", i, _scaled(pv["goods"].get(g, 0), "goods"))
    put("vp", 0, _scaled(pv["vp"], "vp"))
    for i, kind in enumerate(WORKER_TYPES):
        put("active", i, _scaled(pv["active"].get(kind, 0), "workers"))
        put("tired", i, _scaled(pv["tired"].get(kind, 0), "workers"))
        put("busy", i, _scaled(sum(1 for b in pv["busy"] if b[0] == kind), "workers"))
    put("exosuits", 0, _scaled(pv["exosuits"], "exosuits"))
    for i, on in enumerate(pv["powered"][:EXOSUITS]):
        put("powered", i, float(bool(on)))
    for k in pv["covered"]:
        if 1 <= k <= EXOSUITS:
            put("covered", k - 1)
    for r, kind in enumerate(BUILDING_TYPES):
        for i, tile in enumerate(pv["rows"][kind][:3]):
            at = (r * 3 + i) * 3
            if not tile:
                continue
            if tile.startswith("anomaly"):
                put("slots", at + 2)
                tile = tile.partition(":")[2]
            if tile.startswith("b"):
                put("slots", at)
                put("buildings", _BUILDING[tile])
            elif tile.startswith("s"):
                put("slots", at + 1)
    for key in pv["superprojects"]:
        put("superprojects", _SUPER[key])
    for shape, icon in pv["breakthroughs"]:
        if (shape, icon) in _TILE:
            i = OFFSETS[prefix + "breakthroughs"] + _TILE[(shape, icon)]
            out[i] = min(out[i] + 1 / SCALES["breakthroughs"], 1.0)
    put("paradox", 0, _scaled(pv["paradox"], "paradox"))
    put("morale", 0, _scaled(pv["morale"], "morale"))
    put("time_travel", 0, _scaled(pv["time_travel"], "time_travel"))
    if 1 <= pv["focus"] <= ERAS:
        put("focus", pv["focus"] - 1)
    for t in pv["warps"]:
        put("warps", _WARP[t])
    put("markers", 0, _scaled(pv["markers"], "markers"))
    put("used", 0, _scaled(len(pv["used"]), "used"))
    put("evacuated", 0, float(bool(pv["evacuated"])))
    put("passed", 0, float(bool(pv["passed"])))
    for key in pv["experiments"]:
        put("experiments", _EXPERIMENT[key])
    put("chose", 0, float(bool(pv.get("warp_chosen") or pv.get("kept"))))


def _put_bot(out: np.ndarray, b: dict) -> None:
    def put(name: str, i: int = 0, value: float = 1.0) -> None:
        out[OFFSETS["bot." + name] + i] = value

    put("present")
    for i, at in enumerate(b.get("tokens", [])[:MAX_TOKENS]):
        put("tokens", i, _scaled(at, "tokens"))
    put("exosuits", 0, _scaled(b["exosuits"], "exosuits"))
    put("powered", 0, _scaled(b["powered"], "exosuits"))
    put("water", 0, _scaled(b["water"], "goods"))
    put("vp", 0, _scaled(b["vp"], "vp"))
    put("morale", 0, _scaled(b["morale"], "morale"))
    put("time_travel", 0, _scaled(b["time_travel"], "time_travel"))
    put("paradox", 0, _scaled(b["paradox"], "paradox"))
    put("anomalies", 0, _scaled(b["anomalies"], "paradox"))
    for key in b["buildings"]:
        put("buildings", _BUILDING[key])
    for key in b["superprojects"]:
        put("superprojects", _SUPER[key])
    for i, r in enumerate(("N", *TUG)):
        put("resources", i, _scaled(b["resources"].get(r, 0), "goods"))
    for i, kind in enumerate(WORKER_TYPES):
        put("workers", i, _scaled(b["workers"].get(kind, 0), "workers"))
    for shape, icon in b["breakthroughs"]:
        if (shape, icon) in _TILE:
            i = OFFSETS["bot.breakthroughs"] + _TILE[(shape, icon)]
            out[i] = min(out[i] + 1 / SCALES["breakthroughs"], 1.0)
    for t in b["warps"]:
        if t in _WARP:
            put("warps", _WARP[t])
    put("actions", 0, _scaled(b["actions"], "used"))
    put("passed", 0, float(bool(b["passed"])))


# the most outcomes one chance event can have: a shuffle is dictated one position at a time,
# so the largest pile shuffled or drawn from (the superprojects, a building type's tiles, the
# starting-asset cards, the breakthrough kinds, the experiment decks...)
CHANCE_OUTCOMES = max(
    len(SUPERPROJECTS),
    *(sum(1 for b in BUILDINGS.values() if b.type == t) for t in BUILDING_TYPES),
    len(variants.ASSET_CARDS),
    len(ENDGAME_CARDS),
    len(BREAKTHROUGH_TILES),
    len(RECRUIT_CARDS),
    len(MINE_CARDS),
    len(doomsday.EXPERIMENTS),
    len(WARP_IDS),
    *(len(t) for t in COLLAPSING_TILES.values()),
    6,  # the dice
    MAX_PLAYERS,  # the first player
)

ENCODING = TableEncoding(
    "anachrony",
    VERSION,
    ACTION_KEYS,
    OBSERVATION_SIZE,
    action_key,
    action_from_key,
    key_name,
    observe,
    chance_outcomes=CHANCE_OUTCOMES,
)
