"""What a seat sees of the game. Hidden: the order of every deck and stack below its top, the
superprojects still face down, the Collapsing Capital tiles not drawn, and the warp tiles the
others chose in secret before they are revealed (a seat sees only *that* they chose)."""

from __future__ import annotations

from epocha.engine.secret import has_chosen

from .catalog import BUILDING_TYPES
from .state import AnachronyState, Player


def _board_values(p: Player) -> dict | None:
    """What the player's board prints (its side's: side B differs by Path), for boards that
    draw the tracks and slots with their numbers."""
    if p.path is None:
        return None
    side = p.board()
    return {
        "morale_vp": list(side.morale_vp),
        "supply_cost": list(side.supply_cost),
        "time_travel_vp": list(side.time_travel_vp),
        "exosuit_costs": [[dict(c) for c in alts] for alts in side.exosuit_costs],
        "slot_costs": {t: [dict(c) for c in costs] for t, costs in side.slot_costs.items()},
    }


def player_view(s: AnachronyState, p: Player, seat: int | None) -> dict:
    out = {
        "seat": p.seat,
        "path": p.path,
        "leader": p.leader,
        "side": p.side,
        "evacuation": p.evacuation,
        "goods": dict(p.goods),
        "vp": p.vp,
        "active": dict(p.active),
        "tired": dict(p.tired),
        "busy": [list(b) for b in p.busy],
        "exosuits": p.exosuits,
        "powered": list(p.powered),
        "covered": list(p.covered),
        "rows": {t: list(row) for t, row in p.rows.items()},
        "breakthroughs": [list(b) for b in p.breakthroughs],
        "superprojects": list(p.superprojects),
        "paradox": p.paradox,
        "morale": p.morale,
        "time_travel": p.time_travel,
        "focus": p.focus,
        "warps": list(p.warps),
        "markers": p.markers,
        "used": list(p.used),
        "evacuated": p.evacuated,
        "passed": p.passed,
        "experiments": list(p.experiments),
        "board": _board_values(p),
    }
    if s.phase == "warp":
        out["warp_chosen"] = has_chosen(s.picks, p.seat)
        if seat == p.seat and s.picks[p.seat] is not None:
            out["warp_pick"] = list(s.picks[p.seat])
    if s.phase in ("assets", "endgame"):  # a draft: its own cards, and whether each chose
        out["kept"] = has_chosen(s.setup_picks, p.seat)
        if seat == p.seat:
            if s.asset_hands:
                out["asset_hand"] = sorted(s.asset_hands[p.seat])
                out["assets_kept"] = list(s.asset_kept[p.seat])
            if s.endgame_hands:
                out["endgame_hand"] = sorted(s.endgame_hands[p.seat])
    return out


def _doomsday(s: AnachronyState) -> dict:
    planned = bool(s.options.get("planned_experiments"))
    return {
        "experiments": [[k if up else None, up and k is not None] for k, up in s.experiments],
        "trackers": dict(s.trackers),
        "level2_count": len(s.level2),
        "level2_top": s.level2[-1] if planned and s.level2 else None,
    }


def state_view(s: AnachronyState, seat: int | None) -> dict:
    return {
        "era": s.era,
        "phase": s.phase,
        "first": s.first,
        "turn": s.turn,
        "timeline": [
            {
                "era": i + 1,
                "superproject": t["superproject"] if t["face_up"] else None,
                "face_up": t["face_up"],
                "warps": [list(w) for w in t["warps"]],
            }
            for i, t in enumerate(s.timeline)
        ],
        "impact_after": s.impact_after,
        "impacted": s.impacted,
        "stacks": {
            t: {
                "primary": s.primary[t][-1:] if s.primary[t] else [],
                "primary_count": len(s.primary[t]),
                "secondary": s.secondary[t][-1:] if s.secondary[t] else [],
                "secondary_count": len(s.secondary[t]),
            }
            for t in BUILDING_TYPES
        },
        "recruit_pool": dict(s.recruit_pool),
        "mine_pool": list(s.mine_pool),
        "spaces": dict(s.spaces),
        "pool_users": [list(u) for u in s.pool_users],
        "collapse": {a: [list(t) for t in ts] for a, ts in s.collapse.items()},
        "breakthroughs": dict(s.breakthroughs),
        "endgame": list(s.endgame),
        "evacuation": list(s.evacuation),
        "earth_saved": s.earth_saved,
        **(_doomsday(s) if s.options.get("doomsday") else {}),
        "players": [player_view(s, p, seat) for p in s.players],
        # the Chronobot hides nothing (its warp tiles' faces do not matter: it gains nothing)
        "chronobot": None
        if s.bot is None
        else {k: (list(v) if isinstance(v, list) else v) for k, v in s.bot.items()},
    }
