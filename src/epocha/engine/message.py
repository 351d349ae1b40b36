"""Typed messages: everything that leaves the engine as words.

A message is plain data (it travels in views and frames, and is saved with them):

    {"text": "{who} draws {card}.", "args": {"who": {"seat": 0}, "card": {"term": "Optics",
     "kind": "card"}}}

`text` is the English template and the catalog key (gettext's msgid); `context` tells apart
equal English texts that translate differently; `plural` and `count` make it a plural message
(`count` names the number argument whose value picks the form); `cause` says why it happened —
the card whose effect produced it (`{"card": name}`) or a section of the game's rules reference
(`{"rule": id}`) — so that a player can ask "why did that happen?".

Each argument has one type:

- `{"seat": 2}` a seat, shown by its player's name;
- `{"number": 3}` a number;
- `{"term": key, "kind": kind}` a word of the game's vocabulary (its `terms`): a card, a colour,
  a resource... `form` picks a grammatical form that has its own translations (a colour as an
  adjective, say), `amount` a counted term ("2 food");
- `{"list": [argument, ...]}` several arguments, joined the way the language joins them;
- `{"message": message}` a message inside a message.

A message is never changed once made: it may be shared (a card's words, made once, offered in
many decisions), and what it says may be remembered by the ones who put it into words.

A message never names what its seat may not see: a hidden card is worded by its public form
(its age, its place) in a template of its own. `epocha.engine.render` turns messages into text.

Extraction: `msg`, `nmsg`, `pmsg` and `N_` are the gettext keywords of the catalogs
(`python -m epocha.web.catalogs`), so the English of a message is written once, where it is
produced.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from .errors import IllegalAction

Message = dict
Arg = dict


def msg(text: str, *, cause: dict | None = None, **args: Any) -> Message:
    """A message; plain ints among `args` are numbers."""
    return _make(text, None, None, None, cause, args)


def N_(text: str) -> str:  # gettext's own name for it
    """A message text marked for the catalog where it is written, used later with `msg(text)`
    (a table of templates, say)."""
    return text


def pmsg(context: str, text: str, *, cause: dict | None = None, **args: Any) -> Message:
    """A message whose English is shared by texts that translate differently."""
    return _make(text, context, None, None, cause, args)


def nmsg(singular: str, plural: str, count: str, *, cause: dict | None = None, **args: Any) -> Message:
    """A plural message: the number argument named `count` picks the form."""
    if count not in args:
        raise ValueError(f"the plural message {singular!r} needs its count argument {count!r}")
    return _make(singular, None, plural, count, cause, args)


def _make(
    text: str, context: str | None, plural: str | None, count: str | None, cause: dict | None, args: dict
) -> Message:
    # kept short, as rules make messages by the thousand: `args` is the call's own dict
    for k, v in args.items():
        if type(v) is not dict or "text" in v:
            args[k] = arg(v)
    out: Message = {"text": text, "args": args}
    if context:
        out["context"] = context
    if plural is not None:
        out["plural"] = plural
        out["count"] = count
    if cause:
        out["cause"] = cause
    return out


# -- arguments -------------------------------------------------------------------------------


def seat(s: int) -> Arg:
    return {"seat": s}


def number(n: int) -> Arg:
    return {"number": n}


def term(kind: str, key: str, *, form: str | None = None, amount: int | None = None) -> Arg:
    out: Arg = {"term": key, "kind": kind}
    if form:
        out["form"] = form
    if amount is not None:
        out["amount"] = amount
    return out


def card(key: str) -> Arg:
    return {"term": key, "kind": "card"}


def color(key: str, form: str | None = None) -> Arg:
    return term("color", key, form=form)


def resource(key: str, amount: int) -> Arg:
    return term("resource", key, amount=amount)


def listing(items: Iterable[Any]) -> Arg:
    return {"list": [arg(i) for i in items]}


def seats(items: Iterable[int]) -> Arg:
    return {"list": [seat(s) for s in items]}


def arg(value: Any) -> Arg:
    """A message argument: typed arguments as they are, ints as numbers, messages nested.
    (Cheap, as messages are made often: a typed argument names its type first, as the
    constructors above make it; `check` looks at every key.)"""
    kind = type(value)
    if kind is int:
        return {"number": value}
    if kind is dict and value:
        if "text" in value and "args" in value:
            return {"message": value}
        if next(iter(value)) in ARG_TYPES:
            return value
    raise TypeError(f"not a message argument: {value!r}")


ARG_TYPES = frozenset({"seat", "number", "term", "list", "message"})


def card_cause(name: str) -> dict:
    return {"card": name}


def rule_cause(section: str) -> dict:
    return {"rule": section}


# -- reading ---------------------------------------------------------------------------------


def terms(message: Message, kind: str) -> set[str]:
    """The keys of every term of `kind` the message (or a message in it) names."""
    out: set[str] = set()
    for m in walk(message):
        for a in m["args"].values():
            for item in a.get("list", [a]):
                if item.get("kind") == kind:
                    out.add(item["term"])
    return out


def is_message(value: Any) -> bool:
    return (
        isinstance(value, dict) and isinstance(value.get("text"), str) and isinstance(value.get("args"), dict)
    )


def walk(message: Message) -> Iterable[Message]:
    """The message and every message inside it."""
    yield message
    for a in message["args"].values():
        yield from _walk_arg(a)


def _walk_arg(a: Arg) -> Iterable[Message]:
    if "message" in a:
        yield from walk(a["message"])
    elif "list" in a:
        for item in a["list"]:
            yield from _walk_arg(item)


def check(message: Any) -> Message:
    """`message` if it is a well-formed message (`IllegalAction` otherwise: positions and
    saves are read from outside)."""
    if not is_message(message):
        raise IllegalAction(f"not a message: {message!r}")
    for name, a in message["args"].items():
        if not isinstance(a, dict) or len(a.keys() & ARG_TYPES) != 1:
            raise IllegalAction(f"message argument {name!r} has no single type: {a!r}")
    return message


def worded_event(
    event: dict,
    makers: Mapping[str, Callable[[dict, Any], Message | None]],
    who: Callable[[int], Arg],
    cause: Callable[[str, dict], dict | None],
) -> Message | None:
    """A log event in words, the way games word theirs: the maker of its kind, given its args
    and who did it (`who(seat)` of its `player`, if it names one), with its `cause` (None: the
    event is not worded)."""
    make = makers.get(event["event"])
    if make is None:
        return None
    args = event.get("args") or {}
    player = args.get("player")
    out = make(args, who(player) if isinstance(player, int) else None)
    if out is None:
        return None
    why = cause(event["event"], args)
    if why is not None:
        out["cause"] = why
    return out
