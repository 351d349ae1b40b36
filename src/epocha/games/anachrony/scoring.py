"""The end of the game (digest §11): untangling the continuum, the endgame cards, the sum and
the tie-breaks (most water, then most resources; still tied: a shared victory)."""

from __future__ import annotations

from .catalog import (
    ANOMALY_VP,
    BUILDINGS,
    ENDGAME_CARD_VP,
    SUPERPROJECTS,
    UNPAID_WARP_VP,
    WARP_TILES,
)
from .goods import resource_count
from .state import AnachronyState, Player

ANOMALY_SHIELD = ("b406", 2)  # each anomaly is worth this much more
ARCHIVE = "s2"  # +1 VP per time-travel step
ULTIMATE_PLAN = "s16"  # +3 VP per superproject owned, itself included
ENDORPHINS = "s10"  # no negative morale VP


def untangle(s: AnachronyState, p: Player) -> int:
    """Repay every warp tile of `p` still on the timeline that it can (workers from the Active
    column, exosuits powered); returns how many it could not. Each tile asks for one kind of
    thing, so repaying as many as possible is repaying each kind while it lasts."""
    unpaid = 0
    for era in range(1, len(s.timeline) + 1):
        tile = s.tile(era)
        for entry in list(tile["warps"]):
            seat, t = entry
            if seat != p.seat:
                continue
            if _repay(p, WARP_TILES[t]):
                tile["warps"].remove(entry)
                p.warps.append(t)
            else:
                unpaid += 1
    return unpaid


def _repay(p: Player, gives: dict) -> bool:
    for kind, n in gives.items():
        if kind == "powered_exosuit":
            if not any(p.powered):
                return False
            p.powered[p.powered.index(True)] = False
            p.exosuits += 1
        elif kind in p.active:
            if p.active[kind] < n:
                return False
            p.active[kind] -= n
        else:
            if p.goods[kind] < n:
                return False
            p.goods[kind] -= n
    return True


def breakthrough_vp(p: Player) -> int:
    shapes = [b[0] for b in p.breakthroughs]
    sets = min(shapes.count(1), shapes.count(2), shapes.count(3))
    return len(shapes) + 2 * sets


def endgame_measure(s: AnachronyState, p: Player, key: str) -> int:
    if key == "most_workers":
        return p.workers_owned()
    if key == "most_water":
        return p.goods["W"]
    if key == "most_breakthroughs":
        return len(p.breakthroughs)
    if key == "most_occupied_building_slots":
        return sum(1 for row in p.rows.values() for slot in row if slot is not None)
    if key == "highest_morale":
        return p.morale
    if key == "highest_total_time_travel_range":
        return time_travel_range(p)
    if key == "most_superprojects":
        return len(p.superprojects)
    if key == "most_successful_time_travels":
        return p.time_travel
    if key == "most_completed_experiments":
        return len(p.experiments)
    raise KeyError(key)


# the range each power plant (and its helpers) counts for on the "range" endgame card
_RANGE = {101: 1, 112: 1, 113: 1, 110: 4, 102: 2, 103: 2, 104: 2, 108: 2}
TEMPORAL_TOURISM = "s8"


def time_travel_range(p: Player) -> int:
    total = 0
    for key in p.buildings():
        b = BUILDINGS[int(key[1:])]
        if b.type == "power_plant":
            total += _RANGE.get(b.id, 3)
        elif b.id == 401:
            total += 1
        elif b.id == 402:
            total += 2
    if TEMPORAL_TOURISM in p.superprojects:
        total += 3
    return total


def breakdown(s: AnachronyState, p: Player, unpaid: int, cards: int) -> dict[str, int]:
    side = p.board()
    anomaly = ANOMALY_VP + (ANOMALY_SHIELD[1] if ANOMALY_SHIELD[0] in p.buildings(usable=True) else 0)
    morale = side.morale_vp[p.morale]
    if ENDORPHINS in p.superprojects:
        morale = max(0, morale)
    projects = sum(SUPERPROJECTS[int(k[1:])].vp for k in p.superprojects)
    if ARCHIVE in p.superprojects:
        projects += p.time_travel
    if ULTIMATE_PLAN in p.superprojects:
        projects += 3 * len(p.superprojects)
    return {
        "buildings": sum(BUILDINGS[int(k[1:])].vp for k in p.buildings()),
        "anomalies": anomaly * p.anomalies(),
        "superprojects": projects,
        "time_travel": side.time_travel_vp[min(p.time_travel, len(side.time_travel_vp) - 1)],
        "morale": morale,
        "tokens": p.vp,
        "warps": UNPAID_WARP_VP * unpaid,
        "endgame": ENDGAME_CARD_VP * cards,
        "breakthroughs": breakthrough_vp(p),
    }


def _solo_result(s: AnachronyState, scores: list[int], details: list[dict], reason: str) -> dict:
    """Alone: the player wins by beating the Chronobot's score (ties: water, then resources)."""
    from .chronobot import score

    bot = score(s)
    b = s.bot
    assert b is not None
    p = s.players[0]
    mine = (scores[0], p.goods["W"], resource_count(p))
    theirs = (bot, b["water"], sum(b["resources"].values()))
    s.emit("final_scores", {"scores": scores, "details": details, "chronobot": bot})
    return {
        "winners": [0] if mine > theirs else [],
        "scores": scores,
        "reason": reason,
        "measure": {"kind": "opponent", "value": bot},
    }


def final_result(s: AnachronyState, reason: str) -> dict:
    unpaid = {p.seat: untangle(s, p) for p in s.players}
    cards = {p.seat: 0 for p in s.players}
    for key in s.endgame:
        values = {p.seat: endgame_measure(s, p, key) for p in s.players}
        best = max(values.values())
        for seat, v in values.items():
            if v == best:
                cards[seat] += 1
    details = [breakdown(s, p, unpaid[p.seat], cards[p.seat]) for p in s.players]
    scores = [sum(d.values()) for d in details]
    if s.bot is not None:
        return _solo_result(s, scores, details, reason)
    rank = {p.seat: (scores[p.seat], p.goods["W"], resource_count(p)) for p in s.players}
    top = max(rank.values())
    winners = sorted(seat for seat, r in rank.items() if r == top)
    s.emit("final_scores", {"scores": scores, "details": details})
    return {"winners": winners, "scores": scores, "reason": reason}
