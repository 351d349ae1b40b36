"""The steps of an effect (engine/steps.py), the part of card code both games share: asking
names the step that takes the answer, a step asks at most once, and "each player in turn"
goes through the seats across steps."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from epocha.engine import Frame
from epocha.engine.frames import WAIT, answer, run
from epocha.engine.steps import StepContext, run_step, step_name


class AskEveryone:
    """Each seat in turn is asked for a number; the effect adds them up."""

    def start(self, ctx: StepContext) -> None:
        ctx.take_turns([2, 0, 1])
        ctx.vars["sum"] = 0
        self.next_seat(ctx, None)

    def next_seat(self, ctx: StepContext, _answer) -> None:
        seat = ctx.next_in_turn()
        if seat is not None:
            ctx._push(Frame("ask", {"seat": seat}, step=WAIT), self.answered)

    def answered(self, ctx: StepContext, number: int) -> None:
        ctx.vars["sum"] += number * 10**ctx.in_turn
        ctx.then(self.next_seat)


def _play(effect) -> tuple[SimpleNamespace, Frame, list[int]]:
    s = SimpleNamespace(stack=[])
    top = Frame("effect", {"vars": {}})
    s.stack.append(top)
    asked = []

    def run_effect(s, frame: Frame, step: str, arg) -> None:
        run_step(effect, StepContext(s, frame), step, arg)

    def answered(s, frame: Frame, step: str, arg) -> None:  # a question's answer is its result
        frame.result = arg

    handlers = {"effect": run_effect, "ask": answered}
    while (waiting := run(s.stack, s, handlers)) is not None:
        asked.append(waiting.data["seat"])
        answer(s.stack, waiting.data["seat"] + 1)
    return s, top, asked


def test_each_seat_in_turn_is_asked_and_its_answer_reaches_the_named_step():
    _, top, asked = _play(AskEveryone())
    assert asked == [2, 0, 1]
    assert top.data["vars"]["sum"] == 3 * 100 + 1 * 1 + 2 * 10


def test_a_step_asks_at_most_once_and_names_its_steps_by_name():
    s = SimpleNamespace(stack=[])
    frame = Frame("effect", {"vars": {}})
    ctx = StepContext(s, frame)
    ctx._push(Frame("ask"), "later")
    assert frame.step == "later" and len(s.stack) == 1
    with pytest.raises(RuntimeError, match="must end after it asks"):
        ctx.then("other")
    assert step_name(AskEveryone().answered) == "answered" and step_name(None) is None


def test_a_step_outside_a_frame_keeps_nothing():
    ctx = StepContext(SimpleNamespace(stack=[]), None)
    with pytest.raises(RuntimeError, match="keeps no data"):
        _ = ctx.vars
    with pytest.raises(RuntimeError, match="no next step"):
        ctx.then("next")
