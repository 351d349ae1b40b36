"""Construct: a building from the top of one of the eight stacks onto the leftmost empty slot
of its row (paying that slot's printed cost), or the superproject above the era tile the
player's Focus is on, onto the leftmost free pair of adjacent slots (paying its own cost:
resources, workers from the Active or Tired column, breakthroughs). An engineer (or a genius
acting as one) pays one titanium less.
"""

from __future__ import annotations

from typing import Any

from epocha.engine.message import msg

from . import collapse, goods
from .abilities import on_build
from .catalog import BUILDING_TYPES, BUILDINGS, SUPERPROJECTS, Superproject
from .goods import Payment
from .paradox import take_back_warp
from .state import AnachronyState, Player
from .steps import ActionContext, act_frame

Place = tuple[str, int]  # (building row, first slot)
ANTIGRAVITY = "s5"


def visible_tiles(s: AnachronyState) -> list[str]:
    """The buildable tiles: the top of each primary and each secondary stack."""
    out = []
    for t in BUILDING_TYPES:
        for stack in (s.primary[t], s.secondary[t]):
            if stack:
                out.append(stack[-1])
    return out


def empty_slot(p: Player, kind: str) -> int | None:
    row = p.rows[kind]
    return row.index(None) if None in row else None


def slot_cost(p: Player, kind: str, slot: int) -> dict:
    return p.board().slot_costs[kind][slot]


def _discount(as_type: str | None) -> int:
    return 1 if as_type == "engineer" else 0


def _antigravity(p: Player) -> int:
    """Anti-gravity Field (s5): each Construct one titanium, uranium or gold cheaper more."""
    return 1 if ANTIGRAVITY in p.superprojects_usable() else 0


def building_options(
    s: AnachronyState, p: Player, as_type: str | None, less: dict | None = None
) -> list[tuple[str, list[Payment]]]:
    """Each visible tile the player can build now, with the ways to pay for it (`less`: what
    a Collapsing Capital tile takes off)."""
    out = []
    for key in visible_tiles(s):
        kind = BUILDINGS[int(key[1:])].type
        slot = empty_slot(p, kind)
        if slot is None:
            continue
        ways = _payments(p, slot_cost(p, kind, slot), as_type, less)
        if ways:
            out.append((key, ways))
    return out


def superproject_places(p: Player) -> list[Place]:
    """Where a superproject may go: the leftmost free pairs of adjacent slots (every row that
    ties); Dominance's side B may use any free pair."""
    pairs = [
        (t, i) for t in BUILDING_TYPES for i in (0, 1) if p.rows[t][i] is None and p.rows[t][i + 1] is None
    ]
    if not pairs or (p.path == "dominance" and p.side == "B"):
        return pairs
    first = min(i for _, i in pairs)
    return [(t, i) for t, i in pairs if i == first]


def breakthrough_ways(p: Player, need: dict) -> list[list[list[int]]]:
    """The sets of the player's breakthroughs that meet a superproject's requirement."""
    owned = sorted({tuple(b) for b in p.breakthroughs})
    if need["kind"] == "specific":
        want = (need["shape"], need["icon"])
        return [[list(want)]] if want in owned else []
    shape, count = need["shape"], need["count"]
    of_shape = sorted(tuple(b) for b in p.breakthroughs if b[0] == shape)
    if len(of_shape) < count:
        return []
    ways: set[tuple] = set()
    _pick(of_shape, count, (), ways)
    return [[list(b) for b in way] for way in sorted(ways)]


def _pick(pool: list[tuple], count: int, taken: tuple, out: set) -> None:
    if count == 0:
        out.add(tuple(sorted(taken)))
        return
    for i, b in enumerate(pool):
        _pick(pool[i + 1 :], count - 1, (*taken, b), out)


def superproject_payments(
    s: AnachronyState, p: Player, as_type: str | None, less: dict | None = None
) -> list[Payment]:
    """The ways to pay for the superproject at the player's Focus (none: it cannot be built)."""
    sp = _buildable_superproject(s, p)
    return _payments(p, sp.cost, as_type, less) if sp is not None else []


def _buildable_superproject(s: AnachronyState, p: Player) -> Superproject | None:
    """The superproject at the player's Focus if its place, workers and breakthroughs are
    there (its goods aside)."""
    key = s.tile(p.focus)["superproject"]
    if key is None or not s.tile(p.focus)["face_up"] or not superproject_places(p):
        return None
    sp = SUPERPROJECTS[int(key[1:])]
    if any(p.active[k] + p.tired[k] < n for k, n in sp.workers.items()):
        return None
    return sp if breakthrough_ways(p, sp.breakthrough) else None


def can_construct(s: AnachronyState, p: Player, as_type: str | None, less: dict | None = None) -> bool:
    """Whether Construct has something to build (`building_options` or `superproject_payments`
    would offer something), answered without listing the ways to pay: the turn asks it of
    every Construct it might offer."""
    for key in visible_tiles(s):
        kind = BUILDINGS[int(key[1:])].type
        slot = empty_slot(p, kind)
        if slot is not None and goods.can_pay(p, *_terms(p, slot_cost(p, kind, slot), as_type, less)):
            return True
    sp = _buildable_superproject(s, p)
    return sp is not None and goods.can_pay(p, *_terms(p, sp.cost, as_type, less))


def _terms(p: Player, cost: dict, as_type: str | None, less: dict | None) -> tuple[list[dict], int, int]:
    """`cost` as `goods.payments` takes it: an engineer's titanium, Anti-gravity Field's
    titanium, uranium or gold, and `less` (a Collapsing Capital tile's: {"N": n}, {"TUG": n})
    off."""
    less = less or {}
    if less.get("N"):
        cost = {**cost, "N": max(0, cost.get("N", 0) - less["N"])}
    return [cost], _discount(as_type), less.get("TUG", 0) + _antigravity(p)


def _payments(p: Player, cost: dict, as_type: str | None, less: dict | None) -> list[Payment]:
    return goods.payments(p, *_terms(p, cost, as_type, less))


def build_building(ctx: ActionContext, key: str) -> None:
    ctx.vars["build"] = key
    ways = dict(building_options(ctx.s, ctx.p, ctx.as_type, collapse.cost_cut(ctx)))[key]
    if len(ways) == 1:
        _place_building(ctx, ways[0])
    else:
        ctx.ask(
            "payment",
            [list(map(list, w)) for w in ways],
            msg("Choose how to pay"),
            then=ConstructSteps.paid_building,
        )


def _place_building(ctx: ActionContext, payment: Any) -> None:
    s, p = ctx.s, ctx.p
    key = ctx.vars["build"]
    b = BUILDINGS[int(key[1:])]
    goods.pay(p, tuple(tuple(x) for x in payment))
    for stack in (s.primary[b.type], s.secondary[b.type]):
        if stack and stack[-1] == key:
            stack.pop()
            break
    else:
        raise ValueError(f"{key} is not on top of a stack")
    slot = empty_slot(p, b.type)
    assert slot is not None
    p.rows[b.type][slot] = key
    s.emit("build", {"player": ctx.seat, "building": key, "slot": slot})
    on_build(ctx, key)


def build_superproject(ctx: ActionContext, key: str) -> None:
    ctx.vars["build"] = key
    ways = superproject_payments(ctx.s, ctx.p, ctx.as_type, collapse.cost_cut(ctx))
    if len(ways) == 1:
        ConstructSteps.paid_superproject(ctx, list(map(list, ways[0])))
    else:
        ctx.ask(
            "payment",
            [list(map(list, w)) for w in ways],
            msg("Choose how to pay"),
            then=ConstructSteps.paid_superproject,
        )


class ConstructSteps:
    """The steps of Construct after its choice (the Construct action inherits them: a frame
    names its next step, looked up on its action)."""

    @staticmethod
    def paid_building(ctx: ActionContext, payment: Any) -> None:
        _place_building(ctx, payment)

    @staticmethod
    def warp_back(ctx: ActionContext, warp: list) -> None:
        """A building's one-time effect took one of its owner's warp tiles back (#111)."""
        take_back_warp(ctx.s, ctx.p, warp[0], warp[1])

    @staticmethod
    def paid_superproject(ctx: ActionContext, payment: Any) -> None:
        ctx.vars["payment"] = payment
        sp = SUPERPROJECTS[int(ctx.vars["build"][1:])]
        ways = breakthrough_ways(ctx.p, sp.breakthrough)
        if len(ways) == 1:
            ConstructSteps.breakthroughs(ctx, ways[0])
        else:
            ctx.ask(
                "breakthroughs",
                ways,
                msg("Choose the breakthroughs to pay"),
                then=ConstructSteps.breakthroughs,
            )

    @staticmethod
    def breakthroughs(ctx: ActionContext, tiles: list) -> None:
        ctx.vars["tiles"] = tiles
        ConstructSteps.workers(ctx, None)

    @staticmethod
    def workers(ctx: ActionContext, column: str | None) -> None:
        """Pay the superproject's workers one at a time, each from the column its player says
        when both hold one."""
        p = ctx.p
        sp = SUPERPROJECTS[int(ctx.vars["build"][1:])]
        owed = ctx.vars.setdefault("owed", [k for k, n in sp.workers.items() for _ in range(n)])
        if column is not None:
            kind = owed.pop(0)
            (p.active if column == "active" else p.tired)[kind] -= 1
        while owed:
            kind = owed[0]
            columns = [c for c, counts in (("active", p.active), ("tired", p.tired)) if counts[kind] > 0]
            if len(columns) > 1:
                ctx.ask(
                    "column", columns, msg("Pay a worker from which column?"), then=ConstructSteps.workers
                )
                return
            owed.pop(0)
            (p.active if columns[0] == "active" else p.tired)[kind] -= 1
        ConstructSteps.placed(ctx, None)

    @staticmethod
    def placed(ctx: ActionContext, place: Any) -> None:
        p = ctx.p
        places = superproject_places(p)
        if place is None and len(places) > 1:
            ctx.ask(
                "place",
                [list(x) for x in places],
                msg("Where does the superproject go?"),
                then=ConstructSteps.placed,
            )
            return
        row, first = place if place is not None else places[0]
        _finish_superproject(ctx, row, first)


def _finish_superproject(ctx: ActionContext, row: str, first: int) -> None:
    s, p = ctx.s, ctx.p
    key = ctx.vars["build"]
    goods.pay(p, tuple(tuple(x) for x in ctx.vars["payment"]))
    for tile in ctx.vars["tiles"]:
        p.breakthroughs.remove(list(tile))
        k = f"{tile[0]}-{tile[1]}"
        s.breakthroughs[k] = s.breakthroughs.get(k, 0) + 1
    p.rows[row][first] = p.rows[row][first + 1] = key
    p.superprojects.append(key)
    s.tile(p.focus)["superproject"] = None
    s.emit("build_superproject", {"player": ctx.seat, "superproject": key, "era": p.focus})
    if SUPERPROJECTS[int(key[1:])].kind == "on_build":  # (its effect: `superprojects`)
        s.stack.append(act_frame(ctx.seat, "superproject", None, key=key, built=True))
