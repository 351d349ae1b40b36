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
from epocha.engine.steps import Programs, SeatContext


class Action:
    """One action (a main-board action, a player-board slot, a building's ability)."""

    name = ""

    def start(self, ctx: ActionContext) -> None:
        raise NotImplementedError


class ActionContext(SeatContext):
    """What an action's step sees: the state `s`, the acting player `p` and the worker type the
    placed worker acts as (`as_type`, None for free actions)."""

    __slots__ = ()

    @property
    def as_type(self) -> str | None:
        return self.frame.data.get("as")  # type: ignore[union-attr]


PROGRAMS = Programs("act", ActionContext, key="action")
ACTIONS: dict[str, Action] = PROGRAMS.by_name
action = PROGRAMS.register  # register an action class under its `name`
run_act = PROGRAMS.run


def act_frame(seat: int, name: str, as_type: str | None, **data: Any) -> Frame:
    return PROGRAMS.frame(seat, name, **{"as": as_type, **data})
