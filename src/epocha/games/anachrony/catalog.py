"""Anachrony's components as facts, read once from `data/` (numbers and structured abilities;
where each value comes from is in docs.md, "Sources")."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parent / "data"

WORKER_TYPES = ("scientist", "engineer", "administrator", "genius")
# the worker types a genius may stand in for (it never pays as another type)
STAND_INS = ("scientist", "engineer", "administrator")
RESOURCES = ("N", "G", "U", "T")  # neutronium, gold, uranium, titanium
TUG = ("T", "U", "G")  # what "any of titanium, uranium, gold" means
GOODS = ("W", "E", *RESOURCES)  # what a player holds besides workers (water, energy cores)
BUILDING_TYPES = ("power_plant", "factory", "life_support", "lab")
PATHS = ("harmony", "dominance", "progress", "salvation")
SIDES = ("A", "B")
ERAS = 7
IMPACT_AFTER = 4  # the Impact tile lies between the 4th and 5th eras (base game)
SHAPES = (1, 2, 3)
ICONS = (1, 2, 3, 4, 5)
ANY_ICON = 0  # the icon die's "?"
EXOSUITS = 6
PATH_MARKERS = 8  # a player's: one is the focus marker; one goes on the evacuation tile
# the Path markers at hand to mark free actions (and the evacuation): all but the focus
# marker, one fewer once its player evacuated (the seed keeps none back for the evacuation)
FREE_ACTION_MARKERS = PATH_MARKERS - 1


def markers_at_hand(evacuated: bool) -> int:
    """The Path markers a player has at hand at the start of an era."""
    return FREE_ACTION_MARKERS - (1 if evacuated else 0)


ANOMALY_VP = -3
UNPAID_WARP_VP = -2
ENDGAME_CARD_VP = 3


def _load(name: str) -> Any:
    with open(DATA / name, encoding="utf-8") as f:
        return json.load(f)


@dataclass(frozen=True)
class Building:
    id: int
    type: str
    vp: int
    kind: str  # "worker" (a worker slot), "free" (a free action), "passive", "on_build"
    worker: str | None  # who may use its worker slot: "any" or a type
    cost: dict  # what using it costs
    motivated: bool | str | None  # True, or the one type that stays motivated
    dies: bool
    effect: dict
    on_build: dict | None

    @property
    def key(self) -> str:
        return f"b{self.id}"


@dataclass(frozen=True)
class Superproject:
    id: int
    name: str
    vp: int
    cost: dict  # resources and water
    workers: dict  # worker type -> how many are paid
    breakthrough: dict  # {"kind": "specific", "shape", "icon"} or {"kind": "two_of_shape", ...}
    kind: str
    worker: str | None
    action_cost: dict
    effect: dict

    @property
    def key(self) -> str:
        return f"s{self.id}"


@dataclass(frozen=True)
class BoardSide:
    """The numbers printed on a player board (side A: every Path; side B: the Path's own)."""

    exosuit_costs: tuple[tuple[dict, ...], ...]  # per slot 1-6: the ways to pay for it
    water_per_empty_slot: int
    covered_at_impact: tuple[int, ...]  # slots (1-6) a Hex Unavailable tile covers
    morale_vp: tuple[int, ...]
    supply_cost: tuple[int, ...]
    morale_start: int  # index into the morale track
    supply_at_max_vp: int
    time_travel_vp: tuple[int, ...]
    slot_costs: dict[str, tuple[dict, ...]]  # building type -> the 3 slots' costs


@dataclass(frozen=True)
class PathFacts:
    id: str
    leaders: tuple[str, str]
    resources: dict
    active: tuple[str, ...]
    tired: tuple[str, ...]
    side_b: BoardSide
    rules_b: frozenset[str] = field(default_factory=frozenset)


def _side(d: dict) -> BoardSide:
    return BoardSide(
        exosuit_costs=tuple(tuple(alts) for alts in d["exosuit_costs"]),
        water_per_empty_slot=d["water_per_empty_slot"],
        covered_at_impact=tuple(d["covered_at_impact"]),
        morale_vp=tuple(d["morale_vp"]),
        supply_cost=tuple(d["supply_cost"]),
        morale_start=d["morale_start"],
        supply_at_max_vp=d["supply_at_max_vp"],
        time_travel_vp=tuple(d["time_travel_vp"]),
        slot_costs={t: tuple(d["slot_costs"][t]) for t in BUILDING_TYPES},
    )


BUILDINGS: dict[int, Building] = {
    b["id"]: Building(
        b["id"],
        b["type"],
        b["vp"],
        b["kind"],
        b["worker"],
        b["cost"],
        b["motivated"],
        b["dies"],
        b["effect"],
        b["on_build"],
    )
    for b in _load("buildings.json")["buildings"]
}
SUPERPROJECTS: dict[int, Superproject] = {
    s["id"]: Superproject(
        s["id"],
        s["name"],
        s["vp"],
        s["cost"],
        s["workers"],
        s["breakthrough"],
        s["kind"],
        s["worker"],
        s["action_cost"],
        s["effect"],
    )
    for s in _load("superprojects.json")["superprojects"]
}
_PATHS = _load("paths.json")
SIDE_A = _side(_PATHS["side_A"])
PATH_FACTS: dict[str, PathFacts] = {
    name: PathFacts(
        name, tuple(p["leaders"]), p["resources"], tuple(p["active"]), tuple(p["tired"]), _side(p["B"])
    )
    for name, p in _PATHS["paths"].items()
}
BOARD = _load("board.json")
RECRUIT_CARDS: list[dict[str, int]] = BOARD["recruit_cards"]
MINE_CARDS: list[list[str]] = BOARD["mine_cards"]
WARP_TILES: dict[int, dict] = {w["id"]: w["gives"] for w in BOARD["warp_tiles"]}
PARADOX_DIE: list[int] = BOARD["paradox_die"]
SHAPE_DIE: list[int] = BOARD["shape_die"]
ICON_DIE: list[int] = BOARD["icon_die"]
ENDGAME_CARDS: dict[str, dict] = {c["key"]: c for c in BOARD["endgame_cards"]}
COLLAPSING_TILES: dict[str, list[int]] = BOARD["collapsing_tiles"]


def roll(state: Any, faces: list) -> Any:
    """A die with these faces rolled: its outcome is the face's place (faces may repeat, as a
    die's do), through the engine's chance API."""
    from epocha.engine import chance

    return faces[chance.roll(state, len(faces)) - 1]


def building_type(key: str) -> str:
    return BUILDINGS[int(key[1:])].type


def board_side(path: str, side: str) -> BoardSide:
    return SIDE_A if side == "A" else PATH_FACTS[path].side_b
