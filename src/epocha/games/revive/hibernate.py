"""Hibernation (digest §8): energy back from the machines, the rest area back to the active
area, the slots into the rest area, the switch reset, and one step up the hibernation track
with one reward of the new space or any lower one. Entering the 4th space discards a large
artifact from the crater."""

from __future__ import annotations

from epocha.engine.message import msg

from .effects import queue_effects
from .machines import return_energy
from .programs import Context, program
from .solo import is_solo

DISCARD_SPACE = 3  # the 4th space of the track (the marker starts on the 1st)


@program
class Hibernate:
    name = "hibernate"
    section = "hibernate"

    def start(self, ctx: Context) -> None:
        s, p = ctx.s, ctx.p
        energy = return_energy(s, p)
        removed = s.turn.pop("hibernate_then_remove", None)
        p.active.extend(p.rest)
        p.rest = []
        for cards in p.slots.values():
            for card, _ in cards:
                if card == removed:
                    p.removed.append(card)
                else:
                    p.rest.append(card)
            cards.clear()
        p.switch_used = False
        p.boosts.clear()
        top = len(ctx.c.boards.hibernation) - 1
        entered = p.hibernation < top
        if entered:
            p.hibernation += 1
        s.emit("hibernated", {"player": p.seat, "energy": energy, "space": p.hibernation, "removed": removed})
        if entered and p.hibernation == DISCARD_SPACE:
            ctx.queue("discard_artifact")
        ctx.then(self.reward)

    def reward(self, ctx: Context, _: None) -> None:
        spaces = list(range(1, ctx.p.hibernation + 1))
        if spaces:
            prompt = msg("Take the reward of your hibernation space or of a lower one")
            ctx.ask("hibernation_reward", spaces, prompt, then=self.took)
        elif is_solo(ctx.s):
            ctx.queue("clear_offer")

    def took(self, ctx: Context, space: int) -> None:
        ctx.s.emit("hibernation_reward", {"player": ctx.seat, "space": space})
        if is_solo(ctx.s):  # (alone: the offers may be cleared once the reward is taken)
            ctx.queue("clear_offer")
        queue_effects(ctx, ctx.c.boards.hibernation[space], {"hibernation": space})
