"""Choices inside effects: a frame that asks one seat to pick, one option at a time.

A choice has a `kind` (cards, color, direction, player, value, option) and the options to pick
from. It picks between `min` and `max` options; several picks are made one action each, so
the pick order is the order of the picks. "You may" adds `pass` before the first pick;
`done` ends an open-count selection once at least `min` (and at least one) were picked.

Trivial choices are not asked: a forced pick of the only option, or of every option when
they must all be taken and their order does not matter.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from epocha.engine import Decision, Frame
from epocha.engine.choice import DONE, DONE_LABEL, PASS, PASS_LABEL, choice_data, run_choice
from epocha.engine.decision import Offered, by_identity, new_decision
from epocha.engine.frames import WAIT
from epocha.engine.message import Message, card_cause, listing, msg, term
from epocha.engine.message import card as card_term
from epocha.engine.message import color as color_term
from epocha.engine.message import seat as seat_arg

from .catalog import CARDS
from .state import InnovationState

KINDS = ("cards", "color", "direction", "player", "value", "option")

__all__ = ["DONE", "PASS", "card_ref", "choice_decision", "choice_frame", "run_choice"]


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
    card: str | None = None,
    effect: int | None = None,
    labels: dict | None = None,
) -> Frame:
    """An Innovation choice; `card` and `effect` say which card's effect asks (clients show
    its text; the card becomes the prompt's `cause`, so no card has to say it)."""
    return asking(seat, kind, options, prompt, multi, min, max, may, ordered, card, effect, labels)


def asking(
    seat: int,
    kind: str,
    options: list,
    prompt: Message,
    multi: bool,
    min: int,
    max: int,
    may: bool,
    ordered: bool,
    card: str | None,
    effect: int | None,
    labels: dict | None,
) -> Frame:
    """`choice_frame` with positional arguments (effects ask by the thousand: a call by
    keyword costs more); the frame is `epocha.engine.choice.choice_frame`'s."""
    if kind not in KINDS:
        raise ValueError(kind)
    if card is not None and "cause" not in prompt:
        # (card_cause, made once per card: messages are read-only)
        prompt = {**prompt, "cause": _CAUSES.get(card) or _CAUSES.setdefault(card, card_cause(card))}
    data = choice_data(seat, kind, options, prompt, multi, min, max, may, ordered)
    if card is not None:
        data["card"] = card
    if effect is not None:
        data["effect"] = effect
    if labels:
        data["labels"] = dict(labels)
    # (`Frame("choice", data)`, without the call of its __init__: effects ask by the thousand)
    frame = _new_frame(Frame)
    frame.kind = "choice"
    # one pick among two options or more, or one the seat may pass: its start would find
    # nothing to pick for the seat and wait (`choice._advance`), so it waits from the start,
    # without a step of the frame loop
    n = len(data["options"])
    frame.step = WAIT if not multi and (n > 1 or (may and n)) else "start"
    frame.data = data
    frame.arg = frame.result = None
    return frame


_new_frame = object.__new__
_CAUSES: dict[str, dict] = {}  # card -> the cause of the prompts it asks


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


def _card_arg(ref: str | dict) -> dict:
    """A card as a message argument: its name, or (hidden) a message that says its place."""
    if isinstance(ref, str):
        return card_term(ref)
    return {"message": _place(ref)}


def _place(ref: dict) -> Message:
    return msg(
        "a card of age {age} in {who}'s {zone} (#{n})",
        age=ref["age"],
        who=seat_arg(ref["player"]),
        zone=term("zone", ref["zone"]),
        n=ref["index"] + 1,
    )


def _card_label(ref: str | dict) -> Message:
    if isinstance(ref, str):
        return msg("{card}", card=card_term(ref))
    return _place(ref)


def choice_label(labels: dict, action: dict) -> dict:
    """The words of a choice's action, made when a person is shown it (pass and done carry
    their own)."""
    if "label" in action:
        return {}
    if "cards" in action:
        return {"label": _card_label(action["cards"][0])}
    if "player" in action:
        return {"label": msg("{player}", player=seat_arg(action["player"]))}
    if "value" in action:
        return {"label": msg("{value}", value=action["value"])}
    if "color" in action:
        return {"label": msg("{color}", color=color_term(action["color"], form="title"))}
    if "direction" in action:
        return {"label": msg("{direction}", direction=term("splay", action["direction"], form="title"))}
    (option,) = (v for k, v in action.items() if k != "type")
    return {"label": option_label(labels.get(option, option))}


def choice_key(action: dict) -> tuple | None:
    """What a choice's words depend on (`Decision.display_key`), for the actions that look
    the same in every choice: a card by name or by its place (a hidden card: its owner, zone,
    index and age), a colour, a player, a number, pass and done. None for a card's own
    alternative, whose words the card gives."""
    if "cards" in action:
        ref = action["cards"][0]
        if type(ref) is str:
            return ("cards", ref)
        return ("place", ref["player"], ref["zone"], ref["index"], ref["age"])  # (card_ref's ints)
    for kind in ("player", "value", "color", "direction"):
        if kind in action:
            v = action[kind]
            # (True and 1 are equal keys: only exact strings and ints are shared)
            return (kind, v) if type(v) is str or type(v) is int else None
    kind = action["type"]
    return (kind,) if kind in ("pass", "done") else None


def labelled_key(labels: dict, action: dict) -> tuple | None:
    """`choice_key` for a choice with a card's own alternatives, whose words are their labels:
    an alternative is keyed by its name and its label's words when the label has no arguments
    (cards make the labels afresh each time they ask, so the label itself cannot be the key)."""
    key = choice_key(action)
    if key is not None or action["type"] != "choose":
        return key
    (option,) = (v for k, v in action.items() if k != "type")
    return _label_key(option, labels.get(option, option))


def _label_key(option: Any, label: Message | str) -> tuple | None:
    """What the words of a card's alternative depend on, when they depend on nothing else:
    its name and its label's words (a label with arguments: None, made every time)."""
    if type(option) is not str:
        return None
    if type(label) is str:  # (an earlier release's English)
        return ("option", option, label)
    if label.get("args") or "plural" in label or "cause" in label:
        return None
    return ("option", option, label["text"], label.get("context"))


def option_label(label: Message | str) -> Message:
    """A card's own alternative: a message (saves of earlier releases kept its English, which
    is the same msgid)."""
    if isinstance(label, str):
        return {"text": label, "context": "option", "args": {}}
    return label


_UNLABELLED = partial(choice_label, {})  # (most choices: made once)


def choice_decision(s: InnovationState, frame: Frame) -> Decision:
    # (`epocha.engine.choice.choice_actions` inlined, the Decision made without its
    # dataclass's `__init__`: search makes choice decisions by the million)
    d = frame.data
    chooser, kind = d["seat"], d["kind"]
    labels = d.get("labels")
    options = d["options"]
    # the actions: made once per option and kept (`_CONSTANT`; a hidden card's place, `_PLACES`;
    # a card's own alternative, by its name and label, `_OPTIONS`), so that people's words are
    # found by the dict itself (`by_identity`); an alternative whose label has arguments is made
    # each time and worded by `labelled_key`
    constant = _CONSTANT[kind] if labels is None else None
    if constant is None:
        if kind == "option":
            actions, shared = _option_actions(options, labels or {})
        else:
            shared = False
            actions = _made_actions(s, chooser, kind, options)
    else:
        shared = True
        actions = []
        where, revealed = s.where, s.revealed
        for option in options:
            if kind == "cards":
                zone = where[option]
                place = zone[0]
                # (`card_ref`, inlined for a card the chooser sees: on a board, or in their own
                # or a revealed hand or score pile)
                if not (
                    place == "board"
                    or ((place == "hand" or place == "score") and (zone[1] == chooser or option in revealed))
                ):
                    option = card_ref(s, chooser, option)
            if type(option) is str or type(option) is int:  # (not True, equal to 1 as a key)
                action = constant.get(option) or _constant(kind, option)
            elif kind == "cards":  # a hidden card's place (`card_ref`)
                key = (option["player"], option["zone"], option["index"], option["age"])
                action = _PLACES.get(key) or _place_action(key, option)
            else:
                shared = False
                action = {"type": "choose", kind: option}
            actions.append(action)
    values = list(options)
    try:  # (whether no two options are equal; 1 and True count as equal: not told apart here)
        distinct = len(set(options)) == len(values)
    except TypeError:  # (unhashable options: not worth the look)
        distinct = False
    picked = d["picked"]
    if d["may"] and not picked:
        actions.append(_PASS_ACTION)
        values.append(PASS)
    if d["multi"] and picked and len(picked) >= max(d["min"], 1):
        actions.append(_DONE_ACTION)
        values.append(DONE)
    context: dict = {"card": d.get("card"), "multi": d["multi"], "min": d["min"], "max": d["max"]}
    if "effect" in d:
        context["effect"] = d["effect"]
    if picked:
        context["picked"] = _picked_refs(s, chooser, kind, picked)
        if kind == "cards":  # what was picked so far, in words
            refs = context["picked"]
            context["chosen"] = msg("Chosen so far: {cards}", cards=listing(_card_arg(r) for r in refs))
    return new_decision(
        chooser,
        kind,
        d["prompt"],
        actions,
        values,
        context,
        partial(choice_label, labels) if labels else _UNLABELLED,
        by_identity if shared else partial(labelled_key, labels) if labels else choice_key,
        distinct,
    )


# (apart from `choice_decision`: a comprehension there would make the names it reads cells,
# made at every call)
def _made_actions(s: InnovationState, chooser: int, kind: str, options: list) -> list[dict]:
    """Actions made for this choice alone (one that words its options with labels of its own:
    worded on demand)."""
    if kind == "cards":
        return [{"type": "choose", "cards": [card_ref(s, chooser, option)]} for option in options]
    return [{"type": "choose", kind: option} for option in options]


def _option_actions(options: list, labels: dict) -> tuple[list[dict], bool]:
    """A card's own alternatives, each made once per name and words (`labelled_key`: the cards
    make their labels afresh each time they ask), and whether all of them were."""
    actions = []
    shared = True
    for option in options:
        key = _label_key(option, labels.get(option, option))
        if key is None:
            shared = False
            actions.append({"type": "choose", "option": option})
        else:
            action = _OPTIONS.get(key)
            if action is None:
                action = Offered(type="choose", option=option)
                if len(_OPTIONS) < 1000:  # (the cards' alternatives: a few dozen)
                    _OPTIONS[key] = action
            actions.append(action)
    return actions, shared


# (owner, zone, index, age) of a hidden card -> the action that chooses the card there, made once
_PLACES: dict[tuple, Offered] = {}


def _place_action(key: tuple, ref: dict) -> Offered:
    action = Offered(type="choose", cards=[ref])
    if len(_PLACES) < 5000:  # (4 players, 2 zones, a few dozen places, 10 ages)
        _PLACES[key] = action
    return action


# (option, its label's words and context) -> the alternative's action (`_option_actions`)
_OPTIONS: dict[tuple, Offered] = {}


def _picked_refs(s: InnovationState, chooser: int, kind: str, picked: list) -> list:
    return [card_ref(s, chooser, c) if kind == "cards" else c for c in picked]


# kind -> option (a card by name, a colour, a player, a number, a direction) -> its action,
# made once: the decisions' actions are read-only, and the same dict always shows the same
_CONSTANT: dict[str, dict | None] = {kind: {} for kind in KINDS}
_CONSTANT["option"] = None  # (a card's own alternatives: worded by the card's labels)
_PASS_ACTION = Offered(type="pass", label=PASS_LABEL)
_DONE_ACTION = Offered(type="done", label=DONE_LABEL)


def _constant(kind: str, option: str | int) -> dict:
    table = _CONSTANT[kind]
    assert table is not None
    action = Offered({"type": "choose", kind: [option] if kind == "cards" else option})
    if len(table) < 1000:  # (cards, colours, players, small numbers: never more)
        table[option] = action
    return action
