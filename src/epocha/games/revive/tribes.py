"""Tribe boards: the abilities (digest §12) and what unlocked technologies and slotted cards
change while they last (passive effects, `vocabulary.PASSIVES`).

Using the ability moves one of the tribe board's five markers to the progress track (while any
are left); an ability that cannot be used — nothing to pay it with, nowhere to put its piece —
does nothing, and no marker moves (seed p. 10).
"""

from __future__ import annotations

from typing import Any

from epocha.engine.message import msg

from . import board, goods
from .catalog import Technology, TribeSide, content
from .programs import Context, program
from .progress import place_marker
from .state import Player, ReviveState
from .vocabulary import LANDSCAPES


def side(p: Player) -> TribeSide:
    return content().tribes[p.tribe].sides[p.side]


def technology(p: Player, tech_id: str) -> Technology:
    return side(p).technology(tech_id)


def passives(p: Player) -> list[dict]:
    """Every passive effect in force for the player: unlocked technologies, then the used
    halves of slotted cards ("while in slot")."""
    out: list[dict] = []
    if p.tribe:
        techs = side(p)
        for tech_id in p.unlocked:
            tech = techs.technology(tech_id)
            if tech.kind == "passive":
                out.extend(tech.effects)
            out.extend(tech.passives)
    c = content()
    for _, card, half in p.slotted():
        out.extend(c.card(card).half(half).while_in_slot)
    return out


def passive_sources(p: Player, kind: str) -> list[tuple[dict, Any]]:
    """(source, argument) of each of the player's passive effects of one kind, as `passives`
    finds them: the technology or the slotted card that has it (the log says which fired)."""
    out: list[tuple[dict, Any]] = []
    if p.tribe:
        techs = side(p)
        for tech_id in p.unlocked:
            tech = techs.technology(tech_id)
            effects = (tech.effects if tech.kind == "passive" else ()) + tuple(tech.passives)
            out += [({"technology": tech_id}, e[kind]) for e in effects if kind in e]
    c = content()
    for _, card, half in p.slotted():
        out += [({"card": card}, e[kind]) for e in c.card(card).half(half).while_in_slot if kind in e]
    return out


def passive_effects(p: Player, kind: str) -> list[Any]:
    """The arguments of the player's passive effects of one kind."""
    return [e[kind] for e in passives(p) if kind in e]


def passive_total(p: Player, kind: str) -> int:
    return sum(passive_effects(p, kind))


def has_passive(p: Player, kind: str) -> bool:
    return any(kind in e for e in passives(p))


def discount(p: Player, action: str) -> int:
    """What passives take off an action's own cost (never its distance)."""
    return sum(d["amount"] for d in passive_effects(p, "discount") if d["action"] == action)


def free_passage(p: Player) -> frozenset[str]:
    return frozenset(t for types in passive_effects(p, "free_passage") for t in types)


# -- the ability ---------------------------------------------------------------------------------


def ability(p: Player) -> dict:
    return side(p).ability


def _unoccupied(s: ReviveState, space: int) -> bool:
    return s.building[space] is None and not s.pieces[space]


def reachable(s: ReviveState, p: Player, spaces: list[int], reach: int, budget: int) -> dict[int, int]:
    """The spaces among `spaces` the player can reach paying at most `budget` food for
    distance (after `reach`): space -> the food it costs."""
    from .mapactions import distance_food

    # (priced as the map actions price it: the temple technology's reach counts here too)
    food = distance_food(s, p, reach)
    return {v: food[v] for v in spaces if food[v] is not None and food[v] <= budget}  # type: ignore[operator]


def ability_targets(s: ReviveState, p: Player) -> dict[int, int]:
    """Where the player's piece ability may put a piece now: space -> distance food to pay
    (0 where the ability pays no distance). Empty for abilities without a piece."""
    kind = ability(p)["kind"]
    if kind not in ("forest_tile", "temple", "target", "sand_tile", "workshop") or p.pieces <= 0:
        return {}
    cost = ability(p).get("cost", {})
    if not goods.can_pay(p, cost):
        return {}
    types = s.types
    n = len(types)
    if kind == "forest_tile":
        spaces = [v for v in range(n) if types[v] == "sand" and _unoccupied(s, v)]
    elif kind == "temple":
        spaces = [v for v in range(n) if types[v] == "water" and not board.pieces_of(s, v, "temple")]
    elif kind == "sand_tile":
        spaces = [v for v in range(n) if types[v] in LANDSCAPES and _unoccupied(s, v)]
    elif kind == "target":
        return {
            v: 0
            for v in range(n)
            if types[v] in ("sand", "location", "large")
            and not board.has_presence(s, p.seat, v)
            and not board.pieces_of(s, v, "target")
            and (types[v] != "sand" or s.building[v] is None)
        }
    else:  # workshop: any landscape, no distance
        return {v: 0 for v in range(n) if types[v] in LANDSCAPES and not board.pieces_of(s, v, "workshop")}
    food = p.resources["food"] + p.resources["crystal"] - cost.get("crystal", 0) - cost.get("food", 0)
    return reachable(s, p, spaces, 0, food)


def can_use_ability(s: ReviveState, p: Player) -> bool:
    a = ability(p)
    kind = a["kind"]
    if kind == "falcon":
        return True
    if kind == "water_goods":
        # (fix: with no water next to any building the ability gives nothing and is not used —
        # no marker moves, seed p. 10; it used to move one)
        from .counts import water_explored

        return water_explored(s, p) > 0
    if kind in ("buy_card", "free_action"):
        return goods.can_pay(p, a.get("cost", {}))
    return bool(ability_targets(s, p))


@program
class UseAbility:
    name = "tribe_ability"
    section = "tribes"

    def start(self, ctx: Context) -> None:
        s, p = ctx.s, ctx.p
        a = ability(p)
        kind = a["kind"]
        if not can_use_ability(s, p):
            s.emit("ability_unusable", {"player": p.seat})
            return
        if kind == "falcon":
            self.falcon(ctx)
        elif kind == "water_goods":
            from .counts import water_explored

            self.used(ctx)
            n = water_explored(s, p)
            if n:
                from .effects import gain_goods

                gain_goods(ctx, {"any_basic": n}, {"ability": kind})
        elif kind == "buy_card":
            if not s.offer:
                s.emit("ability_unusable", {"player": p.seat})
                return
            ctx.ask(
                "card", sorted(set(s.offer)), msg("Take a card from the offer"), then=self.bought, may=True
            )
        elif kind == "free_action":
            # (fix: the ability is used — paid, a marker moved — only once an action is chosen;
            # it used to be spent even when no Explore/Build/Populate was possible or the player
            # passed, seed p. 10)
            options = free_action_options(s, p)
            if not options:
                s.emit("ability_unusable", {"player": p.seat})
                return
            prompt = msg("Take an action at no action cost")
            ctx.ask("map_action", options, prompt, then=self.acted, may=True)
        else:
            targets = ability_targets(s, p)
            prompt = msg("Where does your tribe piece go?")
            ctx.ask("space", sorted(targets), prompt, then=self.placed, may=True, piece=kind)

    def used(self, ctx: Context, pay: dict | None = None) -> None:
        """The ability is used: its price paid, a marker to the progress track, the
        technologies that add to each use."""
        p = ctx.p
        if pay:
            paid = goods.pay(p, pay)
            ctx.emit("paid", {"player": p.seat, "goods": paid})
        ctx.s.emit("ability_used", {"player": p.seat, "ability": ability(p)["kind"]})
        from .effects import queue_effects

        for source, effects in passive_sources(p, "on_ability"):
            queue_effects(ctx, effects, source)
        if p.tribe_markers > 0:
            p.tribe_markers -= 1
            place_marker(ctx, "tribe")

    def acted(self, ctx: Context, option: list | None) -> None:
        if option is None:
            return
        a = ability(ctx.p)
        self.used(ctx, pay=a.get("cost", {}))
        ctx.queue(option[0], target=option[1:], free=True, reach=a.get("reach", 0))

    def bought(self, ctx: Context, card: str | None) -> None:
        if card is None:
            return
        from .effects import take_from_offer

        take_from_offer(ctx, card)
        self.used(ctx, pay=ability(ctx.p).get("cost", {}))

    def placed(self, ctx: Context, space: int | None) -> None:
        if space is None:
            return
        s, p = ctx.s, ctx.p
        kind = ability(p)["kind"]
        food = ability_targets(s, p)[space]
        _spend_reach_boost(s, p, space, food)
        self.used(ctx, pay=goods.merge(ability(p).get("cost", {}), {"food": food}))
        p.pieces -= 1
        s.pieces[space].append([p.seat, kind])
        ctx.emit("piece_placed", {"player": p.seat, "piece": kind, "space": space})
        PIECE_EFFECTS[kind](ctx, space)

    # -- the falcon (Vukunturs) ---------------------------------------------------------------

    def falcon(self, ctx: Context) -> None:
        s, p = ctx.s, ctx.p
        steps = 3 * (5 - p.tribe_markers + (1 if p.tribe_markers else 0))
        ends = falcon_moves(s, p, steps)
        if ends:
            ctx.ask("space", ends, msg("Where does your falcon fly?"), then=self.flew, may=True)
        else:
            self.flew(ctx, None)

    def flew(self, ctx: Context, space: int | None) -> None:
        s, p = ctx.s, ctx.p
        if space is not None:
            s.falcon[p.seat] = space
            ctx.emit("falcon_moved", {"player": p.seat, "space": space})
        self.used(ctx)
        landscape = s.types[s.falcon[p.seat]]  # type: ignore[index]
        from .effects import gain_goods

        for source, by_landscape in passive_sources(p, "on_ability_by_falcon"):
            if landscape in by_landscape:
                gain_goods(ctx, by_landscape[landscape], source)
        reach = ability(p).get("reach", 0)
        ctx.queue("effect:action", arg={"kind": "any", "reach": reach}, source={"ability": "falcon"})


def _spend_reach_boost(s: ReviveState, p: Player, space: int, food: int) -> None:
    """(fix: a machine's reach +1 "for that action" that took food off the ability's distance
    is spent on it; it used to serve the next Build, Explore or Populate as well. A boost the
    ability did not need stays for the action it was activated for.)"""
    boost = p.boosts.pop("reach", None)
    if boost is None:
        return
    from .mapactions import distance_food

    if distance_food(s, p)[space] == food:
        p.boosts["reach"] = boost


def free_action_options(s: ReviveState, p: Player) -> list[list]:
    """The Explore/Build/Populate actions a free-action ability offers, priced with what the
    player holds once the ability's own cost is paid."""
    from .mapactions import map_action_options

    a = ability(p)
    cost = a.get("cost", {})
    if not goods.can_pay(p, cost):
        return []
    held = dict(p.resources)
    goods.pay(p, cost)
    try:
        kinds = ("build", "explore", "populate")
        return [o for k in kinds for o in map_action_options(s, p, k, a.get("reach", 0))]
    finally:
        p.resources.update(held)


def falcon_moves(s: ReviveState, p: Player, steps: int) -> list[int]:
    """The landscape spaces the falcon can end on within `steps` steps over face-up spaces."""
    start = s.falcon[p.seat]
    if start is None:
        return []
    adjacent = board.map_index().adjacent
    seen = {start: 0}
    frontier = [start]
    for depth in range(1, steps + 1):
        nxt = []
        for u in frontier:
            for v in adjacent[u]:
                if v not in seen and s.types[v] is not None:
                    seen[v] = depth
                    nxt.append(v)
        frontier = nxt
    return sorted(v for v in seen if s.types[v] in LANDSCAPES)


# -- what each piece does when placed ---------------------------------------------------------------


def _forest(ctx: Context, space: int) -> None:
    """A forest tile on sand: neighbours' buildings step up green; books for the forest area."""
    s = ctx.s
    s.types[space] = "forest"
    _landscape_neighbours(ctx, space, "green")
    area = _contiguous(s, space, "forest")
    from .effects import gain_goods

    gain_goods(ctx, {"book": len(area)}, {"piece": "forest_tile"})


def _landscape_neighbours(ctx: Context, space: int, colour: str) -> None:
    """Every building next to a space that just became a landscape steps up its owner's track
    (a large building twice)."""
    s = ctx.s
    for v in board.map_index().adjacent[space]:
        b = s.building[v]
        if b is not None:
            for _ in range(2 if b[1] == "large" else 1):
                ctx.queue("advance", seat=b[0], colour=colour)


def _contiguous(s: ReviveState, space: int, kind: str) -> list[int]:
    adjacent = board.map_index().adjacent
    seen, todo = {space}, [space]
    while todo:
        for v in adjacent[todo.pop()]:
            if v not in seen and s.types[v] == kind:
                seen.add(v)
                todo.append(v)
    return sorted(seen)


def _temple(ctx: Context, space: int) -> None:
    """A temple on water: its reward, even if a building of the player took it already."""
    from .effects import queue_effects

    ctx.p.temple_water.append(space)
    queue_effects(ctx, board.water_reward(ctx.s, space), {"space": space})


def _target(ctx: Context, space: int) -> None:
    pass  # (it waits for a Build or Populate there: `mapactions`)


def _sand(ctx: Context, space: int) -> None:
    """A sand tile on a landscape: it becomes sand; a card of the covered landscape's colour."""
    s = ctx.s
    colour = LANDSCAPES[s.types[space]]  # type: ignore[index]
    s.types[space] = "sand"
    if any(content().card(c).colour == colour for c in s.offer):
        ctx.queue("effect:take_card", arg=colour, source={"piece": "sand_tile"})


def _workshop(ctx: Context, space: int) -> None:
    ctx.queue("advance", colour=LANDSCAPES[ctx.s.types[space]])  # type: ignore[index]


PIECE_EFFECTS = {
    "forest_tile": _forest,
    "temple": _temple,
    "target": _target,
    "sand_tile": _sand,
    "workshop": _workshop,
}


# -- technologies ----------------------------------------------------------------------------------


def unlock(ctx: Context, tech_id: str) -> None:
    """The figure of a technology space has gone to the map: the technology is the player's."""
    p = ctx.p
    p.unlocked.append(tech_id)
    tech = technology(p, tech_id)
    ctx.s.emit("technology_unlocked", {"player": p.seat, "technology": tech_id})
    if tech.kind == "on_unlock":
        from .effects import queue_effects

        queue_effects(ctx, tech.effects, {"technology": tech_id})


def populate_sources(p: Player) -> list[str]:
    """The technology spaces the player's next figure may come from: the root first; then those
    linked to an unlocked technology (seed p. 12)."""
    techs = side(p)
    if not p.unlocked:
        return [techs.root.id]
    out = []
    for t in techs.technologies:
        if t.id not in p.unlocked and any(n in p.unlocked for n in techs.neighbours(t.id)):
            out.append(t.id)
    return out


def free_action_techs(p: Player) -> list[str]:
    return [t for t in p.unlocked if technology(p, t).kind == "free_action"]
