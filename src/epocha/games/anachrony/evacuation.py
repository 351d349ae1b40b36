"""Evacuation (digest §7, §12): once per game, after the Impact, a player whose Path board's
condition holds scores its base VP plus its bonus, less 3 on the marked spot (never below 0),
at most 30.

Each Path board side shows one condition: (Path, side index) -> what must hold, the base VP,
and the bonus per pair of things owned (workers count in every column, busy ones too).
The numbers are the seed's (first printing); docs.md lists the later printing's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .catalog import BOARD
from .state import AnachronyState, Player

MAX_VP: int = BOARD["evacuation_max_vp"]
PENALTY = 3


@dataclass(frozen=True)
class Condition:
    key: str
    holds: Callable[[AnachronyState, Player], bool]
    base: int
    per: int
    pairs: Callable[[AnachronyState, Player], int]


def _occupied_slots(p: Player) -> int:
    return sum(1 for row in p.rows.values() for slot in row if slot is not None)


def _unused_warps(p: Player) -> int:
    return len(p.warps)


CONDITIONS: dict[tuple[str, int], Condition] = {
    ("harmony", 0): Condition(
        "welfare",
        lambda s, p: len(p.buildings("life_support")) >= 3,
        2,
        3,
        lambda s, p: min(p.workers_owned("genius"), p.goods["G"]),
    ),
    ("harmony", 1): Condition(
        "resurgence",
        lambda s, p: _occupied_slots(p) >= 6,
        2,
        3,
        lambda s, p: min(len(p.buildings()), p.workers_owned("administrator")),
    ),
    ("dominance", 0): Condition(
        "industry",
        lambda s, p: len(p.buildings("factory")) >= 3,
        5,
        2,
        lambda s, p: min(p.workers_owned("engineer"), p.goods["T"]),
    ),
    ("dominance", 1): Condition(
        "unity",
        lambda s, p: p.morale == len(p.board().morale_vp) - 1,
        3,
        1,
        lambda s, p: p.workers_owned(),
    ),
    ("progress", 0): Condition(
        "superiority",
        lambda s, p: len(p.buildings("lab")) >= 3,
        5,
        2,
        lambda s, p: min(p.workers_owned("scientist"), len(p.breakthroughs)),
    ),
    ("progress", 1): Condition(
        "apex",
        lambda s, p: p.goods["W"] >= 8,
        3,
        4,
        lambda s, p: len(p.superprojects),
    ),
    ("salvation", 0): Condition(
        "power",
        lambda s, p: len(p.buildings("power_plant")) >= 3,
        3,
        3,
        lambda s, p: p.goods["N"],
    ),
    ("salvation", 1): Condition(
        "masters",
        lambda s, p: p.anomalies() >= 2,
        6,
        2,
        lambda s, p: min(_unused_warps(p), p.goods["U"]),
    ),
}

# The later printing's Path boards (the `leaders` option "revised" switches them with the
# leaders): other values for three conditions.
REVISED: dict[tuple[str, int], Condition] = {
    ("progress", 0): Condition(
        "superiority",
        CONDITIONS["progress", 0].holds,
        6,
        4,
        lambda s, p: min(len(p.breakthroughs), p.workers_owned("scientist") // 2),
    ),
    ("progress", 1): Condition(
        "apex", CONDITIONS["progress", 1].holds, 3, 5, lambda s, p: len(p.superprojects)
    ),
    ("salvation", 1): Condition(
        "masters",
        CONDITIONS["salvation", 1].holds,
        4,
        5,
        lambda s, p: min(p.time_travel // 2, p.goods["U"] // 2),
    ),
}

RESCUE_PODS = "s14"  # its owner's base condition counts as met


def condition(s: AnachronyState, p: Player) -> Condition:
    assert p.path is not None
    key = (p.path, p.evacuation)
    if s.options.get("leaders") == "revised" and key in REVISED:
        return REVISED[key]
    return CONDITIONS[key]


def condition_met(s: AnachronyState, p: Player) -> bool:
    return RESCUE_PODS in p.superprojects or condition(s, p).holds(s, p)


def penalty_spot(players: int) -> int:
    """The numbered spot (1 = the first evacuation) that carries the -3 VP token."""
    return BOARD["evacuation_minus3_spot"][str(players)]


def evacuation_vp(s: AnachronyState, p: Player, spot: int) -> int:
    c = condition(s, p)
    vp = c.base + c.per * c.pairs(s, p)
    if spot == penalty_spot(s.table):
        vp = max(0, vp - PENALTY)
    return min(MAX_VP, vp)


def evacuate(s: AnachronyState, p: Player) -> None:
    spot = len(s.evacuation) + 1
    vp = evacuation_vp(s, p, spot)
    s.evacuation.append(p.seat)
    p.evacuated = True
    p.markers -= 1  # (one of its Path markers goes on the evacuation tile for good)
    p.vp += vp
    s.emit("evacuate", {"player": p.seat, "spot": spot, "vp": vp})
