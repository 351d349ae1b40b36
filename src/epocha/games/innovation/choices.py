"""Choices inside effects: a frame that asks one seat to pick, one option at a time.

A choice has a `kind` (cards, color, direction, player, value, option) and the options to pick
from. It picks between `min` and `max` options; several picks are made one action each, so
the pick order is the order of the picks. "You may" adds `pass` before the first pick;
`done` ends an open-count selection once at least `min` (and at least one) were picked.

Trivial choices are not asked: a forced pick of the only option, or of every option when
they must all be taken and their order does not matter.
"""

from __future__ import annotations

from typing import Any

from epocha.engine import Decision, Frame
from epocha.engine.choice import DONE, PASS, choice_actions, run_choice
from epocha.engine.choice import choice_frame as _choice_frame

from .catalog import CARDS
from .state import InnovationState

KINDS = ("cards", "color", "direction", "player", "value", "option")

__all__ = ["DONE", "PASS", "card_ref", "choice_decision", "choice_frame", "run_choice"]


def choice_frame(
    seat: int,
    kind: str,
    options: list,
    *,
    prompt: str,
    multi: bool = False,
    min: int = 1,
    max: int = 1,
    may: bool = False,
    ordered: bool = False,
    card: str | None = None,
    effect: int | None = None,
    labels: dict | None = None,
) -> Frame:
    """An Innovation choice; `card` and `effect` say which card's effect asks (clients show
    its text)."""
    if kind not in KINDS:
        raise ValueError(kind)
    return _choice_frame(seat, kind, options, prompt=prompt, multi=multi, min=min, max=max, may=may,
                         ordered=ordered, card=card, effect=effect, labels=dict(labels) if labels else None)


# -- what the choosing seat sees -----------------------------------------------------------


def card_ref(s: InnovationState, seat: int | None, card: str) -> str | dict:
    """A card as `seat` may name it: its name, or its place when its face is hidden to them."""
    zone = s.where[card]
    if zone[0] in ("hand", "score") and zone[1] != seat and card not in s.revealed:
        owner = zone[1]
        return {
            "player": owner,
            "zone": zone[0],
            "index": s.cards_in(zone).index(card),
            "age": CARDS[card].age,
        }
    if zone[0] in ("deck", "ages", "achievements"):
        raise ValueError(f"{card} is face down and cannot be chosen")
    return card


def _card_label(ref: str | dict) -> str:
    if isinstance(ref, str):
        return ref
    where = "hand" if ref["zone"] == "hand" else "score pile"
    return f"an age-{ref['age']} card in seat {ref['player']}'s {where} (#{ref['index'] + 1})"


def choice_decision(s: InnovationState, frame: Frame) -> Decision:
    d = frame.data
    seat, kind = d["seat"], d["kind"]
    labels = d.get("labels") or {}

    def render(option: Any) -> tuple[dict, str]:
        if kind == "cards":
            ref = card_ref(s, seat, option)
            return {"cards": [ref]}, _card_label(ref)
        if kind == "player":
            return {"player": option}, f"seat {option}"
        if kind == "value":
            return {"value": option}, str(option)
        return {kind: option}, labels.get(option, option.capitalize() if kind != "option" else option)

    actions, values = choice_actions(frame, render)
    picked = d["picked"]
    context: dict = {"card": d.get("card"), "multi": d["multi"], "min": d["min"], "max": d["max"]}
    if "effect" in d:
        context["effect"] = d["effect"]
    if picked:
        context["picked"] = [card_ref(s, seat, c) if kind == "cards" else c for c in picked]
    return Decision(seat=seat, kind=kind, prompt=d["prompt"], actions=actions, values=values, context=context)
