"""Choices as data: a frame that asks one seat to pick, one option at a time.

A choice has a `kind` (what is picked: "cards", "color", "option"... each game names its
own) and the options to pick from. It picks between `min` and `max` options; several picks
are made one action each, so the pick order is the order of the picks. "You may" adds `pass`
before the first pick; `done` ends an open-count selection once at least `min` (and at least
one) were picked. Trivial choices are not asked: a forced pick of the only option, or of every
option when all must be taken and their order does not matter.

The game renders each option as the fields of a `{"type": "choose", ...}` action (hidden
cards by place, say); this module knows nothing of what the options mean.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .frames import WAIT, Frame
from .message import Message, card_cause, msg

PASS = ("pass",)
DONE = ("done",)

# option -> (action fields, label message, or None when the game words its actions on demand:
# `Decision.display`)
Render = Callable[[Any], tuple[dict, Message | None]]

PASS_LABEL = msg("Pass (do not do it)")
DONE_LABEL = msg("Done")


def choice_frame(
    seat: int,
    kind: str,
    options: list,
    *,
    prompt: Message,
    multi: bool = False,
    min: int = 1,
    max: int = 1,
    may: bool = False,
    ordered: bool = False,
    **extra: Any,
) -> Frame:
    """`extra` (plain data) travels with the choice, e.g. the `card` that asks, which becomes
    the prompt's `cause` unless the prompt names another."""
    card = extra.get("card")
    if isinstance(card, str) and "cause" not in prompt:
        prompt = {**prompt, "cause": card_cause(card)}
    data = choice_data(seat, kind, options, prompt, multi, min, max, may, ordered)
    data.update({k: v for k, v in extra.items() if v is not None})
    return Frame("choice", data)


def choice_data(
    seat: int,
    kind: str,
    options: list,
    prompt: Message,
    multi: bool,
    min: int,
    max: int,
    may: bool,
    ordered: bool,
) -> dict:
    """What a choice frame holds (`choice_frame`), from positional arguments: a game whose
    effects ask by the thousand may make its frames with it and skip the keywords."""
    return {
        "seat": seat,
        "kind": kind,
        "options": list(options),
        "picked": [],
        "multi": multi,
        "min": min,
        "max": max if multi else 1,
        "may": may,
        "ordered": ordered,
        "prompt": prompt,
    }


def run_choice(frame: Frame, step: str, arg: Any) -> None:
    choice_step(None, frame, step, arg)


def choice_step(state: Any, frame: Frame, step: str, arg: Any) -> None:
    """`run_choice` as a frame handler (`frames.run`): called straight from the loop."""
    d = frame.data
    if step == "answer":
        if type(arg) is tuple:  # (of plain data, only a tuple equals pass or done)
            if arg == PASS:
                return _finish(frame, [])
            if arg == DONE:
                return _finish(frame, d["picked"])
        d["options"].remove(arg)
        picked = d["picked"]
        picked.append(arg)
        if not d["multi"] and len(picked) == 1 and d["max"] <= 1:
            # (the one pick of a single choice: `_advance` would finish it with this answer)
            frame.result = arg
            frame.step = None
            return
    _advance(frame)


def _advance(frame: Frame) -> None:
    d = frame.data
    options, picked = d["options"], d["picked"]
    while True:
        if len(picked) >= d["max"] or not options:
            return _finish(frame, picked)
        may_stop = (d["may"] and not picked) or len(picked) >= max(d["min"], 1)
        if may_stop:
            break
        needed = d["min"] - len(picked)
        if len(options) == 1 or (not d["ordered"] and needed >= len(options)):
            picked.append(options.pop(0))
            continue
        break
    frame.step = WAIT


def _finish(frame: Frame, picked: list) -> None:
    d = frame.data
    frame.result = list(picked) if d["multi"] else (picked[0] if picked else None)
    frame.step = None


def choice_actions(frame: Frame, render: Render) -> tuple[list[dict], list[Any]]:
    """The legal actions of a waiting choice and their internal values."""
    d = frame.data
    actions: list[dict] = []
    values: list[Any] = []
    for option in d["options"]:
        fields, label = render(option)
        action = {"type": "choose", **fields}
        if label is not None:
            action["label"] = label
        actions.append(action)
        values.append(option)
    if d["may"] and not d["picked"]:
        actions.append({"type": "pass", "label": PASS_LABEL})
        values.append(PASS)
    if d["multi"] and d["picked"] and len(d["picked"]) >= max(d["min"], 1):
        actions.append({"type": "done", "label": DONE_LABEL})
        values.append(DONE)
    return actions, values
