"""Paradoxes and anomalies (digest §5.2).

A player who receives their third paradox (fourth for Progress on side B, one more with Lab
405) by any means is struck by an anomaly at once: their paradox tokens all go back, they may
take one of their own warp tiles back from the timeline (no time travel: no track step), and an
anomaly tile goes on their leftmost free building slot (the player picks the row when rows tie;
with no free slot it covers a building, which is then unusable). In the Paradox phase a struck
player rolls no more, and takes the warp tile back once everyone has rolled.
"""

from __future__ import annotations

from typing import Any

from epocha.engine.message import msg

from .catalog import BUILDING_TYPES, BUILDINGS, PARADOX_DIE, roll
from .state import ANOMALY, BOT, AnachronyState, Player
from .steps import Action, ActionContext, act_frame, action
from .workers import TIRED

PARADOX_LIMIT = 3
ANOMALY_LAB = "b405"


def paradox_limit(p: Player) -> int:
    limit = PARADOX_LIMIT
    if p.path == "progress" and p.side == "B":
        limit += 1
    if ANOMALY_LAB in p.buildings("lab", usable=True):  # (not under an anomaly)
        limit += 1
    return limit


def add_paradox(s: AnachronyState, p: Player, n: int, *, in_phase: bool = False) -> bool:
    """Give `p` `n` paradoxes; True if that strikes them with an anomaly (then handled now, or,
    `in_phase`, once the Paradox phase's rolls are over)."""
    if n <= 0:
        return False
    p.paradox += n
    s.emit("paradox", {"player": p.seat, "count": n, "total": p.paradox})
    if p.paradox < paradox_limit(p):
        return False
    p.paradox = 0
    s.emit("anomaly_strikes", {"player": p.seat})
    if not in_phase:
        s.stack.append(act_frame(p.seat, "anomaly", None))
    return True


def paradox_phase(s: AnachronyState) -> None:
    """Roll for the eras' warp tiles, left to right; struck players then take their
    anomalies in player order (frames pushed so that the first in order runs first)."""
    struck: list[int] = []
    for era in range(1, s.era + 1):
        counts: dict[int, int] = {}
        for seat, _tile in s.tile(era)["warps"]:
            counts[seat] = counts.get(seat, 0) + 1
        if not counts:
            continue
        most = max(counts.values())
        # (the Chronobot rolls last)
        for seat in sorted(s.order(), key=lambda q: q == BOT):
            if counts.get(seat) == most and seat not in struck:
                # (the No Paradox Dice variant: exactly one per roll)
                rolled = 1 if s.options.get("no_paradox_dice") else roll(s, PARADOX_DIE)
                s.emit("paradox_roll", {"player": seat, "era": era, "rolled": rolled})
                if seat == BOT:
                    from .chronobot import add_paradox as bot_paradox

                    if bot_paradox(s, rolled):
                        struck.append(seat)
                elif add_paradox(s, s.players[seat], rolled, in_phase=True):
                    struck.append(seat)
    for seat in sorted(struck, key=s.order().index, reverse=True):
        if seat != BOT:  # (its anomaly is resolved at once)
            s.stack.append(act_frame(seat, "anomaly", None))


def own_warps_on_timeline(s: AnachronyState, seat: int) -> list[list[int]]:
    """[era, tile] for each of the seat's warp tiles on the timeline."""
    return [
        [era, tile] for era in range(1, len(s.timeline) + 1) for q, tile in s.tile(era)["warps"] if q == seat
    ]


def take_back_warp(s: AnachronyState, p: Player, era: int, tile: int) -> None:
    s.tile(era)["warps"].remove([p.seat, tile])
    p.warps.append(tile)
    p.warps.sort()
    s.emit("warp_back", {"player": p.seat, "era": era, "tile": tile})


def anomaly_places(p: Player) -> list[list[Any]]:
    """[row, slot] where the anomaly may go: the leftmost free slot (rows tying there); with no
    free slot, on any building ("covering"); Salvation on side B: any free slot."""
    free = [[t, i] for t in BUILDING_TYPES for i in range(3) if p.rows[t][i] is None]
    if free:
        if p.path == "salvation" and p.side == "B":
            return free
        first = min(i for _, i in free)
        return [[t, i] for t, i in free if i == first]
    return [[t, i] for t in BUILDING_TYPES for i in range(3) if (p.rows[t][i] or "").startswith("b")]


@action
class Anomaly(Action):
    name = "anomaly"
    section = "paradox"

    def start(self, ctx: ActionContext) -> None:
        warps = own_warps_on_timeline(ctx.s, ctx.seat)
        if warps:
            ctx.ask(
                "warp_back",
                warps,
                msg("Anomaly: you may take one of your warp tiles back"),
                then=self.back,
                may=True,
            )
        else:
            self.back(ctx, None)

    def back(self, ctx: ActionContext, warp: Any) -> None:
        if warp is not None:
            take_back_warp(ctx.s, ctx.p, warp[0], warp[1])
        p = ctx.p
        if p.path == "harmony" and p.side == "B" and p.buildings():
            # Harmony's side B: a building of its own may go instead of taking the anomaly
            prompt = msg("Anomaly: you may lose one of your buildings instead")
            ctx.ask("lose_building", sorted(p.buildings()), prompt, then=self.instead, may=True)
            return
        self.take(ctx)

    def instead(self, ctx: ActionContext, key: str | None) -> None:
        if key is None:
            return self.take(ctx)
        s, p = ctx.s, ctx.p
        for row in p.rows.values():
            for i, slot in enumerate(row):
                if slot is not None and slot.split(":")[-1] == key:
                    # (an anomaly lying on it stays in the slot)
                    row[i] = ANOMALY if slot != key else None
        kind = BUILDINGS[int(key[1:])].type
        s.primary[kind].insert(0, key)  # to the bottom of its primary stack
        for b in p.busy:
            if b[1] == key:  # its worker is set aside: Tired once the Action Rounds end
                b[2] = TIRED
        s.emit("building_lost", {"player": ctx.seat, "building": key})

    def take(self, ctx: ActionContext) -> None:
        places = anomaly_places(ctx.p)
        if len(places) > 1:
            ctx.ask("anomaly_place", places, msg("Where does the anomaly go?"), then=self.placed)
        elif places:
            self.placed(ctx, places[0])

    def placed(self, ctx: ActionContext, place: list) -> None:
        row, i = place
        p = ctx.p
        under = p.rows[row][i]
        # (a superproject's two slots: the anomaly lies on the one slot it was put on)
        p.rows[row][i] = ANOMALY if under is None else f"{ANOMALY}:{under}"
        ctx.s.emit("anomaly", {"player": ctx.seat, "row": row, "slot": i, "covers": under})
