"""How Anachrony's actions are written: a class whose steps are methods, run on the frame stack.

    class Mine(Action):
        def start(self, ctx):
            ctx.ask("resource", ctx.s.mine_pool_choices(), msg("Take a resource"), then=self.took)

        def took(self, ctx, resource):
            ...

A step that asks (`ctx.ask`) ends there; the answer arrives in the step named by `then`.
Anything a later step needs goes into `ctx.vars`. A prompt that names no `cause` is given its
action's (`Action.cause`): the rules section of the action (`section`), or the building, the
superproject or the leader whose effect it is. Instances are stateless: the state is the
game's, the progress is the frame's (`Frame("act", {"seat", "action", "as", "vars"})`).
"""

from __future__ import annotations

from typing import Any

from epocha.engine import Frame
from epocha.engine.message import rule_cause
from epocha.engine.steps import Programs, SeatContext, Step


class Action:
    """One action (a main-board action, a player-board slot, a building's ability)."""

    name = ""
    section = ""  # the rules reference's section of the action (`cause`)

    def start(self, ctx: ActionContext) -> None:
        raise NotImplementedError

    def cause(self, ctx: ActionContext) -> dict:
        """Why this action's prompts ask: its rules section (a component's own action says
        which component it is)."""
        return rule_cause(self.section)


class ActionContext(SeatContext):
    """What an action's step sees: the state `s`, the acting player `p` and the worker type the
    placed worker acts as (`as_type`, None for free actions)."""

    __slots__ = ()

    @property
    def as_type(self) -> str | None:
        return self.frame.data.get("as")  # type: ignore[union-attr]

    def ask(
        self, kind: str, options: list, prompt: Any, then: Step, *, may: bool = False, **extra: Any
    ) -> None:
        if "cause" not in prompt:
            # (the frame names its action as it is now: a copied action's own)
            prompt = {**prompt, "cause": ACTIONS[self.frame.data["action"]].cause(self)}  # type: ignore[union-attr]
        super().ask(kind, options, prompt, then, may=may, **extra)


PROGRAMS = Programs("act", ActionContext, key="action")
ACTIONS: dict[str, Action] = PROGRAMS.by_name
action = PROGRAMS.register  # register an action class under its `name`
run_act = PROGRAMS.run


def act_frame(seat: int, name: str, as_type: str | None, **data: Any) -> Frame:
    return PROGRAMS.frame(seat, name, **{"as": as_type, **data})
