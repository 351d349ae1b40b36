"""Machine tracks, the reward spaces they open, and machines (digest §9, §10).

A machine is known by a key: a standard machine by its reward space's id, a special machine
by its token's id, a tribe-board machine by its technology's id. One energy from the reservoir
activates a machine once; the energy stays on it until a hibernation (or an effect) takes it
back.
"""

from __future__ import annotations

from epocha.engine.message import card_cause, msg

from .catalog import content
from .effects import gain_goods, queue_effects
from .programs import Context, program
from .progress import place_marker
from .state import Player, ReviveState
from .tribes import technology


@program
class Advance:
    """One step on a machine track; past its end, the track's resource instead."""

    name = "advance"

    def start(self, ctx: Context) -> None:
        colour = ctx.data["colour"]
        p = ctx.p
        track = ctx.c.boards.tracks[colour]
        if p.tracks[colour] >= track.length:
            ctx.emit("track_overflow", {"player": p.seat, "track": colour})
            gain_goods(ctx, {track.overflow: 1}, {"track": colour})
            return
        p.tracks[colour] += 1
        ctx.emit("advanced", {"player": p.seat, "track": colour, "space": p.tracks[colour]})
        open_reward_spaces(ctx)


def open_reward_spaces(ctx: Context) -> None:
    """Open every reward space whose tracks now reach it (one at a time, in board order)."""
    p = ctx.p
    ready = [r for r in ctx.c.boards.reward_spaces if r.id not in p.opened and _reached(p, r.needs)]
    for space in reversed(ready):  # (queued: the first in board order runs first)
        p.opened.append(space.id)
        ctx.queue("open_reward", space=space.id)
        place_marker(ctx, space.id)  # (its marker moves at once; the reward follows)


def _reached(p: Player, needs: dict[str, int]) -> bool:
    return all(p.tracks[colour] >= at for colour, at in needs.items())


@program
class OpenReward:
    """A reward space becomes accessible: its marker to the progress track, then its reward."""

    name = "open_reward"
    section = "machines.rewards"

    def start(self, ctx: Context) -> None:
        space = next(r for r in ctx.c.boards.reward_spaces if r.id == ctx.data["space"])
        ctx.s.emit("reward_opened", {"player": ctx.seat, "space": space.id, "kind": space.kind})
        offer = ctx.s.machine_offer[space.colour] if space.kind == "special_machine" else []  # type: ignore[index]
        if offer:  # (an empty offer of that colour gives no machine: docs.md, "Decisions")
            prompt = msg("Take a special machine from the offer")
            ctx.ask("machine_token", sorted(set(offer)), prompt, then=self.took)
        elif space.kind == "artifact":
            ctx.queue("artifact")

    def took(self, ctx: Context, token: str) -> None:
        from .offers import refill

        space = ctx.data["space"]
        colour = ctx.c.machine(token).colour
        ctx.s.machine_offer[colour].remove(token)
        ctx.p.tokens[space] = token
        ctx.s.emit("machine_taken", {"player": ctx.seat, "machine": token, "space": space})
        refill(ctx.s)


# -- machines ----------------------------------------------------------------------------------


def machines(p: Player) -> list[str]:
    """Every machine the player may power: opened standard machines, special machine tokens,
    unlocked tribe-board machines."""
    c = content()
    out = [r.id for r in c.boards.reward_spaces if r.kind == "standard_machine" and r.id in p.opened]
    out += list(p.tokens.values())
    out += [t for t in p.unlocked if technology(p, t).kind == "machine"]
    return out


def machine_effects(p: Player, key: str) -> tuple[dict, ...]:
    c = content()
    for r in c.boards.reward_spaces:
        if r.id == key:
            return r.effects
    if key in p.tokens.values():
        return c.machine(key).effects
    return technology(p, key).effects


def can_activate(s: ReviveState, p: Player) -> list[str]:
    """The machines the player can activate now (one energy each, not powered already)."""
    if p.energy <= 0:
        return []
    return [m for m in machines(p) if m not in p.powered]


@program
class Activate:
    """A free action: an energy from the reservoir onto a machine, its effect resolved."""

    name = "activate"

    def cause(self, data: dict) -> dict:
        return card_cause(data["machine"])

    def start(self, ctx: Context) -> None:
        key = ctx.data["machine"]
        p = ctx.p
        p.energy -= 1
        p.powered.append(key)
        ctx.s.emit("machine_activated", {"player": p.seat, "machine": key})
        queue_effects(ctx, machine_effects(p, key), {"machine": key})


def return_energy(s: ReviveState, p: Player) -> int:
    """Hibernation's first step: every energy on the player's machines back to the reservoir."""
    n = len(p.powered)
    p.energy += n
    p.powered.clear()
    return n
