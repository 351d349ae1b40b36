"""The three actions on the map (digest §7.3-7.5): Explore a face-down tile, Build on sand,
Populate a location — each paying distance (1 food per space between, less the reach) and its
own cost, less what technologies, cards, machines, targets, workshops and the falcon take off
(never below 0, and never off the distance or off the books owed to other players).

A main action and the same action taken "at no action cost" (an effect) are one program:
`free` says which.
"""

from __future__ import annotations

from epocha.engine import chance
from epocha.engine.message import msg

from . import board, goods, offers
from .campaign import unlocked
from .catalog import content
from .effects import queue_effects
from .programs import Context, program
from .state import Player, ReviveState
from .tribes import (
    free_passage,
    has_passive,
    passive_total,
    passives,
    populate_sources,
    unlock,
)
from .vocabulary import LANDSCAPES

BUILD_COST = {"small": 3, "large": 5}  # gear (seed p. 13)


def reach_of(p: Player) -> int:
    """Reach from passives and machines activated for this action."""
    return passive_total(p, "reach") + p.boosts.get("reach", 0)


def distance_food(s: ReviveState, p: Player, extra_reach: int = 0) -> list[int | None]:
    """For every space, the food the player pays to reach it now (None: out of reach)."""
    dist = board.distances(s, p.seat, free_passage(p))
    reach = reach_of(p) + extra_reach
    out = [None if d is None else max(0, d - reach) for d in dist]
    bonus = passive_total(p, "temple_reach")
    temples = [v for v in range(len(s.types)) if board.pieces_of(s, v, "temple", p.seat)] if bonus else []
    if temples:
        from .hexmap import space_costs

        near = space_costs(board.map_index().layout, temples, s.types, free_passage(p))
        for v, d in enumerate(near):
            if d is not None:
                food = max(0, d - reach - bonus)
                if out[v] is None or food < out[v]:  # type: ignore[operator]
                    out[v] = food
    return out


def _local_discount(s: ReviveState, p: Player, spaces: tuple[int, ...], mods: list[dict]) -> int:
    """Workshops (1, however many) and the falcon's technology next to the target."""
    workshops = content().tribes[p.tribe].piece == "workshop"
    falcon = s.falcon[p.seat]
    if not workshops and falcon is None:
        return 0
    adjacent = board.map_index().adjacent
    near = {v for t in spaces for v in adjacent[t]} | set(spaces)
    out = 0
    if workshops and any(board.pieces_of(s, v, "workshop", p.seat) for v in near - set(spaces)):
        out += 1
    if falcon is not None and falcon in near:
        out += sum(m["near_falcon_discount"] for m in mods if "near_falcon_discount" in m)
    return out


def own_cost(
    s: ReviveState,
    p: Player,
    action: str,
    base: dict[str, int],
    spaces: tuple[int, ...],
    mods: list[dict] | None = None,
) -> dict[str, int]:
    """An action's own cost after every discount: passives (`mods`, the player's `passives`,
    given when many options are priced at once), the machine boost for this action, the
    player's target, workshops and the falcon."""
    mods = passives(p) if mods is None else mods
    off = sum(m["discount"]["amount"] for m in mods if "discount" in m and m["discount"]["action"] == action)
    off += p.boosts.get("discount", {}).get(action, 0) + _local_discount(s, p, spaces, mods)
    if action == "explore":
        off += sum(m["explore_discount"] for m in mods if "explore_discount" in m)
    if action in ("build", "populate") and any(board.pieces_of(s, v, "target", p.seat) for v in spaces):
        off += 2
    if action == "build":
        adjacent = board.map_index().adjacent
        for m in mods:
            rule = m.get("per_adjacent_discount")
            if rule is not None and rule["action"] == "build":
                off += rule["amount"] * sum(1 for v in adjacent[spaces[0]] if s.types[v] == rule["type"])
    return reduce(base, off)


def reduce(cost: dict[str, int], off: int) -> dict[str, int]:
    """`off` resources taken off a cost: food first, then gear, then books (a cost of one kind,
    as most are, loses that kind; docs.md, "Decisions")."""
    out = dict(cost)
    for r in ("food", "gear", "book", "crystal"):
        take = min(off, out.get(r, 0))
        if take:
            out[r] -= take
            off -= take
    return {r: n for r, n in out.items() if n}


# -- what may be done ---------------------------------------------------------------------------


def explore_options(s: ReviveState, p: Player, extra_reach: int = 0) -> list[list]:
    index = board.map_index()
    food = distance_food(s, p, extra_reach)
    infinite = p.boosts.get("infinite_reach", False)
    mods = passives(p)
    out = []
    for socket in sorted(s.backs):
        spaces = index.sockets[socket]
        costs = [food[v] for v in spaces if food[v] is not None]
        if infinite:
            costs = [0]
        if not costs:
            continue
        cost = goods.merge(explore_cost(s, p, socket, mods), {"food": min(costs)})
        if goods.can_pay(p, cost):
            out.append(["explore", socket])
    return out


def explore_cost(s: ReviveState, p: Player, socket: str, mods: list[dict] | None = None) -> dict[str, int]:
    back = back_of(s, socket)
    return own_cost(s, p, "explore", dict(back.cost), board.map_index().sockets[socket], mods)


def back_of(s: ReviveState, socket: str):
    """The face-down tile's back (every tile of its pile has the same): cost and points."""
    pile = s.tile_piles[s.backs[socket]]
    return content().tile(pile[0])


def build_options(s: ReviveState, p: Player, extra_reach: int = 0) -> list[list]:
    if not (p.buildings["small"] or p.buildings["large"]):
        return []
    food = distance_food(s, p, extra_reach)
    mods = passives(p)
    out = []
    for v, kind in enumerate(s.types):
        if kind != "sand" or s.building[v] is not None or food[v] is None:
            continue
        for size in ("small", "large"):
            if p.buildings[size] and goods.can_pay(p, build_cost(s, p, v, size, food[v], mods)):  # type: ignore[arg-type]
                out.append(["build", v, size])
    return out


def build_cost(
    s: ReviveState, p: Player, space: int, size: str, food: int, mods: list[dict] | None = None
) -> dict[str, int]:
    return goods.merge(own_cost(s, p, "build", {"gear": BUILD_COST[size]}, (space,), mods), {"food": food})


def populate_options(s: ReviveState, p: Player, extra_reach: int = 0) -> list[list]:
    if not any(p.seat not in f for f in s.figures):
        return []
    sources = populate_sources(p)
    if not sources:
        return []
    food = distance_food(s, p, extra_reach)
    mods = passives(p)
    out = []
    for v, kind in enumerate(s.types):
        if kind not in ("location", "large") or p.seat in s.figures[v] or food[v] is None:
            continue
        for tech in sources:
            if goods.can_pay(p, populate_cost(s, p, v, tech, food[v], mods)):  # type: ignore[arg-type]
                out.append(["populate", v, tech])
    return out


def populate_cost(
    s: ReviveState, p: Player, space: int, tech: str, food: int, mods: list[dict] | None = None
) -> dict[str, int]:
    from .tribes import technology

    own = own_cost(s, p, "populate", {"book": technology(p, tech).books}, (space,), mods)
    return goods.merge(own, {"food": food}, {"book": len(_owed(s, p, space, tech))})


def _owed(s: ReviveState, p: Player, space: int, tech: str) -> list[int]:
    """The players a Populate there pays a book each (none with the technology that spares it
    — "including the very Populate that unlocks this technology", seed p. 19)."""
    from .tribes import technology

    # (fix: the technology being unlocked by this Populate spares the payments already; only
    # the unlocked ones were looked at)
    unlocking = technology(p, tech)
    if has_passive(p, "populate_free_of_others") or (
        unlocking.kind == "passive" and any("populate_free_of_others" in e for e in unlocking.effects)
    ):
        return []
    return [q for q in s.figures[space] if q != p.seat]


OPTIONS = {"explore": explore_options, "build": build_options, "populate": populate_options}


def map_action_options(s: ReviveState, p: Player, kind: str, extra_reach: int = 0) -> list[list]:
    return OPTIONS[kind](s, p, extra_reach)


# -- the actions -----------------------------------------------------------------------------


def _paid(ctx: Context, cost: dict[str, int]) -> dict[str, int]:
    paid = goods.pay(ctx.p, cost)
    if paid:
        ctx.emit("paid", {"player": ctx.seat, "goods": paid})
    return paid


def _target_taken(ctx: Context, space: int, paid_own: dict[str, int]) -> None:
    """A target on the space goes back to its owner; another player's target also gives its
    owner what the action's own cost was (seed p. 20)."""
    s = ctx.s
    for owner in board.pieces_of(s, space, "target"):
        s.pieces[space].remove([owner, "target"])
        s.players[owner].pieces += 1
        s.emit("target_returned", {"player": owner, "space": space})
        if owner != ctx.seat and paid_own:
            for r, n in paid_own.items():
                goods.add(s.players[owner], r, n)
            s.emit("target_paid", {"player": owner, "by": ctx.seat, "goods": paid_own})


def _spend_boosts(p: Player, action: str) -> None:
    """Machines activated for this action are spent on it."""
    p.boosts.pop("reach", None)
    discounts = p.boosts.get("discount", {})
    discounts.pop(action, None)
    if not discounts:
        p.boosts.pop("discount", None)
    if action == "explore":
        p.boosts.pop("infinite_reach", None)


@program
class Explore:
    name = "explore"
    section = "explore"

    def start(self, ctx: Context) -> None:
        s, p = ctx.s, ctx.p
        socket = ctx.data["target"][0]
        spaces = board.map_index().sockets[socket]
        if p.boosts.get("infinite_reach"):
            food = 0
        else:
            costs = distance_food(s, p, ctx.data.get("reach", 0))
            food = min(costs[v] for v in spaces if costs[v] is not None)  # type: ignore[type-var]
        back = back_of(s, socket)
        _paid(ctx, goods.merge(explore_cost(s, p, socket), {"food": food}))
        _spend_boosts(p, "explore")
        ctx.emit("explored", {"player": p.seat, "socket": socket})
        from . import scoretrack

        scoretrack.score(ctx, back.points)
        ctx.then(self.citizen)

    def citizen(self, ctx: Context, _: None) -> None:
        s = ctx.s
        options = sorted(set(s.offer)) + (["deck"] if s.deck else [])
        if options:
            ctx.ask(
                "card", options, msg("Gain a citizen: a card of the offer or the deck's top"), then=self.card
            )
        else:  # (no card left anywhere: the tile is turned up all the same)
            self.turn_up(ctx, None)

    def card(self, ctx: Context, choice: str) -> None:
        if choice == "deck":
            offers.take_deck_card(ctx.s, ctx.p, ctx.why)
        else:
            from .effects import take_from_offer

            take_from_offer(ctx, choice)
        ctx.then(self.turn_up)

    def turn_up(self, ctx: Context, _: None) -> None:
        s = ctx.s
        socket = ctx.data["target"][0]
        back = s.backs.pop(socket)
        pile = s.tile_piles[back]
        chance.top(s, pile, f"tiles:{back}")
        tile = pile.pop()
        if not pile:
            del s.tile_piles[back]
        ctx.vars["tile"] = tile
        s.placed[socket] = [tile, None]  # (face up; which way round is chosen next)
        s.checkpoint()
        s.emit("tile_revealed", {"socket": socket, "tile": tile})
        if _orientations_differ(tile):
            ctx.ask("orientation", [0, 1], msg("Turn the tile which way?"), then=self.turned, tile=tile)
        else:
            self.turned(ctx, 0)

    def turned(self, ctx: Context, orientation: int) -> None:
        s = ctx.s
        socket, tile = ctx.data["target"][0], ctx.vars["tile"]
        reveal(s, socket, tile, orientation)
        s.emit(
            "tile_placed", {"player": ctx.seat, "socket": socket, "tile": tile, "orientation": orientation}
        )
        _reveal_triggers(ctx, board.map_index().sockets[socket])


def _orientations_differ(tile_id: str) -> bool:
    spaces = content().tile(tile_id).spaces
    return list(spaces) != list(reversed(spaces))


def reveal(s: ReviveState, socket: str, tile_id: str, orientation: int) -> None:
    """A tile face up in a socket: its spaces' types."""
    spaces = board.map_index().sockets[socket]
    printed = content().tile(tile_id).spaces
    s.placed[socket] = [tile_id, orientation]
    for i, v in enumerate(spaces):
        s.types[v] = printed[i if orientation == 0 else len(spaces) - 1 - i]["type"]


def _reveal_triggers(ctx: Context, spaces: tuple[int, ...]) -> None:
    """Newly revealed water and landscapes next to buildings give their owners the Build
    rewards for them (the active player first, then the others in turn order)."""
    s = ctx.s
    adjacent = board.map_index().adjacent
    for seat in reversed(s.order_from(ctx.seat)):  # (queued: the active player's run first)
        for v in spaces:
            kind = s.types[v]
            if kind != "water" and kind not in LANDSCAPES:
                continue
            for b in adjacent[v]:
                building = s.building[b]
                if building is not None and building[0] == seat:
                    _space_reward(ctx, seat, v, building[1])


def _space_reward(ctx: Context, seat: int, space: int, size: str) -> None:
    """What a building of `seat` gets from one neighbouring space: landscape steps (doubled for
    a large building), a water space's reward the first time the player builds next to it."""
    s = ctx.s
    kind = s.types[space]
    if kind in LANDSCAPES:
        for _ in range(2 if size == "large" else 1):
            ctx.queue("advance", seat=seat, colour=LANDSCAPES[kind])
    elif kind == "water":
        q = s.players[seat]
        if space not in q.claimed_water:
            q.claimed_water.append(space)
            s.emit("water_claimed", {"player": seat, "space": space})
            queue_effects(ctx, board.water_reward(s, space), {"space": space}, seat=seat)


@program
class Build:
    name = "build"
    section = "build"

    def start(self, ctx: Context) -> None:
        s, p = ctx.s, ctx.p
        space, size = ctx.data["target"]
        food = distance_food(s, p, ctx.data.get("reach", 0))[space]
        own = own_cost(s, p, "build", {"gear": BUILD_COST[size]}, (space,))
        _paid(ctx, goods.merge(own, {"food": food}))  # type: ignore[dict-item]
        _spend_boosts(p, "build")
        paid_own = {r: n for r, n in own.items() if n}
        p.buildings[size] -= 1
        s.building[space] = [p.seat, size]
        ctx.emit("built", {"player": p.seat, "space": space, "size": size})
        _target_taken(ctx, space, paid_own)
        for owner in board.pieces_of(s, space, "sand_tile"):
            gets = owner if s.options.get("sand_point") == "owner" else p.seat
            ctx.queue("effect:gain", seat=gets, arg={"points": 1}, source={"piece": "sand_tile"})
        crystals = _crystals_next_to(s, space)
        if crystals:
            from .effects import gain_goods

            gain_goods(ctx, {"crystal": crystals * (2 if size == "large" else 1)}, {"space": space})
        for v in reversed(board.map_index().adjacent[space]):
            _space_reward(ctx, p.seat, v, size)


def _crystals_next_to(s: ReviveState, space: int) -> int:
    index = board.map_index()
    if unlocked(s.options, "giant_crystals"):
        return len(index.giant_crystals[space])
    return len(index.crystals[space])


@program
class Populate:
    name = "populate"
    section = "populate"

    def start(self, ctx: Context) -> None:
        s, p = ctx.s, ctx.p
        space, tech = ctx.data["target"]
        from .tribes import technology

        food = distance_food(s, p, ctx.data.get("reach", 0))[space]
        own = own_cost(s, p, "populate", {"book": technology(p, tech).books}, (space,))
        owed = _owed(s, p, space, tech)
        _paid(ctx, goods.merge(own, {"food": food}, {"book": len(owed)}))  # type: ignore[dict-item]
        _spend_boosts(p, "populate")
        for q in owed:
            goods.add(s.players[q], "book", 1)
            s.emit("book_paid", {"player": p.seat, "to": q})
        s.figures[space].append(p.seat)
        ctx.emit("populated", {"player": p.seat, "space": space, "technology": tech})
        _target_taken(ctx, space, own)
        if s.types[space] == "large" and s.large_sides.get(board.map_index().socket_of[space]) == (
            "energy_on_populate_flask_1"
        ):
            ctx.queue("effect:gain", arg={"energy": 1}, source={"space": space})
        unlock(ctx, tech)
