"""What a seat is asked to decide, and how a submitted action is matched against it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .errors import IllegalAction


@dataclass(slots=True)
class Decision:
    """One seat's pending decision.

    `actions` are the legal actions exactly as that seat sees them (JSON-able dicts with a
    `type` and a `label`); `values` are the rules' internal answers, one per action, in the
    same order. Hidden cards appear in `actions` by place, never by name.

    `kind` says what is asked; every game calls its top-level "what do you do now" decision
    `"turn"`, so generic code (bots, the web table) can tell when an action is fully resolved.
    """

    seat: int
    kind: str
    prompt: str
    actions: list[dict]
    values: list[Any]
    context: dict = field(default_factory=dict)

    def match(self, action: object) -> Any:
        """The internal value of the legal action that `action` names."""
        return self.values[self.index(action)]

    def index(self, action: object) -> int:
        """Which legal action `action` names; keys that are not part of the legal action
        (such as `label`) are ignored. Raises `IllegalAction` when it names none."""
        for i, legal in enumerate(self.actions):
            if legal is action:  # the very dict offered (bots searching copies): no comparing
                return i
        if not isinstance(action, dict):
            raise IllegalAction(f"an action must be a dict with a 'type', not {type(action).__name__}")
        kind = action.get("type")
        if not isinstance(kind, str):
            raise IllegalAction("an action needs a string 'type'")
        for i, legal in enumerate(self.actions):
            if legal["type"] == kind and _matches(legal, action):
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


_MISSING = object()


def _matches(legal: dict, action: dict) -> bool:
    for key, want in legal.items():
        if key == "label":
            continue
        got = action.get(key, _MISSING)
        if type(got) is not type(want):
            return False
        if type(want) is str or type(want) is int:  # most values: no recursion needed
            if got != want:
                return False
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
    shown = {k: v for k, v in action.items() if k != "label"}
    text = repr(shown)
    return text if len(text) <= 120 else text[:117] + "..."
