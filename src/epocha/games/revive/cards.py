"""Citizen cards in slots, and slot modules (digest §5.6, §7.1).

A card is played from the active area into a slot that is empty or whose cards all show the
slot symbol on the half they were used with; a top slot uses the card's top half, a bottom slot
its bottom half, the fifth (right) slot the half the player chooses. Modules of that slot
sharing a colour with the card fire, and cards already in the slot of the card's colour fire
again (their half as they were used). Everything that fires is resolved in the order the player
likes (`effects.Pool`).
"""

from __future__ import annotations

from epocha.engine.message import msg

from .catalog import content
from .effects import effect_frame_data
from .offers import refill
from .programs import Context, program
from .state import Player, ReviveState
from .tribes import has_passive

HALF_OF_SLOT = {"top1": "top", "top2": "top", "bottom1": "bottom", "bottom2": "bottom"}
OTHER_HALF = {"top": "bottom", "bottom": "top"}


def open_slots(p: Player) -> list[str]:
    """The slots a card may go into now."""
    c = content()
    slots = ["top1", "top2", "bottom1", "bottom2"] + (["right"] if has_passive(p, "fifth_slot") else [])
    return [k for k in slots if all(c.card(x).half(h).slot for x, h in p.slots[k])]


def plays(s: ReviveState, p: Player, colour: str | None = None) -> list[list[str]]:
    """Every [card, slot, half] the player may play (cards of `colour` only, if given)."""
    c = content()
    flip = p.boosts.get("flip", False)
    out = []
    cards = sorted(set(p.active))
    slots = open_slots(p)
    for card in cards:
        if colour is not None and c.card(card).colour != colour and not p.boosts.get("all_colours"):
            continue
        for slot in slots:
            if slot == "right":
                out += [[card, slot, "top"], [card, slot, "bottom"]]
            else:
                half = HALF_OF_SLOT[slot]
                out.append([card, slot, OTHER_HALF[half] if flip else half])
    return out


def colours_of(p: Player, card: str) -> frozenset[str]:
    """The card's colour, or every colour for the card a machine made all-coloured."""
    if p.boosts.get("all_colours"):
        return frozenset(("yellow", "green", "grey"))
    return frozenset((content().card(card).colour,))


@program
class Play:
    """Play a card: a main action, or "play another card" at no action cost (`free`)."""

    name = "play"
    section = "play"

    def start(self, ctx: Context) -> None:
        s, p, c = ctx.s, ctx.p, ctx.c
        card, slot, half = ctx.data["card"], ctx.data["slot"], ctx.data["half"]
        colours = colours_of(p, card)
        for key in ("flip", "all_colours"):  # (spent on this card)
            p.boosts.pop(key, None)
        already = list(p.slots[slot])
        p.active.remove(card)
        p.slots[slot].append([card, half])
        s.emit("card_played", {"player": p.seat, "card": card, "slot": slot, "half": half})
        items: list[list] = [[{"card": card}, e] for e in c.card(card).half(half).effects]
        for module in p.modules.get(slot, []):
            if module is not None and colours & set(c.module(module).colours):
                items += [[{"module": module}, e] for e in c.module(module).effects]
        for other, other_half in already:
            if c.card(other).colour in colours:
                items += [[{"card": other}, e] for e in c.card(other).half(other_half).effects]
        # the card played is "this card" for its effects: "another card" means any other one
        for source, _ in items:
            source.setdefault("playing", card)
        if c.card(card).half(half).hibernate_then_remove:
            ctx.s.turn["hibernate_then_remove"] = card
        if items:
            ctx.queue("pool", items=items)


@program
class SwitchCard:
    """The campaign's switch rule: the switch resolves again the half a slotted card was used
    with — one of the player's own, or an opponent's (who then moves it to their rest area)."""

    name = "switch_card"
    section = "campaign.switch-rule"

    def start(self, ctx: Context) -> None:
        s = ctx.s
        owner, slot, card = ctx.data["owner"], ctx.data["slot"], ctx.data["card"]
        half = next(h for c, h in s.players[owner].slots[slot] if c == card)
        s.emit("switch_card", {"player": ctx.seat, "owner": owner, "card": card})
        if owner != ctx.seat:
            eject(s, s.players[owner], slot, card, ctx.why)
        effects = ctx.c.card(card).half(half).effects
        if effects:
            ctx.queue("pool", items=[[{"card": card}, e] for e in effects])


def eject(s: ReviveState, p: Player, slot: str, card: str, why: dict | None = None) -> None:
    """A card from a slot to the rest area (it comes back at the next hibernation); `why`: the
    cause the log gives."""
    for entry in p.slots[slot]:
        if entry[0] == card:
            p.slots[slot].remove(entry)
            break
    p.rest.append(card)
    args = {"player": p.seat, "card": card, "slot": slot}
    if why is not None:
        args["cause"] = why
    s.emit("card_ejected", args)


# -- modules ----------------------------------------------------------------------------------


def module_spaces(p: Player) -> list[list]:
    """Every [slot, i] a gained module may go on: empty spaces, and full ones (the module there
    is discarded to make room)."""
    return [[slot, i] for slot, spaces in sorted(p.modules.items()) for i in range(len(spaces))]


@program
class GainModule:
    """A module from the offer onto a module space; on an activation space it fires once (not
    when it replaces a module there)."""

    name = "gain_module"

    def start(self, ctx: Context) -> None:
        offer = ctx.s.module_offer
        if offer:
            ctx.ask(
                "module", sorted(set(offer)), msg("Take a module from the offer"), then=self.took, may=True
            )

    def took(self, ctx: Context, module: str | None) -> None:
        if module is None:
            return
        ctx.vars["module"] = module
        ctx.ask(
            "module_space",
            module_spaces(ctx.p),
            msg("Put it on which module space?"),
            then=self.placed,
            module=module,
        )

    def placed(self, ctx: Context, where: list) -> None:
        s, p = ctx.s, ctx.p
        module = ctx.vars["module"]
        slot, i = where
        s.module_offer.remove(module)
        replaced = p.modules[slot][i]
        p.modules[slot][i] = module
        if replaced is not None:
            s.out_of_game.append(replaced)
        s.emit(
            "module_placed",
            {"player": p.seat, "module": module, "slot": slot, "space": i, "replaced": replaced},
        )
        refill(s)
        if replaced is None and ctx.c.boards.slots[slot][i]:  # an activation space
            effects = ctx.c.module(module).effects
            if len(effects) == 1:
                name, data = effect_frame_data(effects[0], {"module": module})
                ctx.queue(name, **data)
            elif effects:
                ctx.queue("pool", items=[[{"module": module}, e] for e in effects])
