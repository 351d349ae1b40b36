"""Decisions inside effects as plain data: a stack of frames with named continuations.

Rules code that must stop and ask a seat something (in the middle of a card effect, say)
cannot keep a Python call stack alive: the game must be saved, cloned and resampled at that
point. Instead every unfinished piece of work is a `Frame` on the state's stack:

- `kind` names the handler that runs it (e.g. "effect", "dogma", "choice");
- `step` names what it does next (a method name, never a closure), `None` once finished;
- `data` is plain data: who acts, which card, what was chosen so far.

A step may push child frames; they run first, and the finishing child's `result` arrives as
the parent's `arg` when the parent's next step runs. A frame that waits for a seat's answer
sets its step to `WAIT`; `run` then returns it, and the answer is delivered by `answer`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .plain import copy_plain

WAIT = "?"


class Frame:
    __slots__ = ("arg", "data", "kind", "result", "step")

    def __init__(self, kind: str, data: dict | None = None, step: str | None = "start") -> None:
        self.kind = kind
        self.step = step
        self.data: dict = data if data is not None else {}
        self.arg: Any = None
        self.result: Any = None

    def copy(self) -> Frame:
        f = Frame.__new__(Frame)
        f.kind = self.kind
        f.step = self.step
        f.data = copy_plain(self.data)
        # (mostly None: kept without a call, as states are copied by the thousand in search)
        arg, result = self.arg, self.result
        f.arg = arg if arg is None else copy_plain(arg)
        f.result = result if result is None else copy_plain(result)
        return f

    def to_dict(self) -> dict:
        return {
            "kind": self.kind,
            "step": self.step,
            "data": copy_plain(self.data),
            "arg": copy_plain(self.arg),
            "result": copy_plain(self.result),
        }

    @classmethod
    def from_dict(cls, d: dict) -> Frame:
        f = cls(d["kind"], copy_plain(d["data"]), d["step"])
        f.arg = copy_plain(d.get("arg"))
        f.result = copy_plain(d.get("result"))
        return f

    def __repr__(self) -> str:
        return f"Frame({self.kind!r}, step={self.step!r}, data={self.data!r})"


# a frame kind's handler: (the game's state, the frame, its step, the arg it receives)
Handler = Callable[[Any, Frame, str, Any], None]


def run(stack: list[Frame], state: Any, handlers: Mapping[str, Handler]) -> Frame | None:
    """Run frames until the stack is empty (returns None) or a frame waits (returns it); each
    step is run by its frame kind's handler, called straight from the loop (a card effect
    runs dozens of steps: a dispatching function between would cost a call each)."""
    while stack:
        frame = stack[-1]
        step = frame.step
        while step is None:  # finished: popped, its result the answer of the frame below
            stack.pop()
            if not stack:
                return None
            below = stack[-1]
            below.arg = frame.result
            frame, step = below, below.step
        if step == WAIT:
            return frame
        arg, frame.arg = frame.arg, None
        frame.step = None
        handlers[frame.kind](state, frame, step, arg)
    return None


def answer(stack: list[Frame], value: Any, step: str = "answer") -> None:
    """Deliver a seat's answer to the waiting frame on top of the stack."""
    frame = stack[-1]
    if frame.step != WAIT:
        raise RuntimeError("no frame is waiting for an answer")
    frame.arg = value
    frame.step = step
