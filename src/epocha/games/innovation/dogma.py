"""The Dogma action: who shares and who is demanded, the order of execution, the sharing
bonus; executing another card's effects; and the composite frames effects push.

A dogma is a frame on the stack. Its steps walk the card's effects in printed order; for
each, every affected player executes it (an "effect" frame) before the next effect begins:
demands for the players with fewer of the featured icon, clockwise from the activating
player's left; shared effects for the players with at least as many, clockwise from the
left, the activating player last. Icons are counted once, when the dogma starts.
"""

from __future__ import annotations

from typing import Any

from epocha.engine import Frame
from epocha.engine.choice import choice_step
from epocha.engine.frames import WAIT, run
from epocha.engine.message import Message, msg, pmsg, term

from . import moves
from .board import _FIELD, ICON_SHIFT, packed_icons
from .catalog import CARDS, COLORS, age_of, color_of
from .choices import asking, choice_frame
from .effects import EDITIONS, REGISTRY, EffectContext, EndDogma, effects_of
from .state import InnovationState


def dogma_frame(s: InnovationState, active: int, card: str) -> Frame:
    edition = s.edition
    shift, icon, demands, shares, _, plans = _DOGMAS[edition].get(card) or _dogma_of(card, edition)
    players = s.players
    counts = []
    p = 0
    for total in s.icon_cache:  # (over the list, not a range: one iterator made, not two)
        if total is None:
            total = packed_icons(s, p)
        counts.append((total >> shift) & _FIELD)  # (packed_count)
        p += 1  # noqa: SIM113 (a count beats `enumerate`'s tuple per player here)
    # (the event's list of counts is one list for equal counts: a game keeps its events)
    key = tuple(counts)
    counts = _COUNTS.get(key) or _counts(key, counts)
    mine = counts[active]
    fewer = 0  # a bit for each player with fewer of the icon
    bit = 1
    for count in counts:
        if count < mine:
            fewer |= bit
        bit <<= 1
    # who is demanded, who shares and who executes which effect in order (`_plan`)
    which = fewer << 5 | players << 2 | active
    victims, sharers, order = plans.get(which) or _plan(plans, which, card, edition, active, players, fewer)
    # (State.emit of a public event, without the call)
    s.log.append(
        {
            "event": "dogma",
            "args": {
                "player": active,
                "card": card,
                "icon": icon,
                "counts": counts,
                # only those the card affects: no one is demanded by a card without a demand,
                # and no one shares a card that has only demands (the plan's lists, shared:
                # events are read-only)
                "demanded": victims if demands else _NO_ONE,
                "sharing": sharers if shares else _NO_ONE,
            },
        }
    )
    # (`Frame("dogma", data)`, without the call of its __init__)
    frame = _new_frame(Frame)
    frame.kind = "dogma"
    frame.step = "start"
    frame.data = {
        "card": card,
        "active": active,
        "order": order,
        "k": 0,  # where in `order` the next execution is
        "before": 0,
        "bonus": False,
        # (its "memory" is made when an effect first asks for it: `EffectContext.memory`)
    }
    frame.arg = frame.result = None
    return frame


_NO_ONE: list[int] = []  # (read-only, as the plans' lists)
# each player's icons -> one list of them for the "dogma" events (read-only, as the plans' lists)
_COUNTS: dict[tuple[int, ...], list[int]] = {}


def _counts(key: tuple[int, ...], counts: list[int]) -> list[int]:
    if len(_COUNTS) >= 30_000:  # (450 games of 2-4 players made 5,000)
        _COUNTS.clear()
    _COUNTS[key] = counts
    return counts


def _plan(
    plans: dict, key: int, card: str, edition: str, active: int, players: int, fewer: int
) -> tuple[list, list, list]:
    """The players demanded, those sharing, and the order of execution ([effect, player,
    effect, player, ...]), kept in the card's `plans` under `key`: all three are read-only
    (events and frames never change them)."""
    victims, sharers = [], []
    for k in range(1, players):  # the others, clockwise from the left (clockwise_from)
        p = (active + k) % players
        (victims if fewer >> p & 1 else sharers).append(p)
    order = []
    for i, effect in enumerate(effects_of(card, edition)):
        if effect.kind == "demand":
            for p in victims:
                order += (i, p)
        else:
            for p in sharers:
                order += (i, p)
            order += (i, active)
    plan = plans[key] = (victims, sharers, order)
    return plan


# edition -> card -> its dogma as it runs, made once: (its icon's ICON_SHIFT, the icon, whether it
# has a demand, whether it has a shared effect, for each effect in order (the effect, its kind,
# its first step, the "effect" event of each player), and its plans (`_plan`) by the active
# player, the players and a bit for each player with fewer of the icon). Read by subscripts on
# every dogma: no key tuples to make and hash, and no attribute read off effects of a hundred
# classes. (The log's events are never changed once written, so one event may stand at several
# places of a log, and in several logs.)
_DOGMAS: dict[str, dict[str, tuple]] = {edition: {} for edition in EDITIONS}


def _dogma_of(card: str, edition: str) -> tuple:
    effects = effects_of(card, edition)
    kinds = {e.kind for e in effects}
    plays = tuple(
        (
            effect,
            effect.kind,
            effect.start,
            tuple(
                {"event": "effect", "args": {"player": p, "card": card, "index": i, "kind": effect.kind}}
                for p in range(4)
            ),
        )
        for i, effect in enumerate(effects)
    )
    icon = CARDS[card].dogma_icon
    made = _DOGMAS[edition][card] = (ICON_SHIFT[icon], icon, "demand" in kinds, "shared" in kinds, plays, {})
    return made


def forget_dogmas() -> None:
    """Make the dogmas' tables again when next asked (after effects' steps were replaced: the
    conformance gate runs a card without its effects)."""
    for table in _DOGMAS.values():
        table.clear()


def _run_dogma(s: InnovationState, f: Frame, step: str, arg: Any) -> None:
    d = f.data
    card = d["card"]
    edition = s.edition
    plays = (_DOGMAS[edition].get(card) or _dogma_of(card, edition))[4]
    order, k, active = d["order"], d["k"], d["active"]
    # the execution before `k` changed the game: the sharing bonus, if a sharing player (not
    # the active one) made the change, in a shared effect
    if (
        step == "after"
        and s.changes != d["before"]
        and order[k - 1] != active
        and plays[order[k - 2]][1] == "shared"
    ):
        d["bonus"] = True
    stack = s.stack
    end = len(order)
    while k < end:
        i = order[k]
        p = order[k + 1]
        k += 2
        effect, kind, start, events = plays[i]
        d["k"] = k
        before = d["before"] = s.changes
        s.log.append(events[p])  # (`_effect_frame`, inlined)
        # (the frame made without `Frame.__init__`'s call, its step already None: see below)
        frame = _new_frame(Frame)
        frame.kind = "effect"
        frame.step = None
        frame.data = {
            "card": card,
            "i": i,
            "me": p,
            "demander": active if kind == "demand" else None,
            # (its "vars" are made when a step first keeps something: `StepContext.vars`)
        }
        frame.arg = frame.result = None
        stack.append(frame)
        f.step = "after"
        # The effect's first step run here, as the frame loop would run it next; when it
        # finishes without asking or going on to another step, its frame is popped and this
        # dogma goes on as in its "after" step (a dogma runs a few effects: no loop turns);
        # (`_run_effect`'s start, inlined: the effect and the player are known here)
        ctx = _new_context(EffectContext)
        ctx.s = s
        ctx.frame = frame
        ctx._asked = False
        ctx.effect = effect
        ctx.me = p
        start(ctx)
        if frame.step is not None or stack[-1] is not frame:
            return  # it asks, or goes on in a step of its own: the frame loop takes over
        stack.pop()
        f.step = None
        if kind == "shared" and p != active and s.changes != before:
            d["bonus"] = True
    if d["bonus"]:
        s.emit("share_bonus", {"player": active, "card": card})
        moves.draw_action(s, active)


def _effect_frame(s: InnovationState, card: str, index: int, me: int, demander: int | None) -> Frame:
    edition = s.edition
    s.log.append((_DOGMAS[edition].get(card) or _dogma_of(card, edition))[4][index][3][me])
    return Frame("effect", {"card": card, "i": index, "me": me, "demander": demander})


def _run_effect(s: InnovationState, f: Frame, step: str, arg: Any) -> None:
    # (`effects_of` and `run_step` inlined: every step of every effect passes here)
    d = f.data
    effect = REGISTRY[d["card"]]._effects[s.edition][d["i"]]
    # (EffectContext.__init__ inlined: a context per step)
    ctx = _new_context(EffectContext)
    ctx.s = s
    ctx.frame = f
    ctx._asked = False
    ctx.effect = effect
    ctx.me = d["me"]
    if step == "start":
        effect.start(ctx)
    else:
        getattr(effect, step)(ctx, arg)


_new_context = _new_frame = object.__new__


def _run_execute(s: InnovationState, f: Frame, step: str, arg: Any) -> None:
    """Execute each non-demand effect of a card for one player, without sharing."""
    d = f.data
    if step == "start" and d["k"] == 0:
        s.emit("execute", {"player": d["me"], "card": d["card"]})
    effects = effects_of(d["card"], s.edition)
    while d["k"] < len(effects):
        i = d["k"]
        d["k"] += 1
        if effects[i].kind == "shared":
            s.stack.append(_effect_frame(s, d["card"], i, d["me"], None))
            f.step = "next"
            return


def _run_sequence(s: InnovationState, f: Frame, step: str, arg: Any) -> None:
    """Move several cards one by one; where the order matters (cards returned to the same
    supply pile, or placed on the same pile), their owner picks the next card each time."""
    d = f.data
    if step == "picked" and arg is not None:
        _move_one(s, d, arg)
    remaining = d["cards"]
    groups: dict[Any, list[str]] = {}
    for card in remaining:
        groups.setdefault(_order_group(d, card), []).append(card)
    ambiguous = [c for cards in groups.values() if len(cards) > 1 for c in cards]
    if not ambiguous:
        for card in list(remaining):
            _move_one(s, d, card)
        f.result = d["done"]
        return
    verb, hint = _order_words(d["verb"])
    s.stack.append(
        choice_frame(
            d["me"],
            "cards",
            ambiguous,
            card=d["card"],
            effect=d.get("effect"),
            prompt=msg("Choose the next card to {verb} ({hint})", verb=verb, hint=hint),
        )
    )
    f.step = "picked"


def _order_words(verb: str) -> tuple[Message, Message]:
    """The {verb} and {hint} of "Choose the next card to {verb} ({hint})"."""
    if verb == "return":
        return pmsg("prompt-part", "return"), pmsg(
            "prompt-part", "the last one ends at the bottom of its supply pile"
        )
    if verb == "meld":
        return pmsg("prompt-part", "meld"), pmsg("prompt-part", "the last one ends on top")
    if verb == "tuck":
        return pmsg("prompt-part", "tuck"), pmsg("prompt-part", "the last one ends at the bottom")
    if verb == "transfer":
        return pmsg("prompt-part", "transfer"), pmsg("prompt-part", "the last one ends on top")
    raise ValueError(verb)


def _order_group(d: dict, card: str) -> Any:
    if d["verb"] == "return":
        return age_of(card)
    if d["verb"] == "transfer" and d["zone"] != "board":
        return card  # order does not matter
    return color_of(card)


def _move_one(s: InnovationState, d: dict, card: str) -> None:
    d["cards"].remove(card)
    d["done"].append(card)
    verb = d["verb"]
    if verb == "return":
        moves.return_card(s, card)
    elif verb == "meld":
        moves.meld(s, d["me"], card)
    elif verb == "tuck":
        moves.tuck(s, d["me"], card)
    else:
        moves.transfer(s, card, d["to_player"], d["zone"])


def _run_splay(s: InnovationState, f: Frame, step: str, arg: Any) -> None:
    """Choose one of the offered colours (or pass, if optional) and splay it."""
    d = f.data
    if step == "start":
        colors, may = d["colors"], d["may"]
        if not colors:
            f.result = None
            return
        if may or len(colors) > 1:
            prompt, card, effect = _splay_prompt(d["direction"], may), d["card"], d.get("effect")
            choice = asking(d["me"], "color", colors, prompt, False, 1, 1, may, False, card, effect, None)
            choice.step = WAIT  # (a single pick not forced: its first step would find the same)
            s.stack.append(choice)
            f.step = "chosen"
            return
        arg = colors[0]  # the one colour, and no passing: nothing to ask
    if arg is not None:
        moves.splay(s, d["me"], arg, d["direction"])
    f.result = arg


def _splay_prompt(direction: str, may: bool) -> Message:
    if may:
        return msg("Splay which colour {direction}? (you may pass)", direction=term("splay", direction))
    return msg("Splay which colour {direction}?", direction=term("splay", direction))


def _run_pick(s: InnovationState, f: Frame, step: str, arg: Any) -> None:
    """Choose one card (maybe optionally) and do the verb to it; the result is the card."""
    d = f.data
    if step == "start":
        s.stack.append(
            choice_frame(
                d["me"],
                "cards",
                d["options"],
                may=d["may"],
                card=d["card"],
                effect=d.get("effect"),
                prompt=d["prompt"],
            )
        )
        f.step = "chosen"
        return
    if arg is not None and d["verb"] == "return":
        moves.return_card(s, arg)
    f.result = arg


HANDLERS = {
    "pick": _run_pick,
    "dogma": _run_dogma,
    "effect": _run_effect,
    "execute": _run_execute,
    "sequence": _run_sequence,
    "splay": _run_splay,
    "choice": choice_step,
}


def run_frames(s: InnovationState) -> Frame | None:
    """Run frames until the stack is empty (None) or a frame waits for an answer (returns
    it), "the dogma action is complete" caught on the way (`epocha.engine.frames.run`)."""
    while True:
        try:
            return run(s.stack, s, HANDLERS)
        except EndDogma:
            _end_dogma(s)


def _end_dogma(s: InnovationState) -> None:
    """Drop everything still pending in the current dogma, including its sharing bonus."""
    for i in range(len(s.stack) - 1, -1, -1):
        if s.stack[i].kind == "dogma":
            del s.stack[i + 1 :]
            s.stack[i].step = None
            s.emit("dogma_complete", {"card": s.stack[i].data["card"]})
            return
    s.stack.clear()


__all__ = ["COLORS", "dogma_frame", "run_frames"]
