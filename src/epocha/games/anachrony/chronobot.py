"""The Chronobot, the first edition's solo opponent (digest §14; its board from
`data/chronobot.json`).

A one-player game is a two-player table whose second seat is the Chronobot (`BOT`): it takes
turns in player order but is never asked anything. On its turn it rolls its die; the token
with that number does the action of the position it stands on, then moves along the board's
arrows (with three tokens on one position, the highest-numbered moves on once more). It
places empty exosuits, never pays costs, ignores what is printed on spaces and tiles, and an
action it cannot do gives it 2 water and 1 VP instead (2 water alone at the Beginner level).

Supply with its morale at the top is done: it pays, and the marker stays (the seed: it moves
right "if it can"). Decided where the seed is silent (docs.md): time travel with its track
full is an action it cannot do; it takes the Mine's topmost free space (no cube: it ignores
what is printed); researching, it takes the icon of the rolled shape with the most copies
left (the lowest on a tie); it builds superprojects from the face-up ones of the present and
past eras; its anomalies are worth -3 VP each, at most 3.
"""

from __future__ import annotations

import json

from epocha.engine import chance

from . import board
from .catalog import BUILDINGS, DATA, ICONS, SHAPE_DIE, SUPERPROJECTS, WORKER_TYPES, roll
from .construction import visible_tiles
from .state import BOT, AnachronyState

with open(DATA / "chronobot.json", encoding="utf-8") as _f:
    _DATA = json.load(_f)

POSITIONS: dict[int, dict] = {p["id"]: p for p in _DATA["positions"]}
TOKENS = 6
EXOSUITS = _DATA["exosuits"]  # {"before_impact": 6, "after_impact": 4}
MORALE_VP: list[int] = _DATA["morale_vp"]
SUPPLY_COST: list[int] = _DATA["supply_cost"]
TIME_TRAVEL_VP: list[int] = _DATA["time_travel_vp"]
WARP_TILES = 8
MIN_ACTIONS = 3
ANOMALY_CAP = 3
PARADOX_LIMIT = 3
RECRUIT_PRIORITY = ("genius", "administrator", "engineer", "scientist")
MINE_PRIORITY = ("N", "U", "G", "T")
DISCARD_TIES = ("T", "G", "U", "N")  # which resource it discards on a tie (most first)
LEVELS = ("beginner", "normal", "expert")


def setup(s: AnachronyState) -> None:
    """The Chronobot's pieces: its tokens on their start spots, 6 exosuits, 8 warp tiles, no
    assets; it is the first player of era 1; no endgame cards are used."""
    s.bot = {
        "tokens": [_DATA["token_start"][str(t)] for t in range(1, TOKENS + 1)],
        "exosuits": 6,
        "powered": 0,
        "water": 0,
        "vp": 0,
        "morale": 0,
        "time_travel": 0,
        "paradox": 0,
        "anomalies": 0,
        "buildings": [],
        "superprojects": [],
        "resources": {"N": 0, "G": 0, "U": 0, "T": 0},
        "workers": dict.fromkeys(WORKER_TYPES, 0),
        "breakthroughs": [],
        "warps": list(range(1, WARP_TILES + 1)),
        "actions": 0,
        "passed": False,
    }
    s.first = BOT
    s.endgame = []


def level(s: AnachronyState) -> str:
    return s.options.get("chronobot", "normal")


def failed(s: AnachronyState, why: str) -> None:
    b = s.bot
    b["water"] += 2
    if level(s) != "beginner":
        b["vp"] += 1
    s.emit("bot_failed", {"why": why})


# -- the phases --------------------------------------------------------------------------------


def power_up(s: AnachronyState) -> None:
    b = s.bot
    want = EXOSUITS["after_impact" if s.impacted else "before_impact"]
    n = min(want, b["exosuits"])
    b["exosuits"] -= n
    b["powered"] += n
    s.emit("bot_power", {"exosuits": n})


def warp(s: AnachronyState) -> None:
    """It rolls the paradox die and puts that many of its warp tiles, drawn at random, on the
    present era tile; it gains nothing from them."""
    from .catalog import PARADOX_DIE

    b = s.bot
    n = min(roll(s, PARADOX_DIE), len(b["warps"]))
    placed = []
    for _ in range(n):
        tile = chance.draw(s, b["warps"])
        b["warps"].remove(tile)
        s.tile(s.era)["warps"].append([BOT, tile])
        placed.append(tile)
    s.emit("bot_warp", {"tiles": placed})


def add_paradox(s: AnachronyState, n: int) -> bool:
    """Paradoxes for the Chronobot; a third strikes an anomaly: one of its warp tiles leaves the
    timeline tile where it has the most (the leftmost on a tie). Beyond its cap of 3
    anomalies nothing happens."""
    b = s.bot
    b["paradox"] += n
    if b["paradox"] < PARADOX_LIMIT:
        return False
    b["paradox"] = 0
    if b["anomalies"] >= ANOMALY_CAP:
        return True
    b["anomalies"] += 1
    era = _most_warps(s)
    if era is not None:
        tile = next(t for q, t in s.tile(era)["warps"] if q == BOT)
        s.tile(era)["warps"].remove([BOT, tile])
        b["warps"].append(tile)
    s.emit("bot_anomaly", {"anomalies": b["anomalies"]})
    return True


def _most_warps(s: AnachronyState) -> int | None:
    counts = [sum(1 for q, _ in t["warps"] if q == BOT) for t in s.timeline]
    most = max(counts)
    return counts.index(most) + 1 if most else None


def clean_up(s: AnachronyState) -> None:
    b = s.bot
    b["exosuits"] += b["powered"]
    b["powered"] = 0
    b["actions"] = 0
    b["passed"] = False


# -- its turn ----------------------------------------------------------------------------------


def take_turn(s: AnachronyState) -> None:
    """One turn: out of exosuits it travels in time (if it can) and passes; else the die."""
    b = s.bot
    if b["powered"] <= 0:
        if _can_travel(s):
            _time_travel(s)
        b["passed"] = True
        s.emit("bot_pass", {})
        return
    token = chance.roll(s, TOKENS)
    at = b["tokens"][token - 1]
    action = POSITIONS[at]["action"]
    s.emit("bot_roll", {"token": token, "position": at, "action": action})
    ACTIONS[action](s)
    b["actions"] += 1
    _move(b, token - 1)


def _move(b: dict, index: int) -> None:
    b["tokens"][index] = POSITIONS[b["tokens"][index]]["next"]
    at = b["tokens"][index]
    together = [i for i, pos in enumerate(b["tokens"]) if pos == at]
    if len(together) >= 3:
        top = max(together)
        b["tokens"][top] = POSITIONS[at]["next"]


def _space(s: AnachronyState, action: str) -> str | None:
    """The topmost free space of `action`; for a full Capital action a World Council space
    (the first-player one first)."""
    spaces = [f"{action}:{i}" for i in range(board.capital_spaces(s) if action in board.CAPITAL else 3)]
    for space in spaces:
        if board.is_open(s, space):
            return space
    if action in board.CAPITAL:
        for space in ("council:0", "council:1"):
            if board.is_open(s, space):
                return space
    return None


def _place(s: AnachronyState, space: str) -> None:
    s.bot["powered"] -= 1
    s.spaces[space] = BOT
    if space == "council:0":
        s.first = BOT
    s.emit("bot_place", {"space": space})


def _construct(kind: str):
    def construct(s: AnachronyState) -> None:
        b = s.bot
        space = _space(s, "construct")
        if space is None:
            return failed(s, "no space")
        owned = [k for k in b["buildings"] if BUILDINGS[int(k[1:])].type == kind]
        tiles = [k for k in visible_tiles(s) if BUILDINGS[int(k[1:])].type == kind]
        _place(s, space)
        if len(owned) >= 3 or not tiles:
            return failed(s, "construct")
        # the higher VP; on a tie the secondary stack's (listed after the primary's)
        best = max(reversed(tiles), key=lambda k: BUILDINGS[int(k[1:])].vp)
        for stack in (s.primary[kind], s.secondary[kind]):
            if stack and stack[-1] == best:
                stack.pop()
                break
        b["buildings"].append(best)
        s.emit("bot_build", {"building": best})

    return construct


def construct_superproject(s: AnachronyState) -> None:
    b = s.bot
    if not s.impacted:
        b["vp"] += 1
        s.emit("bot_superproject_vp", {})
        return
    space = _space(s, "construct")
    if space is None:
        return failed(s, "no space")
    offered = [
        (era, t["superproject"])
        for era, t in enumerate(s.timeline, start=1)
        if era <= s.era and t["face_up"] and t["superproject"] is not None
    ]
    _place(s, space)
    if len(b["superprojects"]) >= 2 or not offered:
        return failed(s, "superproject")
    era, key = max(offered, key=lambda o: (SUPERPROJECTS[int(o[1][1:])].vp, -o[0]))
    s.tile(era)["superproject"] = None
    b["superprojects"].append(key)
    s.emit("bot_superproject", {"superproject": key, "era": era})


def _can_travel(s: AnachronyState) -> bool:
    return _most_warps(s) is not None and s.bot["time_travel"] < len(TIME_TRAVEL_VP) - 1


def _time_travel(s: AnachronyState) -> None:
    b = s.bot
    era = _most_warps(s)
    assert era is not None
    tile = next(t for q, t in s.tile(era)["warps"] if q == BOT)
    s.tile(era)["warps"].remove([BOT, tile])
    b["warps"].append(tile)
    b["time_travel"] += 1
    s.emit("bot_time_travel", {"era": era, "steps": b["time_travel"]})


def time_travel(s: AnachronyState) -> None:
    if not _can_travel(s):
        return failed(s, "time travel")
    _time_travel(s)


def remove_anomaly(s: AnachronyState) -> None:
    """2 water and 2 cubes of the resource it has most of (a neutronium counts as 2)."""
    b = s.bot
    res = b["resources"]
    weight = {r: res[r] * (2 if r == "N" else 1) for r in res}
    most = max(DISCARD_TIES, key=lambda r: weight[r])  # (the first of the ties order wins)
    need = 1 if most == "N" else 2
    if b["anomalies"] <= 0 or b["water"] < 2 or res[most] < need:
        return failed(s, "anomaly")
    b["water"] -= 2
    res[most] -= need
    b["anomalies"] -= 1
    s.emit("bot_anomaly_removed", {"paid": most})


def supply_or_recruit(s: AnachronyState) -> None:
    b = s.bot
    cost = SUPPLY_COST[b["morale"]]
    if b["water"] < cost:
        return recruit(s)
    b["water"] -= cost
    # the seed: it pays, then moves right "if it can" - at the top it pays and stays
    if b["morale"] >= len(MORALE_VP) - 1:
        s.emit("bot_supply", {"morale": b["morale"], "water": cost, "at_top": True})
        return
    b["morale"] += 1
    s.emit("bot_supply", {"morale": b["morale"]})


def _set_bonus(s: AnachronyState, counts: dict, what: str) -> None:
    if all(counts[k] > 0 for k in counts):
        for k in counts:
            counts[k] -= 1
        s.bot["vp"] += 5
        s.emit("bot_set", {"what": what})


def recruit(s: AnachronyState) -> None:
    b = s.bot
    pool = [t for t in RECRUIT_PRIORITY if s.recruit_pool.get(t, 0) > 0]
    space = _space(s, "recruit")
    if not pool or space is None:
        return failed(s, "recruit")
    _place(s, space)
    lacking = [t for t in pool if b["workers"][t] == 0]
    kind = (lacking or pool)[0]
    s.recruit_pool[kind] -= 1
    b["workers"][kind] += 1
    s.emit("bot_recruit", {"worker": kind})
    _set_bonus(s, b["workers"], "workers")


def mine(s: AnachronyState) -> None:
    b = s.bot
    pool = [r for r in MINE_PRIORITY if r in s.mine_pool]
    space = _space(s, "mine")
    if not pool or space is None:
        return failed(s, "mine")
    _place(s, space)
    lacking = [r for r in pool if b["resources"][r] == 0]
    resource = (lacking or pool)[0]
    s.mine_pool.remove(resource)
    b["resources"][resource] += 1
    s.emit("bot_mine", {"resource": resource})
    _set_bonus(s, b["resources"], "resources")


def research(s: AnachronyState) -> None:
    b = s.bot
    space = _space(s, "research")
    if space is None:
        return failed(s, "no space")
    _place(s, space)
    shape = roll(s, SHAPE_DIE)
    left = [(s.breakthroughs.get(f"{shape}-{i}", 0), -i) for i in ICONS]
    copies, icon = max(left)
    if copies <= 0:
        return failed(s, "research")
    s.breakthroughs[f"{shape}-{-icon}"] -= 1
    b["breakthroughs"].append([shape, -icon])
    s.emit("bot_research", {"shape": shape, "icon": -icon})


def gain_water(s: AnachronyState) -> None:
    s.bot["water"] += 2
    s.emit("bot_water", {})


ACTIONS = {
    "construct_power_plant": _construct("power_plant"),
    "construct_factory": _construct("factory"),
    "construct_life_support": _construct("life_support"),
    "construct_lab": _construct("lab"),
    "construct_superproject": construct_superproject,
    "time_travel": time_travel,
    "remove_anomaly": remove_anomaly,
    "supply_or_recruit": supply_or_recruit,
    "recruit": recruit,
    "mine": mine,
    "research": research,
    "gain_water": gain_water,
}


# -- the end -----------------------------------------------------------------------------------


def score(s: AnachronyState) -> int:
    """Its buildings, superprojects, tracks, VP, breakthroughs (1 each, 2 per set of three
    shapes) and anomalies; never the warp tiles left on the timeline."""
    b = s.bot
    shapes = [t[0] for t in b["breakthroughs"]]
    sets = min(shapes.count(1), shapes.count(2), shapes.count(3))
    return (
        sum(BUILDINGS[int(k[1:])].vp for k in b["buildings"])
        + sum(SUPERPROJECTS[int(k[1:])].vp for k in b["superprojects"])
        + MORALE_VP[b["morale"]]
        + TIME_TRAVEL_VP[b["time_travel"]]
        + b["vp"]
        + len(shapes)
        + 2 * sets
        - 3 * b["anomalies"]
    )
