"""What a seat is asked to decide, and how a submitted action is matched against it."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from .errors import IllegalAction
from .message import Message, is_message

# What an action shows people beside what it is: none of these names an action, so a client may
# leave them out, and a submitted action is matched, recorded and encoded without them.
# `label`: its words (a message from the rules; `Game.legal_actions` gives the English text and
# keeps the message as `message`); `cost`: what it costs (a list of message arguments, e.g.
# counted terms); `target`: what it acts on (a message argument); `group`: which actions go
# together on a menu; `irreversible`: it draws, reveals or otherwise cannot be taken back;
# `confirm`: a question (a message) a client asks before sending it — for a step a player
# must not take by a slip of the finger, such as leaving the game.
DISPLAY_KEYS = frozenset({"label", "message", "cost", "target", "group", "irreversible", "confirm"})


class _ReadOnly(dict):
    """A dict that refuses to be changed; plain data in every other way."""

    __slots__ = ()

    def _refuse(self, *args: object, **kwargs: object) -> None:
        raise TypeError(f"{type(self).__name__} is read-only: dict(action) is a copy to change")

    __setitem__ = __delitem__ = __ior__ = _refuse  # type: ignore[assignment]
    clear = pop = popitem = setdefault = update = _refuse  # type: ignore[assignment]


class ShownAction(_ReadOnly):
    """An action as people are shown it (`Decision.shown`): a dict that refuses to be changed.
    The same one is handed to every caller that is shown that action, so a decision costs no
    copy per action; `dict(action)` is a copy to change. It is plain data in every other way:
    JSON, `copy_plain` and pickle see a dict."""

    __slots__ = ()

    def __reduce__(self) -> tuple:
        return (ShownAction, (dict(self),))


class Offered(_ReadOnly):
    """An action that rules make once, as a constant, and offer whenever it is legal (a card
    to meld, a colour to pick): a dict that refuses to be changed and keeps what people are
    shown of it, so that a decision of such actions (`display_key=by_identity`) is shown
    without a lookup per action. Equal to the same items in a plain dict; JSON, `copy_plain`
    and pickle see a dict (a copy keeps no words: they are made again)."""

    __slots__ = ("_bare", "_shown_as")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        dict.__init__(self, *args, **kwargs)
        self._shown_as: ShownAction | None = None  # (for `_twins_words`)
        # the action without display fields (what a game records), made once: None when it has
        # none (it is then the action itself)
        self._bare: dict | None = None if DISPLAY_KEYS.isdisjoint(self) else identity(self)

    def __reduce__(self) -> tuple:
        return (Offered, (dict(self),))


@dataclass(slots=True)
class Decision:
    """One seat's pending decision.

    `actions` are the legal actions exactly as that seat sees them (JSON-able dicts with a
    `type`, the fields that name the action, a `label` message and other display fields — see
    DISPLAY_KEYS); `values` are the rules' internal answers, one per action, in the same order.
    Hidden cards appear in `actions` by place, never by name. Search uses `actions` as they are
    (nothing is put into words); `shown` is what a person is given.

    `kind` says what is asked; every game calls its top-level "what do you do now" decision
    `"turn"`, so generic code (bots, the web table) can tell when an action is fully resolved.
    `prompt` is the question as a message (`epocha.engine.message`); a prompt asked because
    of a card says so in its `cause`.
    """

    seat: int
    kind: str
    prompt: Message
    actions: list[dict]
    values: list[Any]
    context: dict = field(default_factory=dict)
    # Makes an action's display fields on demand, for rules that leave them out of `actions`
    # so that search, which makes decisions by the million, never builds their words. It
    # reads only what it was given, never the live state: it may be called after the state
    # moved on (the words of an action to undo).
    display: Callable[[dict], dict] | None = field(default=None, repr=False, compare=False)
    # With `display`: an action's key, for actions that look the same in every decision that
    # offers them (a card to meld, a colour to splay). Equal keys must mean equal actions with
    # equal display fields: what people are shown is then made once per key and renderer,
    # not once per decision. None (for the function or an action): made every time.
    display_key: Callable[[dict], Hashable | None] | None = field(default=None, repr=False, compare=False)
    # Set by rules whose actions never overlap: no dict names two of them (each pair differs in
    # a field both have, by a value of one type). `index` may then take the first action equal
    # to the one sent (found in C), once it checked that it names it.
    distinct: bool = field(default=False, repr=False, compare=False)
    # what `shown` hands out (`index` looks there first: a caller mostly sends one back)
    _shown: list[dict] | None = field(default=None, repr=False, compare=False)

    def labelled(self) -> list[dict]:
        """The actions with their display fields (labels still messages)."""
        if self.display is None:
            return self.actions
        return [{**a, **self.display(a)} for a in self.actions]

    def label(self, i: int) -> Message | str | None:
        """The label of action `i`: a message, or a plugin's plain words, or None (made alone,
        when labels are made on demand)."""
        action = self.actions[i]
        if self.display is not None and "label" not in action:
            return self.display(action).get("label")
        return action.get("label")

    def shown(self, words: Callable[[Message], str]) -> list[dict]:
        """The actions for people: each `label` in English words (`words` renders it), its
        message kept as `message`. Rendered once per decision (once per key and renderer
        with `display_key`). The list is fresh; the actions in it are read-only
        (`ShownAction`), and so are the values in them (messages, cards): read them."""
        if self._shown is None:
            if self.display_key is by_identity:
                # each offered action keeps its words: read off them, no lookup per action (a
                # loop: a comprehension is a call of its own, which costs more than a turn's
                # dozen actions do)
                out: list | None = None
                if words is _twins_words:
                    out = []
                    try:
                        for a in self.actions:
                            twin = a._shown_as  # type: ignore[attr-defined]
                            if twin is None:
                                out = None
                                break
                            out.append(twin)
                    except AttributeError:  # (not all `Offered`: `_twins` says so)
                        out = None
                self._shown = out if out is not None else self._twins(words)
            elif self.display_key is None:
                self._shown = _all_shown(self.labelled(), words)
            else:
                self._shown = self._shared(words)
        return list(self._shown)

    def _shared(self, words: Callable[[Message], str]) -> list[dict]:
        display, key_of = self.display, self.display_key
        assert display is not None and key_of is not None
        memo = _memo(_SHOWN, words)
        keys = list(map(key_of, self.actions))
        out = list(map(memo.get, keys))
        if None in out:  # (a new key, or none)
            for i, a in enumerate(self.actions):
                if out[i] is None:
                    out[i] = _shown({**a, **display(a)}, words)
                    if keys[i] is not None:
                        memo[keys[i]] = out[i]
        return out

    def _twins(self, words: Callable[[Message], str]) -> list[dict]:
        """`shown` for offered actions: each keeps its words (for one renderer at a time, the
        last one asked: a game is shown in one, `english`), made here the first time."""
        global _twins_words
        display = self.display
        assert display is not None
        # (another renderer: the words kept are not its words; or rules that make offered
        # actions without end, which the words kept would keep alive: start again)
        if words is not _twins_words or len(_TWINNED) > _TWINS_LIMIT:
            for a in _TWINNED:
                a._shown_as = None
            _TWINNED.clear()
            _twins_words = words
        out = []
        for a in self.actions:
            if type(a) is not Offered:
                raise TypeError(f"by_identity shows only Offered actions, not {type(a).__name__}")
            twin = a._shown_as
            if twin is None:
                twin = a._shown_as = _shown({**a, **display(a)}, words)
                _TWINNED.append(a)
            out.append(twin)
        return out

    def match(self, action: object) -> Any:
        """The internal value of the legal action that `action` names."""
        return self.values[self.index(action)]

    def index(self, action: object) -> int:
        """Which legal action `action` names; keys that are not part of the legal action
        (such as `label`) are ignored. Raises `IllegalAction` when it names none."""
        given = self._shown
        if given is not None and self.distinct:
            # mostly an action `shown` gave, unchanged: found by identity (a loop, as
            # `list.index` would compare the ones before it by value); any other equal one by
            # equality in C, the only one that can match, and checked
            i = 0
            for shown in given:
                if shown is action:
                    return i
                i += 1  # noqa: SIM113 (a count beats `enumerate`'s tuple per action here)
            try:
                i = given.index(action)
            except ValueError:
                pass
            else:
                if isinstance(action, dict) and names(self.actions[i], action):
                    return i
        for i, legal in enumerate(self.actions):
            if legal is action:  # the very dict offered (bots searching copies): no comparing
                return i
        if not isinstance(action, dict):
            raise IllegalAction(f"an action must be a dict with a 'type', not {type(action).__name__}")
        kind = action.get("type")
        if not isinstance(kind, str):
            raise IllegalAction("an action needs a string 'type'")
        for i, legal in enumerate(self.actions):
            # (a quick look at the items first: it leaves out the other actions of the kind
            # without a call, and misses only those with display fields of their own)
            if (
                legal["type"] == kind
                and (legal.items() <= action.items() or not DISPLAY_KEYS.isdisjoint(legal))
                and names(legal, action)
            ):
                return i
        offered = sorted({a["type"] for a in self.actions})
        raise IllegalAction(
            f"{_describe(action)} is not a legal choice now; seat {self.seat} may: {', '.join(offered)}"
        )

    def public(self) -> dict:
        """The decision as its seat sees it (no internal values)."""
        return {
            "seat": self.seat,
            "kind": self.kind,
            "prompt": self.prompt,
            "context": self.context,
            "actions": self.actions,
        }


_new = object.__new__


def new_decision(
    seat: int,
    kind: str,
    prompt: Message,
    actions: list[dict],
    values: list[Any],
    context: dict,
    display: Callable[[dict], dict] | None,
    display_key: Callable[[dict], Hashable | None] | None,
    distinct: bool,
) -> Decision:
    """`Decision(...)` with every field given, made without the dataclass's `__init__` (a
    call through the type, which costs twice as much): for rules that make decisions by the
    million, as search does."""
    d = _new(Decision)
    d.seat = seat
    d.kind = kind
    d.prompt = prompt
    d.actions = actions
    d.values = values
    d.context = context
    d.display = display
    d.display_key = display_key
    d.distinct = distinct
    d._shown = None
    return d


_MISSING = object()

# renderer -> display key -> an action as people see it (`Decision.display_key`)
_SHOWN: dict[Callable[[Message], str], dict[Hashable, dict]] = {}
_SHOWN_LIMIT = 10_000
# the renderer whose words the offered actions keep (`Decision._twins`), and those that keep some
_twins_words: Callable[[Message], str] | None = None
_TWINNED: list[Offered] = []
_TWINS_LIMIT = 50_000


def by_identity(action: dict) -> Hashable | None:
    """A `display_key` for rules whose actions are `Offered`: each made once (a constant of the
    rules module) and offered, that very object, whenever it is legal; it keeps its words (the
    same object must always show the same; equal ones may show differently). Called, it
    gives None: made every time."""
    return None


_RENDERERS_LIMIT = 16


def _memo(table: dict[Callable[[Message], str], dict], words: Callable[[Message], str]) -> dict:
    """The memo of one renderer in `table`, started again when it holds too many entries (rules
    with too many keys) and all of them when there are too many renderers (callers that make
    renderers by the dozen)."""
    memo = table.get(words)
    if memo is None or len(memo) > _SHOWN_LIMIT:
        if len(table) >= _RENDERERS_LIMIT:
            table.clear()
        memo = table[words] = {}
    return memo


# renderer -> id of a label message -> (the message, its words): rules that hand out one label
# message in many decisions (a card's words, made once) have it put into words once. The entry
# holds the message, so its id cannot pass to another message while the entry lives; messages
# are never changed once made (see message.py), so the words stay right.
_WORDED: dict[Callable[[Message], str], dict[int, tuple[Message, str]]] = {}


def _shown(action: dict, words: Callable[[Message], str]) -> ShownAction:
    label = action.get("label")
    if not is_message(label):
        return ShownAction(action)
    out = {k: v for k, v in action.items() if k != "label"}
    out["label"] = _worded(label, words)
    out["message"] = label
    return ShownAction(out)


def _all_shown(actions: list[dict], words: Callable[[Message], str]) -> list[ShownAction]:
    # (apart from `Decision.shown`: a comprehension there would make its `words` a cell, made
    # at every call, as every decision is shown)
    return [_shown(a, words) for a in actions]


def _worded(label: Message, words: Callable[[Message], str]) -> str:
    memo = _memo(_WORDED, words)
    known = memo.get(id(label))
    if known is not None and known[0] is label:
        return known[1]
    text = words(label)
    memo[id(label)] = (label, text)
    return text


def identity(action: dict) -> dict:
    """The fields of an action that say which action it is (no display fields)."""
    return {k: v for k, v in action.items() if k not in DISPLAY_KEYS}


def names(legal: dict, action: dict) -> bool:
    """Whether `action` names the legal action `legal`: it has each of its fields (display
    fields aside) with an equal value of the same type; other keys are ignored."""
    for key, want in legal.items():
        if key in DISPLAY_KEYS:
            continue
        got = action.get(key, _MISSING)
        if type(got) is not type(want):
            return False
        if type(want) is str or type(want) is int:  # most values: no recursion needed
            if got != want:
                return False
        elif got is want and type(want) is list and len(want) == 1 and type(want[0]) is str:
            continue  # the very list offered, of one name (a card): equal to itself
        elif not same_value(got, want):
            return False
    return True


def same_value(a: Any, b: Any) -> bool:
    """Equality that does not confuse True with 1 or 1.0 with 1 (JSON clients send exact types)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, list):
        return len(a) == len(b) and all(same_value(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same_value(a[k], b[k]) for k in a)
    return a == b


def _describe(action: dict) -> str:
    text = repr(identity(action))
    return text if len(text) <= 120 else text[:117] + "..."
