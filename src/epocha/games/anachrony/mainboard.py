"""The main board's actions: Construct, Recruit, Research, World Council, Mine, Purify Water,
Trade with Nomads and Evacuation (digest §7).

Each is an `Action`; `possible(s, p, as_type)` says whether a worker acting as `as_type` could
take it now (the turn offers only actions that can be done), and its steps resolve it.
"""

from __future__ import annotations

from typing import Any

from epocha.engine.message import card_cause, msg

from . import board, collapse, evacuation, goods
from .catalog import (
    BUILDING_TYPES,
    ICON_DIE,
    ICONS,
    SHAPE_DIE,
    SHAPES,
    SUPERPROJECTS,
    TUG,
    building_type,
    roll,
)
from .construction import (
    ConstructSteps,
    build_building,
    build_superproject,
    building_options,
    can_construct,
    superproject_payments,
)
from .doomsday import ExperimentSteps, claimable
from .state import AnachronyState, Player
from .steps import Action, ActionContext, action
from .workers import ACTIVE, set_fate

RECRUIT_BONUS = {"scientist": {"W": 2}, "engineer": {"E": 1}, "administrator": {"VP": 1}}
GENIUS_BONUSES = ("W", "E", "VP")
_BONUS_GOODS = {"W": {"W": 2}, "E": {"E": 1}, "VP": {"VP": 1}}
TECTONIC_DRILL = "s13"  # Mine gives one titanium, uranium or gold more

# Trade with Nomads: each exchange, either way (digest §7); "TUG2" is two of T/U/G in any mix
EXCHANGES = (({"W": 3}, {"E": 1}), ({"E": 1}, {"N": 1}), ({"N": 1}, {"TUG": 2}), ({"TUG": 2}, {"W": 3}))


class MainBoardAction(Action):
    def possible(self, s: AnachronyState, p: Player, as_type: str) -> bool:
        raise NotImplementedError


@action
class Construct(MainBoardAction, ConstructSteps):
    name = "construct"
    section = "board.construct"

    def possible(self, s: AnachronyState, p: Player, as_type: str) -> bool:
        return can_construct(s, p, as_type)

    def start(self, ctx: ActionContext) -> None:
        s, p = ctx.s, ctx.p
        collapse.begin(ctx)
        less = collapse.cost_cut(ctx)
        options = [key for key, _ in building_options(s, p, ctx.as_type, less)]
        if ctx.frame.data.get("superproject_only"):  # type: ignore[union-attr]
            options = []  # (a Collapsing Capital tile's Construct)
        sp = s.tile(p.focus)["superproject"]
        if sp is not None and superproject_payments(s, p, ctx.as_type, less):
            options.append(sp)
        ctx.ask("build", options, msg("Construct: choose a building or the superproject"), then=self.chosen)

    def chosen(self, ctx: ActionContext, key: str) -> None:
        if key.startswith("s"):
            build_superproject(ctx, key)
        else:
            build_building(ctx, key)


@action
class Recruit(MainBoardAction):
    name = "recruit"
    section = "board.recruit"

    def choices(self, s: AnachronyState, as_type: str) -> list[str]:
        return [
            t for t, n in s.recruit_pool.items() if n > 0 and not (t == "genius" and as_type == "engineer")
        ]

    def possible(self, s: AnachronyState, p: Player, as_type: str) -> bool:
        return bool(self.choices(s, as_type))

    def start(self, ctx: ActionContext) -> None:
        collapse.begin(ctx)
        ctx.ask("worker", self.choices(ctx.s, ctx.as_type), msg("Recruit: choose a worker"), then=self.took)

    def took(self, ctx: ActionContext, kind: str) -> None:
        s, p = ctx.s, ctx.p
        s.recruit_pool[kind] -= 1
        p.active[kind] += 1
        s.emit("recruit", {"player": ctx.seat, "worker": kind})
        if kind == "genius":
            ctx.ask("bonus", list(GENIUS_BONUSES), msg("Recruit bonus: choose one"), then=self.bonus)
        else:
            goods.gain(p, RECRUIT_BONUS[kind])

    def bonus(self, ctx: ActionContext, choice: str) -> None:
        goods.gain(ctx.p, _BONUS_GOODS[choice])


def breakthroughs_left(s: AnachronyState, shape: int, icon: int) -> int:
    return s.breakthroughs.get(f"{shape}-{icon}", 0)


def take_breakthrough(s: AnachronyState, p: Player, shape: int, icon: int) -> None:
    key = f"{shape}-{icon}"
    if s.breakthroughs.get(key, 0) <= 0:
        raise ValueError(f"no breakthrough {key} is left")
    s.breakthroughs[key] -= 1
    p.breakthroughs.append([shape, icon])
    s.emit("breakthrough", {"player": p.seat, "shape": shape, "icon": icon})


@action
class Research(MainBoardAction):
    """Set one die, roll the other, take the breakthrough they show ("?": any icon); none of
    it left: reroll a die of your choice (one that can still show an available tile)."""

    name = "research"
    section = "board.research"

    def possible(self, s: AnachronyState, p: Player, as_type: str) -> bool:
        return any(n > 0 for n in s.breakthroughs.values())

    def start(self, ctx: ActionContext) -> None:
        s = ctx.s
        collapse.begin(ctx)
        options = [f"shape:{k}" for k in SHAPES if any(breakthroughs_left(s, k, i) for i in ICONS)]
        options += [f"icon:{k}" for k in ICONS if any(breakthroughs_left(s, sh, k) for sh in SHAPES)]
        ctx.ask("die", options, msg("Research: set one die"), then=self.set)

    def set(self, ctx: ActionContext, choice: str) -> None:
        die, face = choice.split(":")
        v = ctx.vars
        v[die] = int(face)
        v["other"] = other = "icon" if die == "shape" else "shape"
        # the second die set too (a Collapsing Capital tile, Cornella, Lab 411): only faces that
        # give a tile still there
        cost = second_die_cost(ctx)
        if cost is not None:
            faces = ICONS if other == "icon" else SHAPES
            options = [f"{other}:{f}" for f in faces if breakthroughs_left(ctx.s, **{die: v[die], other: f})]
            if options:
                v["cost"] = cost
                prompt = msg("Research: you may set the other die too", cause=second_die_cause(ctx))
                ctx.ask("die", options, prompt, then=self.set_second, may=True)
                return
        self.set_second(ctx, None)

    def set_second(self, ctx: ActionContext, choice: str | None) -> None:
        v = ctx.vars
        if choice is None:
            v[v["other"]] = roll(ctx.s, ICON_DIE if v["other"] == "icon" else SHAPE_DIE)
        else:
            goods.pay(ctx.p, v["cost"])
            v[v["other"]] = int(choice.split(":")[1])
        ctx.s.emit("research_roll", {"player": ctx.seat, "shape": v["shape"], "icon": v["icon"]})
        self.resolve(ctx)

    def resolve(self, ctx: ActionContext) -> None:
        s, v = ctx.s, ctx.vars
        shape, icon = v["shape"], v["icon"]
        if icon == 0:  # "?": any icon of that shape still there
            icons = [i for i in ICONS if breakthroughs_left(s, shape, i)]
            if icons:
                ctx.ask("icon", icons, msg("Research: choose the icon"), then=self.icon)
                return
        elif breakthroughs_left(s, shape, icon):
            take_breakthrough(s, ctx.p, shape, icon)
            return
        # none left: reroll a die that can still show one
        rerolls = []
        if any(breakthroughs_left(s, k, icon) for k in SHAPES) or icon == 0:
            rerolls.append("shape")
        if any(breakthroughs_left(s, shape, i) for i in ICONS):
            rerolls.append("icon")
        ctx.ask(
            "reroll", rerolls, msg("Research: no such breakthrough is left; reroll a die"), then=self.reroll
        )

    def icon(self, ctx: ActionContext, icon: int) -> None:
        take_breakthrough(ctx.s, ctx.p, ctx.vars["shape"], icon)

    def reroll(self, ctx: ActionContext, die: str) -> None:
        v = ctx.vars
        if die == "shape":
            v["shape"] = roll(ctx.s, SHAPE_DIE)
        else:
            v["icon"] = roll(ctx.s, ICON_DIE)
        ctx.s.emit("research_roll", {"player": ctx.seat, "shape": v["shape"], "icon": v["icon"]})
        self.resolve(ctx)


LAB_411 = "b411"


def second_die_cost(ctx: ActionContext) -> dict | None:
    """What setting Research's other die too costs (None: it is rolled): nothing on Collapsing
    Capital tile 13, 1 water for Cornella (first printing) or with Lab 411."""
    cost = collapse.second_die_cost(ctx)
    p = ctx.p
    if cost is None and LAB_411 in p.buildings("lab", usable=True) and p.goods["W"] >= 1:
        cost = {"W": 1}
    if cost and any(p.goods[k] < n for k, n in cost.items()):
        return None
    return cost


def second_die_cause(ctx: ActionContext) -> dict:
    """What lets the player set Research's other die (as `second_die_cost` finds it): a
    Collapsing Capital tile, Cornella, else Lab 411."""
    if collapse.during(ctx).get("set_both_dice"):
        return card_cause(str(collapse.tile_of(ctx)))
    if collapse.second_die_cost(ctx) is not None:
        return card_cause("cornella")
    return card_cause(LAB_411)


@action
class Council(MainBoardAction):
    """World Council: the left space makes its player first; either copies the standard
    action of a Capital action with no open space (the worker's restrictions of that action
    apply; no fee or Collapsing Capital bonus is copied)."""

    name = "council"
    section = "board.council"

    def copyable(self, s: AnachronyState, p: Player, as_type: str) -> list[str]:
        return [
            a
            for a in board.CAPITAL
            if board.is_full(s, a)
            and board.allowed(a, as_type)
            and CAPITAL_ACTIONS[a].possible(s, p, as_type)
        ]

    def possible(self, s: AnachronyState, p: Player, as_type: str) -> bool:
        return bool(self.copyable(s, p, as_type))

    def start(self, ctx: ActionContext) -> None:
        s = ctx.s
        if ctx.frame.data.get("space") == "council:0":  # type: ignore[union-attr]
            s.first = ctx.seat
            s.emit("first_player", {"player": ctx.seat})
        options = self.copyable(s, ctx.p, ctx.as_type)
        if options:
            # (the right space is taken only to copy: its player must; the left one may pass)
            may = ctx.frame.data.get("space") == "council:0"  # type: ignore[union-attr]
            ctx.ask("copy", options, msg("World Council: copy a Capital action"), then=self.copy, may=may)

    def copy(self, ctx: ActionContext, name: str | None) -> None:
        if name is None:
            return
        ctx.s.emit("council_copy", {"player": ctx.seat, "action": name})
        # the copied action's steps (and what it asks) belong to it: the frame names that
        # action from now on
        ctx.frame.data["action"] = name  # type: ignore[union-attr]
        CAPITAL_ACTIONS[name].start(ctx)


@action
class Mine(MainBoardAction):
    name = "mine"
    section = "board.mine"

    def possible(self, s: AnachronyState, p: Player, as_type: str) -> bool:
        return True  # the cube beside the space is there even when the pool is empty

    def start(self, ctx: ActionContext) -> None:
        s, p = ctx.s, ctx.p
        space = ctx.frame.data["space"]  # type: ignore[union-attr]
        goods.gain(p, {board.MINE_CUBES[board.index_of(space)]: 1})
        if ctx.as_type == "engineer":
            set_fate(p, space, ACTIVE)
        options = sorted(set(s.mine_pool), key="NGUT".index)
        if options:
            ctx.ask("resource", options, msg("Mine: take a resource"), then=self.took)
        else:
            self.drill(ctx)

    def took(self, ctx: ActionContext, resource: str) -> None:
        ctx.s.mine_pool.remove(resource)
        goods.gain(ctx.p, {resource: 1})
        ctx.s.emit("mine", {"player": ctx.seat, "resource": resource})
        self.drill(ctx)

    def drill(self, ctx: ActionContext) -> None:
        """Tectonic Drill (s13): one titanium, uranium or gold more, from the supply."""
        if TECTONIC_DRILL in ctx.p.superprojects_usable():
            prompt = msg("Tectonic Drill: take a resource", cause=card_cause(TECTONIC_DRILL))
            ctx.ask("resource", list(TUG), prompt, then=self.drilled)

    def drilled(self, ctx: ActionContext, resource: str) -> None:
        goods.gain(ctx.p, {resource: 1})
        ctx.s.emit("drill", {"player": ctx.seat, "resource": resource})


@action
class Purify(MainBoardAction):
    name = "purify"
    section = "board.purify"

    def possible(self, s: AnachronyState, p: Player, as_type: str) -> bool:
        return True

    def start(self, ctx: ActionContext) -> None:
        water = 4 if ctx.as_type == "scientist" else 3
        goods.gain(ctx.p, {"W": water})
        ctx.s.emit("purify", {"player": ctx.seat, "water": water})


def exchanges(p: Player) -> list[list]:
    """Every exchange `p` can make now: [what it gives, what it gets], each a payment."""
    out = []
    for a, b in EXCHANGES:
        for give, get in ((a, b), (b, a)):
            for pay in goods.payments(p, [give]):
                for got in sorted(goods.mixes(get)):
                    out.append([[list(x) for x in pay], [list(x) for x in got]])
    return out


@action
class Trade(MainBoardAction):
    name = "trade"
    section = "board.trade"

    def possible(self, s: AnachronyState, p: Player, as_type: str) -> bool:
        return any(goods.can_pay(p, [give]) for pair in EXCHANGES for give in pair)

    def start(self, ctx: ActionContext) -> None:
        ctx.vars["left"] = 2 if ctx.as_type == "administrator" else 1
        self.next(ctx)

    def next(self, ctx: ActionContext) -> None:
        options = exchanges(ctx.p)
        if options and ctx.vars["left"] > 0:
            first = ctx.vars["left"] == (2 if ctx.as_type == "administrator" else 1)
            ctx.ask(
                "exchange",
                options,
                msg("Trade with the Nomads: choose an exchange"),
                then=self.traded,
                may=not first,
            )

    def traded(self, ctx: ActionContext, exchange: Any) -> None:
        if exchange is None:
            return
        give, get = exchange
        goods.pay(ctx.p, {k: v for k, v in give})
        goods.gain(ctx.p, {k: v for k, v in get})
        ctx.s.emit("trade", {"player": ctx.seat, "give": give, "get": get})
        ctx.vars["left"] -= 1
        self.next(ctx)


@action
class Evacuate(MainBoardAction):
    name = "evacuate"
    section = "board.evacuate"

    def possible(self, s: AnachronyState, p: Player, as_type: str) -> bool:
        # (a Path marker at hand goes on the evacuation tile: none left after the era's free
        # actions, no evacuation this era)
        return s.impacted and not p.evacuated and p.markers > 0 and evacuation.condition_met(s, p)

    def start(self, ctx: ActionContext) -> None:
        evacuation.evacuate(ctx.s, ctx.p)


@action
class Experiment(ExperimentSteps, MainBoardAction):
    """Doomsday: claim the experiment under your Focus (its condition met, its cost paid)."""

    name = "experiment"
    section = "doomsday"

    def possible(self, s: AnachronyState, p: Player, as_type: str) -> bool:
        return claimable(s, p) is not None


CAPITAL_ACTIONS: dict[str, MainBoardAction] = {
    "construct": Construct(),
    "recruit": Recruit(),
    "research": Research(),
}
MAIN_ACTIONS: dict[str, MainBoardAction] = {
    **CAPITAL_ACTIONS,
    "council": Council(),
    "mine": Mine(),
    "purify": Purify(),
    "trade": Trade(),
    "evacuate": Evacuate(),
    "experiment": Experiment(),
}

__all__ = ["BUILDING_TYPES", "MAIN_ACTIONS", "SUPERPROJECTS", "TUG", "building_type"]
