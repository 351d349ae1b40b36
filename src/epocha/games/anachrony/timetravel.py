"""Time travel through a power plant (digest §9): set Focus on a past era tile within range,
optionally repay one of your warp tiles lying there, and step the Time Travel track when both
were done (at its last space the marker stays).

Range counts era tiles back from the present (the Impact tile is not one); a power plant's
range and the labs' bonuses add, several plants' do not. With a power plant, Focus never ends
under the present tile; already on a past tile within range, it may stay.
Repaying pays exactly what the tile shows: a worker of that very type from the Active column
(a genius cannot stand in), a powered exosuit from a slot, or the goods.
"""

from __future__ import annotations

from typing import Any

from epocha.engine.message import msg

from .catalog import WARP_TILES, WORKER_TYPES
from .state import AnachronyState, Player
from .steps import ActionContext

RANGE_LABS = {"b401": 1, "b402": 2}


def range_bonus(p: Player) -> int:
    return sum(bonus for key, bonus in RANGE_LABS.items() if key in p.buildings("lab", usable=True))


def focus_targets(s: AnachronyState, p: Player, reach: int) -> list[int]:
    """The past era tiles a power plant of range `reach` may set Focus on."""
    return list(range(max(1, s.era - reach), s.era))


def can_repay(p: Player, tile: int) -> bool:
    for kind, n in WARP_TILES[tile].items():
        if kind == "powered_exosuit":
            if sum(p.powered) < n:
                return False
        elif kind in WORKER_TYPES:
            if p.active[kind] < n:
                return False
        elif p.goods[kind] < n:
            return False
    return True


def repay(s: AnachronyState, p: Player, era: int, tile: int) -> None:
    for kind, n in WARP_TILES[tile].items():
        if kind == "powered_exosuit":
            for _ in range(n):
                p.powered[p.powered.index(True)] = False
                p.exosuits += 1
        elif kind in WORKER_TYPES:
            p.active[kind] -= n
        else:
            p.goods[kind] -= n
    s.tile(era)["warps"].remove([p.seat, tile])
    p.warps.append(tile)
    p.warps.sort()


def repayable(s: AnachronyState, p: Player, era: int) -> list[int]:
    return sorted(t for q, t in s.tile(era)["warps"] if q == p.seat and can_repay(p, t))


class TimeTravelSteps:
    """The steps of a power plant's time travel, for the action that uses one: it sets
    `vars["reach"]` (and `vars["travels"]`, how many times: #114 travels twice), then calls
    `travel(ctx)`."""

    def travel(self, ctx: ActionContext) -> None:
        s, p = ctx.s, ctx.p
        targets = focus_targets(s, p, ctx.vars["reach"])
        if len(targets) == 1:
            self.focused(ctx, targets[0])
        else:
            ctx.ask("focus", targets, msg("Time travel: set your Focus on an era"), then=self.focused)

    def focused(self, ctx: ActionContext, era: int) -> None:
        p = ctx.p
        p.focus = era
        ctx.s.emit("focus", {"player": ctx.seat, "era": era})
        tiles = repayable(ctx.s, p, era)
        if tiles:
            ctx.ask("repay", tiles, msg("Time travel: you may repay a warp tile"), then=self.repaid, may=True)
        else:
            self.repaid(ctx, None)

    def repaid(self, ctx: ActionContext, tile: Any) -> None:
        s, p = ctx.s, ctx.p
        if tile is not None:
            repay(s, p, p.focus, tile)
            # the marker steps right, but not past the track's last space
            p.time_travel = min(p.time_travel + 1, len(p.board().time_travel_vp) - 1)
            s.emit("time_travel", {"player": ctx.seat, "era": p.focus, "tile": tile, "steps": p.time_travel})
        ctx.vars["travels"] = ctx.vars.get("travels", 1) - 1
        if ctx.vars["travels"] > 0:
            self.travel(ctx)
