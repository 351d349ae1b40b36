"""What each effect of the vocabulary does (`vocabulary.EFFECTS`): one program per kind, named
`effect:<kind>`, started with the effect's argument and its `source` (the card, module,
machine... that carries it, for the log and for rules such as "another card than this one").

Every printed effect is optional (seed p. 9): an effect that asks offers to pass where passing
can matter (an exchange, a card to eject); a plain gain is simply taken.
"""

from __future__ import annotations

from typing import Any

from epocha.engine.message import card_cause, msg
from epocha.engine.plain import copy_plain

from . import goods, offers, scoretrack
from .programs import Context, program, source_cause
from .state import Player
from .vocabulary import BASIC, COLOURS

Source = dict  # {"card": id} | {"module": id} | {"machine": id} | {"crate": id} | {"space": n} ...


def effect_frame_data(effect: dict, source: Source) -> tuple[str, dict]:
    """The program and data that resolve one effect."""
    ((kind, arg),) = effect.items()
    return f"effect:{kind}", {"arg": arg, "source": source}


def queue_effects(
    ctx: Context, effects: tuple[dict, ...] | list[dict], source: Source, seat: int | None = None
) -> None:
    """Resolve `effects` once this step is over: one by one if they are several, in the order
    the player picks (`pool`)."""
    if not effects:
        return
    if len(effects) == 1:
        name, data = effect_frame_data(effects[0], source)
        ctx.queue(name, seat, **data)
    else:
        ctx.queue("pool", seat, items=[[source, e] for e in effects])


# -- the pool: several effects, resolved in the order the player likes -------------------------


@program
class Pool:
    name = "pool"

    def cause(self, data: dict) -> dict | None:
        """Effects of one component: that component (else what fired them all says: a card
        played fires its slot's modules and cards too)."""
        causes = [source_cause(source) for source, _ in data["items"]]
        return causes[0] if causes and all(c == causes[0] for c in causes) else None

    def start(self, ctx: Context) -> None:
        items = ctx.data["items"]
        if not items:
            return
        if len(items) == 1:
            source, effect = items.pop()
            name, data = effect_frame_data(effect, source)
            ctx.queue(name, **data)
            return
        prompt = msg("Resolve an effect (in any order; you may stop)")
        shown = copy_plain(items)  # (the choice keeps the effects as they were offered)
        ctx.ask("effect", list(range(len(items))), prompt, then=self.chose, may=True, items=shown)

    def chose(self, ctx: Context, i: int | None) -> None:
        if i is None:
            ctx.data["items"].clear()  # the player declines the rest
            return
        source, effect = ctx.data["items"].pop(i)
        name, data = effect_frame_data(effect, source)
        ctx.call(name, self.start, **data)


# -- gains ----------------------------------------------------------------------------------


def gain_goods(ctx: Context, gains: dict[str, int], source: Source) -> None:
    """Take `gains` now; what needs a choice (a basic resource of the player's choice, a crystal
    beyond the cap, an artifact) is queued. The log says the component `source` names, else
    what the running program runs for."""
    p = ctx.p
    why = source_cause(source) or ctx.why
    for good, n in gains.items():
        if good in BASIC:
            lost = goods.add(p, good, n)
            ctx.emit("gained", {"player": p.seat, "goods": {good: n - lost}, "lost": lost}, cause=why)
        elif good == "crystal":
            over = goods.add(p, "crystal", n)
            if n - over:
                ctx.emit("gained", {"player": p.seat, "goods": {"crystal": n - over}, "lost": 0}, cause=why)
            for _ in range(over):  # at the cap: a basic resource instead, if the player likes
                ctx.queue("crystal_overflow", why=why)
        elif good == "any_basic":
            for _ in range(n):
                ctx.queue("any_basic", why=why)
        elif good == "energy":
            p.energy += n
            ctx.emit("energy_gained", {"player": p.seat, "amount": n}, cause=why)
        elif good == "crate":
            for _ in range(n):
                gain_crate(ctx, why)
        elif good == "points":
            scoretrack.score(ctx, n, why)
        elif good == "purple":
            p.purple += n
            ctx.emit("purple_gained", {"player": p.seat, "amount": n}, cause=why)
        elif good == "artifact":
            for _ in range(n):
                ctx.queue("artifact", why=why)
        else:
            raise ValueError(f"unknown gain {good!r}")


def gain_crate(ctx: Context, why: dict | None = None) -> None:
    """A crate (`why`: the cause the log gives, if not the running program's)."""
    from .tribes import passive_sources  # (technologies that add to every crate)

    if offers.draw_crate(ctx.s, ctx.p, why or ctx.why) is not None:
        for source, effects in passive_sources(ctx.p, "on_crate"):
            queue_effects(ctx, effects, source)


@program
class Gain:
    name = "effect:gain"

    def start(self, ctx: Context) -> None:
        gain_goods(ctx, ctx.data["arg"], ctx.data["source"])


@program
class AnyBasic:
    """One basic resource of the player's choice."""

    name = "any_basic"

    def start(self, ctx: Context) -> None:
        ctx.ask("resource", list(BASIC), msg("Take a basic resource of your choice"), then=self.took)

    def took(self, ctx: Context, resource: str) -> None:
        take_basic(ctx, resource)


def take_basic(ctx: Context, resource: str) -> None:
    lost = goods.add(ctx.p, resource, 1)
    ctx.emit("gained", {"player": ctx.seat, "goods": {resource: 1 - lost}, "lost": lost})


@program
class CrystalOverflow:
    """A crystal gained at the cap: a basic resource instead, if the player likes (seed p. 8)."""

    name = "crystal_overflow"

    def start(self, ctx: Context) -> None:
        prompt = msg("You hold the most crystals you may: take a basic resource instead?")
        ctx.ask("resource", list(BASIC), prompt, then=self.took, may=True)

    def took(self, ctx: Context, resource: str | None) -> None:
        if resource is None:
            ctx.emit("gained", {"player": ctx.seat, "goods": {}, "lost": 1})
        else:
            take_basic(ctx, resource)


@program
class Per:
    """1 resource per item counted (figures on the map, yellow slotted cards, visible flasks)."""

    name = "effect:per"

    def start(self, ctx: Context) -> None:
        from .counts import count

        arg = ctx.data["arg"]
        n = count(ctx.s, ctx.p, arg["count"])
        if n:
            gain_goods(ctx, {arg["gain"]: n}, ctx.data["source"])


# -- exchanges ----------------------------------------------------------------------------------


def payments(p: Player, pay: dict[str, int]) -> list[list]:
    """The concrete ways to pay `pay` (an `any_basic` part paid in the basic resources the
    player picks), as [[resource, n], ...] each; crystals make up for missing basic ones."""
    fixed = {r: n for r, n in pay.items() if r != "any_basic"}
    free = pay.get("any_basic", 0)
    if not free:
        return [sorted([r, n] for r, n in fixed.items())] if goods.can_pay(p, fixed) else []
    out = []
    for split in _splits(free, len(BASIC)):
        cost = goods.merge(fixed, dict(zip(BASIC, split, strict=True)))
        if goods.can_pay(p, cost):
            out.append(sorted([r, n] for r, n in cost.items()))
    return out


def _splits(n: int, parts: int) -> list[tuple[int, ...]]:
    if parts == 1:
        return [(n,)]
    return [(k, *rest) for k in range(n, -1, -1) for rest in _splits(n - k, parts - 1)]


@program
class Exchange:
    """Pay the left side, get the right one; up to `times` times, asked one time after another."""

    name = "effect:exchange"

    def start(self, ctx: Context) -> None:
        ctx.vars["done"] = 0
        self.offer(ctx)

    def offer(self, ctx: Context) -> None:
        arg = ctx.data["arg"]
        if ctx.vars["done"] >= arg.get("times", 1):
            return
        ways = payments(ctx.p, arg["pay"])
        if not ways:
            return
        ctx.ask("payment", ways, msg("Exchange: pay for it (or stop)"), then=self.paid, may=True)

    def paid(self, ctx: Context, way: list | None) -> None:
        if way is None:
            return
        paid = goods.pay(ctx.p, dict(way))
        ctx.emit("paid", {"player": ctx.seat, "goods": paid})
        ctx.vars["done"] += 1
        get = ctx.data["arg"]["get"]
        ctx.vars["after"] = True
        if len(get) == 1:
            name, data = effect_frame_data(get[0], ctx.data["source"])
            ctx.call(name, self.again, **data)
        else:
            ctx.call("pool", self.again, items=[[ctx.data["source"], e] for e in get])

    def again(self, ctx: Context, _: Any) -> None:
        self.offer(ctx)


@program
class Convert:
    """A basic resource for another basic one, up to n times."""

    name = "effect:convert"

    def start(self, ctx: Context) -> None:
        ctx.vars["left"] = ctx.data["arg"]
        self.offer(ctx)

    def offer(self, ctx: Context) -> None:
        if not ctx.vars["left"]:
            return
        have = ctx.p.resources
        pairs = [[a, b] for a in BASIC for b in BASIC if a != b and have[a] and goods.room(ctx.p, b)]
        if pairs:
            ctx.ask(
                "convert",
                pairs,
                msg("Exchange a basic resource for another (or stop)"),
                then=self.did,
                may=True,
            )

    def did(self, ctx: Context, pair: list | None) -> None:
        if pair is None:
            return
        give, get = pair
        ctx.p.resources[give] -= 1
        goods.add(ctx.p, get, 1)
        ctx.emit("converted", {"player": ctx.seat, "give": give, "get": get})
        ctx.vars["left"] -= 1
        self.offer(ctx)


@program
class Choose:
    name = "effect:choose"

    def start(self, ctx: Context) -> None:
        options = list(range(len(ctx.data["arg"])))
        ctx.ask("option", options, msg("Choose one"), then=self.chose, may=True, choices=ctx.data["arg"])

    def chose(self, ctx: Context, i: int | None) -> None:
        if i is not None:
            queue_effects(ctx, ctx.data["arg"][i], ctx.data["source"])


# -- tracks, modules, the tribe, energy -------------------------------------------------------------


@program
class Advance:
    name = "effect:advance"

    def start(self, ctx: Context) -> None:
        colour = ctx.data["arg"]
        if colour == "any":
            ctx.ask("track", list(COLOURS), msg("Advance which machine track?"), then=self.chose)
        else:
            ctx.queue("advance", colour=colour)

    def chose(self, ctx: Context, colour: str) -> None:
        ctx.queue("advance", colour=colour)


@program
class TakeModule:
    name = "effect:module"

    def start(self, ctx: Context) -> None:
        for _ in range(ctx.data["arg"]):
            ctx.queue("gain_module")


@program
class TribeAbility:
    name = "effect:tribe_ability"

    def start(self, ctx: Context) -> None:
        for _ in range(ctx.data["arg"]):
            ctx.queue("tribe_ability")


@program
class RecoverEnergy:
    name = "effect:recover_energy"

    def start(self, ctx: Context) -> None:
        ctx.vars["left"] = ctx.data["arg"]
        self.offer(ctx)

    def offer(self, ctx: Context) -> None:
        # A machine that recovers energy takes it back from *another* machine: its own energy is
        # what activated it (otherwise it could free itself and be activated again, endlessly).
        machines = sorted(m for m in ctx.p.powered if m != ctx.data["source"].get("machine"))
        if ctx.vars["left"] and machines:
            prompt = msg("Take an energy back from one of your machines")
            ctx.ask("machine", machines, prompt, then=self.took, may=True)

    def took(self, ctx: Context, machine: str | None) -> None:
        if machine is None:
            return
        ctx.p.powered.remove(machine)
        ctx.p.energy += 1
        ctx.emit("energy_recovered", {"player": ctx.seat, "machine": machine})
        ctx.vars["left"] -= 1
        self.offer(ctx)


# -- cards ----------------------------------------------------------------------------------------


@program
class Eject:
    """A card from one of your slots to your rest area (not the card being played)."""

    name = "effect:eject"

    def start(self, ctx: Context) -> None:
        ctx.vars["left"] = ctx.data["arg"]
        self.offer(ctx)

    def offer(self, ctx: Context) -> None:
        playing = ctx.data["source"].get("playing")  # (the card being played stays)
        cards = [[slot, c] for slot, c, _ in ctx.p.slotted() if c != playing]
        if ctx.vars["left"] and cards:
            prompt = msg("Move a card from one of your slots to your rest area")
            ctx.ask("slotted", cards, prompt, then=self.took, may=True)

    def took(self, ctx: Context, choice: list | None) -> None:
        if choice is None:
            return
        from .cards import eject

        eject(ctx.s, ctx.p, choice[0], choice[1], ctx.why)
        ctx.vars["left"] -= 1
        self.offer(ctx)


@program
class Retrieve:
    """A card of your rest area back into your active area."""

    name = "effect:retrieve"

    def start(self, ctx: Context) -> None:
        ctx.vars["left"] = ctx.data["arg"]
        self.offer(ctx)

    def offer(self, ctx: Context) -> None:
        if ctx.vars["left"] and ctx.p.rest:
            prompt = msg("Take a card of your rest area back into your active area")
            ctx.ask("card", sorted(set(ctx.p.rest)), prompt, then=self.took, may=True)

    def took(self, ctx: Context, card: str | None) -> None:
        if card is None:
            return
        ctx.p.rest.remove(card)
        ctx.p.active.append(card)
        ctx.emit("card_retrieved", {"player": ctx.seat, "card": card})
        ctx.vars["left"] -= 1
        self.offer(ctx)


@program
class TakeCard:
    """A card of the shown colour (or any) from the offer into your active area."""

    name = "effect:take_card"

    def start(self, ctx: Context) -> None:
        colour = ctx.data["arg"]
        cards = [c for c in ctx.s.offer if colour == "any" or ctx.c.card(c).colour == colour]
        if cards:
            prompt = msg("Take a card from the offer")
            ctx.ask("card", sorted(set(cards)), prompt, then=self.took, may=True)

    def took(self, ctx: Context, card: str | None) -> None:
        if card is not None:
            take_from_offer(ctx, card)


def take_from_offer(ctx: Context, card: str) -> None:
    """A card from the offer into the player's active area, with what technologies add."""
    from .tribes import passive_sources

    offers.take_offer_card(ctx.s, ctx.p, card, ctx.why)
    colour = ctx.c.card(card).colour
    for source, by_colour in passive_sources(ctx.p, "on_card_gain"):
        gain_goods(ctx, {by_colour[colour]: 1}, source)


@program
class PlayCard:
    """Play another card (of the shown colour) at no action cost."""

    name = "effect:play_card"

    def start(self, ctx: Context) -> None:
        from .cards import plays

        colour = ctx.data["arg"]
        options = plays(ctx.s, ctx.p, None if colour == "any" else colour)
        if options:
            ctx.ask("play", options, msg("Play another card at no action cost"), then=self.chose, may=True)

    def chose(self, ctx: Context, play: list | None) -> None:
        if play is not None:
            card, slot, half = play
            ctx.queue("play", card=card, slot=slot, half=half, free=True)


@program
class RestCardTop:
    """A machine: an unplayed card of the active area to the rest area, its top half resolved."""

    name = "effect:rest_card_top"

    def start(self, ctx: Context) -> None:
        if ctx.p.active:
            prompt = msg("Move a card of your active area to your rest area and use its top half")
            ctx.ask("card", sorted(set(ctx.p.active)), prompt, then=self.chose, may=True)

    def chose(self, ctx: Context, card: str | None) -> None:
        if card is None:
            return
        ctx.p.active.remove(card)
        ctx.p.rest.append(card)
        ctx.s.emit("card_rested", {"player": ctx.seat, "card": card})
        queue_effects(ctx, ctx.c.card(card).top.effects, {"card": card})


# -- actions at no action cost, reach, and what machines change for the next action -------------


@program
class FreeAction:
    """Build, Explore or Populate at no action cost (with reach +n)."""

    name = "effect:action"

    def start(self, ctx: Context) -> None:
        arg = ctx.data["arg"]
        kinds = ["build", "explore", "populate"] if arg["kind"] == "any" else [arg["kind"]]
        from .mapactions import map_action_options

        options = [
            o for k in kinds for o in map_action_options(ctx.s, ctx.p, k, extra_reach=arg.get("reach", 0))
        ]
        if options:
            prompt = msg("Take an action at no action cost")
            ctx.ask("map_action", options, prompt, then=self.chose, may=True)

    def chose(self, ctx: Context, option: list | None) -> None:
        if option is not None:
            kind, target = option[0], option[1:]
            ctx.queue(kind, target=target, free=True, reach=ctx.data["arg"].get("reach", 0))


def _boost(key: str) -> type:
    """An effect that changes the player's next action of its kind (a machine's, used before
    that action: "reach +1 for this action", "the card you play counts as every colour")."""

    class Boost:
        name = f"effect:{key}"

        def start(self, ctx: Context) -> None:
            arg = ctx.data["arg"]
            boosts = ctx.p.boosts
            if key == "reach":
                boosts["reach"] = boosts.get("reach", 0) + arg
            elif key == "discount":
                discounts = boosts.setdefault("discount", {})
                discounts[arg["action"]] = discounts.get(arg["action"], 0) + arg["amount"]
            else:
                boosts[key] = True
            ctx.emit("boosted", {"player": ctx.seat, "boost": key})

    Boost.__name__ = Boost.__qualname__ = f"Boost_{key}"
    return program(Boost)


for _key in ("reach", "discount", "flip", "infinite_reach", "all_colours"):
    _boost(_key)


@program
class ReuseCrate:
    """A machine: pay 1 gear to resolve one of your opened crates again (once per crate)."""

    name = "effect:reuse_crate"

    def start(self, ctx: Context) -> None:
        p = ctx.p
        crates = [c for c in p.opened_crates if c not in p.reused_crates]
        if crates and goods.can_pay(p, {"gear": 1}):
            prompt = msg("Pay 1 gear to resolve an opened crate again")
            ctx.ask("crate", crates, prompt, then=self.chose, may=True)

    def chose(self, ctx: Context, crate: str | None) -> None:
        if crate is None:
            return
        goods.pay(ctx.p, {"gear": 1})
        ctx.p.reused_crates.append(crate)
        ctx.s.emit("crate_reused", {"player": ctx.seat, "crate": crate})
        queue_effects(ctx, ctx.c.crate(crate).effects, {"crate": crate})


@program
class OpenCrate:
    """A free action: one of your closed crates opened, its effect resolved (the crate is kept,
    open, for scoring and for the machine that resolves a crate again)."""

    name = "open_crate"

    def cause(self, data: dict) -> dict:
        return card_cause(data["crate"])

    def start(self, ctx: Context) -> None:
        crate = ctx.data["crate"]
        ctx.p.crates.remove(crate)
        ctx.p.opened_crates.append(crate)
        ctx.s.emit("crate_opened", {"player": ctx.seat, "crate": crate})
        queue_effects(ctx, ctx.c.crate(crate).effects, {"crate": crate})


@program
class MovePopulation:
    """A technology, when unlocked: a figure of yours from one small location to another where
    you have none, paying nobody."""

    name = "effect:move_population"

    def start(self, ctx: Context) -> None:
        from .board import is_small_location

        s, seat = ctx.s, ctx.seat
        mine = [i for i in range(len(s.types)) if is_small_location(s, i) and seat in s.figures[i]]
        free = [i for i in range(len(s.types)) if is_small_location(s, i) and seat not in s.figures[i]]
        moves = [[a, b] for a in mine for b in free]
        if moves:
            prompt = msg("Move one of your figures to another small location")
            ctx.ask("move", moves, prompt, then=self.chose, may=True)

    def chose(self, ctx: Context, move: list | None) -> None:
        if move is None:
            return
        a, b = move
        ctx.s.figures[a].remove(ctx.seat)
        ctx.s.figures[b].append(ctx.seat)
        ctx.emit("figure_moved", {"player": ctx.seat, "from": a, "to": b})


@program
class ResetSwitch:
    name = "effect:reset_switch"

    def start(self, ctx: Context) -> None:
        if ctx.p.switch_used:
            ctx.p.switch_used = False
            ctx.emit("switch_reset", {"player": ctx.seat})
