"""Buildings' abilities, read from their structured data (`data/buildings.json`): a worker slot
(who may use it, what it costs, where the worker goes in Clean Up) or a free action, and what
it does. One interpreter runs them all; the abilities only the printed data names are:

- `time_travel` {range, repeat}: a power plant's time travel (`timetravel`);
- `gain` {goods, "VP", "powered_exosuit", "genius_active", "paradox"}: gained at once;
- `gain_choice` {"TUG": 1}: one titanium, uranium or gold, as the player likes;
- `gain_one_of` [...]: one of the listed gains, as the player likes;
- `return_paradox`, `return_own_warp_tile` (no time travel: no track step), `tired_to_active`.

A cost of "x" (power plants 112 and 113) is chosen: 112 pays X water for range X, each
range lab making it as much water cheaper as the range it adds (#401 one, #402 two; at least
1 water); 113 pays X titanium/uranium/gold for range X and X VP, range labs reaching further
but adding no VP.
"""

from __future__ import annotations

from typing import Any

from epocha.engine.message import card_cause, msg

from . import goods, reservoir
from .catalog import BUILDINGS, TUG, WORKER_TYPES
from .goods import Payment
from .paradox import add_paradox, own_warps_on_timeline, take_back_warp
from .state import AnachronyState, Player
from .steps import Action, ActionContext, action
from .timetravel import TimeTravelSteps, range_bonus
from .workers import ACTIVE, DIES, TIRED, wake_all

# Progress's side B: scientists on its own power plants, factories and labs stay motivated
_PROGRESS_MOTIVATED = ("power_plant", "factory", "lab")


def facts(key: str) -> Any:
    return BUILDINGS[int(key[1:])]


def may_work(key: str, as_type: str) -> bool:
    who = facts(key).worker
    return who == "any" or who == as_type


def fate(p: Player, key: str, as_type: str) -> str:
    b = facts(key)
    if b.dies:
        return DIES
    if b.motivated is True or b.motivated == f"{as_type}_only":
        return ACTIVE
    if p.path == "progress" and p.side == "B" and as_type == "scientist" and b.type in _PROGRESS_MOTIVATED:
        return ACTIVE
    return TIRED


def worker_slots(p: Player) -> list[str]:
    """The player's usable building worker slots not used this era."""
    return [k for k in p.buildings(usable=True) if facts(k).kind == "worker" and k not in p.used]


def free_actions(p: Player) -> list[str]:
    return [k for k in p.buildings(usable=True) if facts(k).kind == "free" and k not in p.used]


def _x_options(s: AnachronyState, p: Player, key: str) -> list[int]:
    b = facts(key)
    if b.id == 112:
        return [x for x in range(1, s.era) if p.goods["W"] >= max(1, x - range_bonus(p))]
    tug = sum(p.goods[r] for r in TUG)
    return list(range(b.effect.get("x_min", 1), tug + 1))


def cost_payments(p: Player, key: str) -> list[Payment]:
    cost = facts(key).cost
    if any(v == "x" for v in cost.values()):
        return []
    return goods.payments(p, [reservoir.cut(p, cost)])


def possible(s: AnachronyState, p: Player, key: str) -> bool:
    """Whether the ability can be used now (cost payable, something to do)."""
    b = facts(key)
    e = b.effect
    if any(v == "x" for v in b.cost.values()):
        if not _x_options(s, p, key):
            return False
    elif not cost_payments(p, key):
        return False
    if "time_travel" in e and s.era < 2:
        return False  # no past era to set Focus on
    if "return_paradox" in e and p.paradox <= 0:
        return False
    if "return_own_warp_tile" in e and not own_warps_on_timeline(s, p.seat):
        return False
    if "tired_to_active" in e and not any(p.tired.values()):
        return False
    gains = e.get("gain", {})
    return not ("powered_exosuit" in gains and p.exosuits <= 0)


def arrive_exosuit(p: Player) -> None:
    """A powered exosuit gained: from the personal supply onto a free slot."""
    free = [i for i in range(6) if not p.powered[i] and i + 1 not in p.covered]
    free = free or [i for i in range(6) if not p.powered[i]]
    p.exosuits -= 1
    p.powered[free[0]] = True


def gain_all(ctx: ActionContext, gains: dict) -> None:
    p = ctx.p
    plain = {k: v for k, v in gains.items() if k in ("W", "E", "N", "G", "U", "T", "VP")}
    goods.gain(p, plain)
    for k, v in gains.items():
        if k == "powered_exosuit":
            for _ in range(v):
                if p.exosuits > 0:
                    arrive_exosuit(p)
        elif k.endswith("_active") and k[: -len("_active")] in WORKER_TYPES:
            p.active[k[: -len("_active")]] += v
        elif k == "paradox":
            add_paradox(ctx.s, p, v)


@action
class Building(Action, TimeTravelSteps):
    """A building's worker slot or free action (the frame's `key` names the tile)."""

    name = "building"

    def cause(self, ctx: ActionContext) -> dict:
        return card_cause(ctx.frame.data["key"])  # type: ignore[union-attr]

    def start(self, ctx: ActionContext) -> None:
        key = ctx.frame.data["key"]  # type: ignore[union-attr]
        b = facts(key)
        if any(v == "x" for v in b.cost.values()):
            ctx.ask("x", _x_options(ctx.s, ctx.p, key), msg("Choose X"), then=self.chose_x)
            return
        ways = cost_payments(ctx.p, key)
        if len(ways) > 1:
            ctx.ask("payment", [[list(x) for x in w] for w in ways], msg("Choose how to pay"), then=self.paid)
        else:
            self.paid(ctx, [list(x) for x in ways[0]])

    def chose_x(self, ctx: ActionContext, x: int) -> None:
        p = ctx.p
        b = facts(ctx.frame.data["key"])  # type: ignore[union-attr]
        ctx.vars["x"] = x
        if b.id == 112:
            self.paid(ctx, [["W", max(1, x - range_bonus(p))]])
            return
        ways = goods.payments(p, [{"TUG": x}])
        if len(ways) > 1:
            ctx.ask(
                "payment", [[list(w) for w in way] for way in ways], msg("Choose how to pay"), then=self.paid
            )
        else:
            self.paid(ctx, [list(w) for w in ways[0]])

    def paid(self, ctx: ActionContext, payment: list) -> None:
        s, p = ctx.s, ctx.p
        key = ctx.frame.data["key"]  # type: ignore[union-attr]
        b = facts(key)
        goods.pay(p, tuple(tuple(x) for x in payment))
        reservoir.spent(p, b.cost.get("W"))
        s.emit("ability", {"player": ctx.seat, "building": key})
        e = b.effect
        x = ctx.vars.get("x")
        gains = {k: (x if v == "x" else v) for k, v in e.get("gain", {}).items()}
        gain_all(ctx, gains)
        if "return_paradox" in e:
            p.paradox = max(0, p.paradox - e["return_paradox"])
        if "tired_to_active" in e:
            wake_all(p)
        if "gain_choice" in e:
            ctx.ask("resource", list(TUG), msg("Choose a resource to gain"), then=self.chose_resource)
            return
        if "gain_one_of" in e:
            options = [sorted([k, v] for k, v in g.items()) for g in e["gain_one_of"]]
            ctx.ask("gain", options, msg("Choose what to gain"), then=self.chose_gain)
            return
        if "return_own_warp_tile" in e:
            warps = own_warps_on_timeline(s, ctx.seat)
            ctx.ask("warp_back", warps, msg("Take one of your warp tiles back"), then=self.warp_back)
            return
        if "time_travel" in e:
            tt = e["time_travel"]
            reach = x if tt["range"] == "x" else tt["range"]
            if b.id != 112:  # (112's labs made its water cheaper instead)
                reach += range_bonus(p)
            ctx.vars["reach"] = reach
            ctx.vars["travels"] = tt.get("repeat", 1)
            self.travel(ctx)

    def chose_resource(self, ctx: ActionContext, resource: str) -> None:
        goods.gain(ctx.p, {resource: 1})

    def chose_gain(self, ctx: ActionContext, choice: list) -> None:
        gains = {k: v for k, v in choice}
        if "TUG" in gains:
            ctx.vars["tug"] = gains["TUG"]
            self.chose_tug(ctx, None)
        else:
            gain_all(ctx, gains)

    def chose_tug(self, ctx: ActionContext, resource: str | None) -> None:
        if resource is not None:
            goods.gain(ctx.p, {resource: 1})
            ctx.vars["tug"] -= 1
        if ctx.vars["tug"] > 0:
            ctx.ask("resource", list(TUG), msg("Choose a resource to gain"), then=self.chose_tug)

    def warp_back(self, ctx: ActionContext, warp: list) -> None:
        take_back_warp(ctx.s, ctx.p, warp[0], warp[1])


def on_build(ctx: ActionContext, key: str) -> None:
    """A building's one-time effect when built: goods, or a warp tile taken back (#111)."""
    b = facts(key)
    if not b.on_build:
        return
    if "gain" in b.on_build:
        goods.gain(ctx.p, b.on_build["gain"])
    if b.on_build.get("return_own_warp_tile"):
        warps = own_warps_on_timeline(ctx.s, ctx.seat)
        if warps:
            prompt = msg("Take one of your warp tiles back", cause=card_cause(key))
            ctx.ask("warp_back", warps, prompt, then="warp_back")
