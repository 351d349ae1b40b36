"""Superprojects' abilities (digest §8, `data/superprojects.json`), run by one interpreter, the
action "superproject": a worker slot (s1 Welfare Society, s9 Outback Conditioner, s17 Quantum
Chameleon, s18 Cloning Vat), a free action (s6 Uranium Cores, s7 Particle Collider, s8 Temporal
Tourism, s11 Exocrawler, s12 Dark Matter Converter), or a one-time effect when built (s3
Continuum Stabilizer, s15 Neutronium Research Center). A superproject works only while no
anomaly lies on either of its two slots; each slot and free action once an era.

The passive ones act where they apply: s4 Grand Reservoir in `reservoir`, s5 Anti-gravity Field
in `construction`, s13 Tectonic Drill in Mine (`mainboard`), s10 Synthetic Endorphins in
`playerboard` and `scoring`, s2 and s16 in `scoring`, s14 Rescue Pods in `evacuation`.

Readings:
- s1 raises morale one step; at the top of the track it has nothing to do (not offered).
- s8 is a time travel like a power plant's (range 3, the labs' bonus is for power plants only):
  repaying a warp tile there steps the Time Travel track.
- s9 takes the standard action with that action's worker rules; a genius placed as a genius
  stands in as the type the action wants (Construct: an engineer, Recruit: an administrator,
  Research: a scientist).
- s17's genius uses the worker action of any building or superproject anyone owns (not under
  an anomaly; another's slot used this era or not), paying its cost; it stands in as the type a
  building names, or as whichever type it likes where the type changes something (a building's
  motivated worker, s18's clone); the building's motivated/dies rule applies to it.
- s18 gives a worker of the type the placed worker acted as (a genius placed as an engineer: an
  engineer; placed as a genius: a genius).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from epocha.engine.message import card_cause, msg

from . import abilities, board, goods, reservoir
from .catalog import STAND_INS, SUPERPROJECTS, Superproject
from .mainboard import CAPITAL_ACTIONS
from .paradox import own_warps_on_timeline, take_back_warp
from .playerboard import force_losses
from .state import AnachronyState, Player
from .steps import ACTIONS, Action, ActionContext, act_frame, action
from .timetravel import TimeTravelSteps
from .workers import set_fate

WELFARE, STABILIZER, URANIUM, COLLIDER, TOURISM = "s1", "s3", "s6", "s7", "s8"
OUTBACK, EXOCRAWLER, CONVERTER, NEUTRONIUM, CHAMELEON, VAT = "s9", "s11", "s12", "s15", "s17", "s18"

# Outback Conditioner (and the Chameleon copying it): the type a genius placed as a genius
# stands in as for each standard action
GENIUS_STANDS_IN = {"construct": "engineer", "recruit": "administrator", "research": "scientist"}


def facts(key: str) -> Superproject:
    return SUPERPROJECTS[int(key[1:])]


def is_key(name: str) -> bool:
    """Whether a space or free action's name is a superproject's ("s7"; not "supply")."""
    return name[:1] == "s" and name[1:].isdigit()


def worker_slots(s: AnachronyState, p: Player) -> list[str]:
    """The player's usable superproject worker slots not used this era."""
    return [k for k in p.superprojects_usable() if facts(k).kind == "worker" and k not in p.used]


def may_work(key: str, as_type: str) -> bool:
    who = facts(key).worker
    return who == "any" or who == as_type


def free_actions(s: AnachronyState, p: Player) -> list[str]:
    """The free actions of the player's superprojects it can take now."""
    return [
        k
        for k in p.superprojects_usable()
        if facts(k).kind == "free" and k not in p.used and possible(s, p, k, None)
    ]


def _water(key: str) -> int:
    return facts(key).action_cost.get("W", 0)


def possible(s: AnachronyState, p: Player, key: str, as_type: str | None, worker: str | None = None) -> bool:
    """Whether the ability can be used now by a worker acting as `as_type` (cost payable,
    something to do); `worker`, the one to be placed there, is then busy: it cannot pay a cost
    (Outback Conditioner's Construct)."""
    water = reservoir.due(p, _water(key))
    if p.goods["W"] < water:
        return False
    if key == WELFARE:
        return p.morale < len(p.board().morale_vp) - 1
    if key == URANIUM:
        return p.exosuits > 0
    if key == COLLIDER:
        return bool(collider_exchanges(p))
    if key == TOURISM:
        return s.era >= 2  # a past era to set Focus on
    if key == OUTBACK:
        assert as_type is not None
        return bool(
            _after_water(p, water, lambda: _without(p, worker, lambda: standard_options(s, p, as_type)))
        )
    if key == EXOCRAWLER:
        return bool(crawls(s, p))
    if key == CONVERTER:
        return bool(force_losses(p))
    if key == CHAMELEON:
        return bool(chameleon_targets(s, p))
    return key == VAT


def _without(p: Player, worker: str | None, check: Callable[[], Any]) -> Any:
    """`check()` as it would be with `worker` (if any) out of the Active column: busy."""
    if worker is None:
        return check()
    p.active[worker] -= 1
    try:
        return check()
    finally:
        p.active[worker] += 1


def _after_water(p: Player, water: int, check: Callable[[], Any]) -> Any:
    """`check()` as it would be once `water` is paid."""
    p.goods["W"] -= water
    try:
        return check()
    finally:
        p.goods["W"] += water


# -- what each ability offers ------------------------------------------------------------------


def collider_exchanges(p: Player) -> list[list]:
    """Particle Collider: [what it gives, what it gets] for each exchange `p` can make now."""
    out = []
    for ex in facts(COLLIDER).effect["exchange"]:
        for give in goods.payments(p, [ex["give"]]):
            for get in goods.mixes(ex["get"]):
                out.append([[list(x) for x in give], [list(x) for x in get]])
    return out


def acting_as(name: str, as_type: str) -> str | None:
    """The type a worker placed as `as_type` takes the standard action `name` as (None: it may
    not take it)."""
    if as_type == "genius":
        return GENIUS_STANDS_IN[name]
    return as_type if board.allowed(name, as_type) else None


def standard_options(s: AnachronyState, p: Player, as_type: str) -> list[str]:
    """Outback Conditioner: the standard actions the worker may take and that can be done."""
    out = []
    for name in facts(OUTBACK).effect["standard_capital_action"]:
        t = acting_as(name, as_type)
        if t is not None and CAPITAL_ACTIONS[name].possible(s, p, t):
            out.append(name)
    return out


def crawls(s: AnachronyState, p: Player) -> list[list[str]]:
    """Exocrawler: [worker, acting as, space] for each main-board placement `p` could make."""
    # (the turn offers the superprojects' actions: it is imported where it is used)
    from .turn import main_board_places
    from .workers import placeable

    return [[v[1], v[2], v[3]] for _, v in main_board_places(s, p, placeable(p))]


def chameleon_targets(s: AnachronyState, p: Player) -> list[list[str]]:
    """Quantum Chameleon: [ability, the type the genius stands in as] for each worker action
    of a building or superproject anyone owns that `p`'s genius could use now."""
    out = []
    for q in s.players:
        for key in q.buildings(usable=True):
            if abilities.facts(key).kind == "worker" and abilities.possible(s, p, key):
                out += [[key, t] for t in _building_stand_ins(p, key)]
        for key in q.superprojects_usable():
            if facts(key).kind != "worker" or key == CHAMELEON:
                continue
            who = facts(key).worker
            kinds = [who] if who != "any" else ["genius", *STAND_INS] if key == VAT else ["genius"]
            out += [[key, t] for t in kinds if possible(s, p, key, t)]
    return out


def _building_stand_ins(p: Player, key: str) -> list[str]:
    who = abilities.facts(key).worker
    if who != "any":
        return [who]
    plain = abilities.fate(p, key, "genius")
    return ["genius"] + [t for t in STAND_INS if abilities.fate(p, key, t) != plain]


# -- the interpreter ---------------------------------------------------------------------------


@action
class SuperprojectAbility(Action, TimeTravelSteps):
    """A superproject's worker slot or free action (the frame's `key` names it), or its
    one-time effect (`built`)."""

    name = "superproject"

    def cause(self, ctx: ActionContext) -> dict:
        return card_cause(ctx.frame.data["key"])  # type: ignore[union-attr]

    def start(self, ctx: ActionContext) -> None:
        if ctx.frame.data.get("built"):  # type: ignore[union-attr]
            self.built(ctx)
        else:
            self.use(ctx)

    def use(self, ctx: ActionContext) -> None:
        p = ctx.p
        key = ctx.frame.data["key"]  # type: ignore[union-attr]
        water = _water(key)
        goods.pay(p, {"W": reservoir.due(p, water)})
        reservoir.spent(p, water)
        ctx.s.emit("superproject_ability", {"player": ctx.seat, "superproject": key})
        getattr(self, _USES[key])(ctx)

    # -- worker slots --------------------------------------------------------------------------

    def welfare(self, ctx: ActionContext) -> None:
        ctx.p.morale += 1
        ctx.s.emit("morale", {"player": ctx.seat, "morale": ctx.p.morale})

    def outback(self, ctx: ActionContext) -> None:
        options = standard_options(ctx.s, ctx.p, ctx.as_type)  # type: ignore[arg-type]
        if len(options) == 1:
            self.standard(ctx, options[0])
        else:
            ctx.ask(
                "standard", options, msg("Outback Conditioner: take a standard action"), then=self.standard
            )

    def standard(self, ctx: ActionContext, name: str) -> None:
        data = ctx.frame.data  # type: ignore[union-attr]
        data["as"] = acting_as(name, ctx.as_type)  # type: ignore[arg-type]
        ctx.s.emit("standard_action", {"player": ctx.seat, "action": name})
        # the action's steps are its own: the frame names that action from now on (as the
        # World Council's copy does)
        data["action"] = name
        CAPITAL_ACTIONS[name].start(ctx)

    def chameleon(self, ctx: ActionContext) -> None:
        targets = chameleon_targets(ctx.s, ctx.p)
        ctx.ask("chameleon", targets, msg("Quantum Chameleon: use whose worker action?"), then=self.mimic)

    def mimic(self, ctx: ActionContext, target: list) -> None:
        key, as_type = target
        data = ctx.frame.data  # type: ignore[union-attr]
        data["key"], data["as"] = key, as_type
        ctx.s.emit("chameleon", {"player": ctx.seat, "uses": key, "as": as_type})
        if is_key(key):
            self.use(ctx)
            return
        # a building's ability, motivated or not (or dying) by its own rule
        set_fate(ctx.p, data["space"], abilities.fate(ctx.p, key, as_type))
        data["action"] = "building"
        ACTIONS["building"].start(ctx)

    def vat(self, ctx: ActionContext) -> None:
        kind = ctx.as_type
        assert kind is not None
        ctx.p.tired[kind] += 1
        ctx.s.emit("cloned", {"player": ctx.seat, "worker": kind})

    # -- free actions --------------------------------------------------------------------------

    def uranium(self, ctx: ActionContext) -> None:
        abilities.gain_all(ctx, facts(URANIUM).effect["gain"])

    def collider(self, ctx: ActionContext) -> None:
        options = collider_exchanges(ctx.p)
        ctx.ask("exchange", options, msg("Particle Collider: choose an exchange"), then=self.exchanged)

    def exchanged(self, ctx: ActionContext, exchange: list) -> None:
        give, get = exchange
        goods.pay(ctx.p, {k: v for k, v in give})
        goods.gain(ctx.p, {k: v for k, v in get})
        ctx.s.emit("trade", {"player": ctx.seat, "give": give, "get": get})

    def tourism(self, ctx: ActionContext) -> None:
        ctx.vars["reach"] = facts(TOURISM).effect["time_travel"]["range"]
        self.travel(ctx)

    def exocrawler(self, ctx: ActionContext) -> None:
        ctx.ask(
            "crawl",
            crawls(ctx.s, ctx.p),
            msg("Exocrawler: place a worker on the main board"),
            then=self.crawl,
        )

    def crawl(self, ctx: ActionContext, place: list) -> None:
        from .turn import take  # (see `crawls`)

        worker, as_type, space = place
        # the placement as a turn makes it (fee, exosuit, worker); its action runs next
        take(ctx.s, ctx.p, ("place", worker, as_type, space))

    def converter(self, ctx: ActionContext) -> None:
        ctx.ask(
            "lose_worker", force_losses(ctx.p), msg("Dark Matter Converter: lose a worker"), then=self.lost
        )

    def lost(self, ctx: ActionContext, choice: list) -> None:
        kind, column = choice
        (ctx.p.active if column == "active" else ctx.p.tired)[kind] -= 1
        ctx.s.emit("worker_lost", {"player": ctx.seat, "worker": kind})
        options = [sorted([k, v] for k, v in g.items()) for g in facts(CONVERTER).effect["gain_one_of"]]
        ctx.ask("gain", options, msg("Dark Matter Converter: choose what to gain"), then=self.converted)

    def converted(self, ctx: ActionContext, choice: list) -> None:
        abilities.gain_all(ctx, {k: v for k, v in choice})

    # -- when built ----------------------------------------------------------------------------

    def built(self, ctx: ActionContext) -> None:
        s = ctx.s
        key = ctx.frame.data["key"]  # type: ignore[union-attr]
        if key == STABILIZER:
            ctx.vars["eras"] = []
            self._stabilize(ctx)
        elif key == NEUTRONIUM:
            # two standard Research actions, each as a scientist would take it (as many as
            # breakthroughs are left for)
            left = sum(s.breakthroughs.values())
            for _ in range(min(left, facts(NEUTRONIUM).effect["on_build"]["standard_research_actions"])):
                s.stack.append(act_frame(ctx.seat, "research", "scientist"))

    def _stabilize(self, ctx: ActionContext) -> None:
        taken = ctx.vars["eras"]
        limit = facts(STABILIZER).effect["on_build"]["return_own_warp_tiles"]
        options = [w for w in own_warps_on_timeline(ctx.s, ctx.seat) if w[0] not in taken]
        if options and len(taken) < limit:
            ctx.ask(
                "warp_back",
                options,
                msg("Continuum Stabilizer: you may take back a warp tile (one per era)"),
                then=self.stabilized,
                may=True,
            )

    def stabilized(self, ctx: ActionContext, warp: list | None) -> None:
        if warp is None:
            return
        # no time travel: the Time Travel track does not move
        take_back_warp(ctx.s, ctx.p, warp[0], warp[1])
        ctx.vars["eras"].append(warp[0])
        self._stabilize(ctx)


_USES = {
    WELFARE: "welfare",
    OUTBACK: "outback",
    CHAMELEON: "chameleon",
    VAT: "vat",
    URANIUM: "uranium",
    COLLIDER: "collider",
    TOURISM: "tourism",
    EXOCRAWLER: "exocrawler",
    CONVERTER: "converter",
}
