"""How Anachrony's actions are written: a class whose steps are methods, run on the frame stack.

    class Mine(Action):
        def start(self, ctx):
            ctx.ask("resource", ctx.s.mine_pool_choices(), msg("Take a resource"), then=self.took)

        def took(self, ctx, resource):
            ...

A step that asks (`ctx.ask`) ends there; the answer arrives in the step named by `then`.
Anything a later step needs goes into `ctx.vars`. Instances are stateless: the state is the
game's, the progress is the frame's (`Frame("act", {"seat", "action", "as", "vars"})`).
"""

from __future__ import annotations

from typing import Any

from epocha.engine import Frame
from epocha.engine.choice import choice_frame
from epocha.engine.message import Message
from epocha.engine.steps import Step, StepContext, run_step

from .state import AnachronyState, Player


class Action:
    """One action (a main-board action, a player-board slot, a building's ability)."""

    name = ""

    def start(self, ctx: ActionContext) -> None:
        raise NotImplementedError


class ActionContext(StepContext):
    """What an action's step sees: the state `s`, the acting player `p` and the worker type the
    placed worker acts as (`as_type`, None for free actions)."""

    __slots__ = ()

    @property
    def seat(self) -> int:
        return self.frame.data["seat"]  # type: ignore[union-attr]

    @property
    def p(self) -> Player:
        return self.s.players[self.seat]

    @property
    def as_type(self) -> str | None:
        return self.frame.data.get("as")  # type: ignore[union-attr]

    def ask(
        self,
        kind: str,
        options: list,
        prompt: Message,
        then: Step,
        *,
        may: bool = False,
    ) -> None:
        """Ask the acting player to pick one of `options` (plain data); `then` receives it
        (None when they may pass and do)."""
        self._push(choice_frame(self.seat, kind, options, prompt=prompt, may=may), then)


ACTIONS: dict[str, Action] = {}


def action(cls: type[Action]) -> type[Action]:
    """Register an action class under its `name`."""
    ACTIONS[cls.name] = cls()
    return cls


def act_frame(seat: int, name: str, as_type: str | None, **data: Any) -> Frame:
    return Frame("act", {"seat": seat, "action": name, "as": as_type, "vars": {}, **data})


def run_act(s: AnachronyState, f: Frame, step: str, arg: Any) -> None:
    run_step(ACTIONS[f.data["action"]], ActionContext(s, f), step, arg)
