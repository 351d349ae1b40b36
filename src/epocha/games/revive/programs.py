"""How Revive's actions and effects are written: a class whose steps are methods, run on the
frame stack (`epocha.engine.steps.Programs`).

    @program
    class Switch:
        name = "switch"

        def start(self, ctx):
            ctx.ask("resource", list(BASIC), msg("Take a basic resource"), then=self.took)

        def took(self, ctx, resource): ...

A step that asks ends there; the answer arrives in the step named by `then`. A step may also
`queue` programs that run after it (the last queued runs first, as on any stack): the rewards
a build opens, the bonuses points reach.

Each program's frame knows why it runs (`why`, a message cause: `card_cause` or `rule_cause`),
so that its prompts and the events it logs (`ctx.emit`) can say so: the program's own (`cause`,
a method given the frame's data, or `section`, a section of the rules reference), else the
component its `source` names (a card's half, a module, a machine...), else the cause of the
program that started it.
"""

from __future__ import annotations

from typing import Any

from epocha.engine.frames import Frame
from epocha.engine.message import card_cause, rule_cause
from epocha.engine.steps import Programs, SeatContext, Step

from .catalog import Content, content
from .state import Player, ReviveState


class Context(SeatContext):
    __slots__ = ()

    s: ReviveState

    @property
    def p(self) -> Player:
        return self.s.players[self.seat]

    @property
    def c(self) -> Content:
        return content()

    @property
    def data(self) -> dict:
        """The program's own data (what it was started with)."""
        return self.frame.data  # type: ignore[union-attr]

    @property
    def why(self) -> dict | None:
        """Why this program runs (a message cause)."""
        return self.frame.data.get("why")  # type: ignore[union-attr]

    def ask(
        self, kind: str, options: list, prompt: Any, then: Step, *, may: bool = False, **extra: Any
    ) -> None:
        why = self.why
        if why is not None and "cause" not in prompt:
            prompt = {**prompt, "cause": why}
        super().ask(kind, options, prompt, then, may=may, **extra)

    def emit(self, event: str, args: dict, cause: dict | None = None, **more: Any) -> None:
        """Log an event of this program, with why it happened (for an event whose own args
        cannot say: a gain, a payment, a track advanced): `cause`, else what the program runs
        for."""
        why = cause or self.why
        if why is not None:
            args["cause"] = why
        self.s.emit(event, args, **more)

    def call(self, name: str, then: Step, seat: int | None = None, **data: Any) -> None:
        """Run program `name` now; this program goes on in step `then` once it is over."""
        self._push(_frame(self.seat if seat is None else seat, name, self.why, data), then)

    def _push(self, frame: Any, then: Step) -> None:
        # the answer goes to the frame under the one pushed: nothing may be queued between
        if self.s.stack[-1] is not self.frame:
            raise RuntimeError(f"{self.asker()}: a step that queued programs may not ask or call")
        super()._push(frame, then)

    def queue(self, name: str, seat: int | None = None, **data: Any) -> None:
        """Run program `name` once this step is over (for `seat`, the acting one by default);
        programs queued in one step run last-queued first."""
        if self._asked:
            raise RuntimeError(f"{self.asker()}: a step that asked may not queue programs")
        self.s.stack.append(_frame(self.seat if seat is None else seat, name, self.why, data))


PROGRAMS = Programs("do", Context)
program = PROGRAMS.register
run_program = PROGRAMS.run


def start(s: ReviveState, seat: int, name: str, **data: Any) -> None:
    """Put program `name` on the stack (it runs when the rules next run the stack)."""
    s.stack.append(_frame(seat, name, None, data))


# a source that is no component: the rules section of what it is
SOURCE_RULES = {
    "hibernation": "hibernate",
    "progress": "progress",
    "track": "machines",
    "piece": "tribes",
    "ability": "tribes",
}
COMPONENTS = ("card", "module", "machine", "crate", "technology")


def source_cause(source: dict) -> dict | None:
    """The cause an effect's `source` names: the component that carries the effect, or the
    rule that gives it (None: a space of the map, say; the action that reached it says)."""
    from .terms import terms

    known = terms()
    for kind in COMPONENTS:
        key = source.get(kind)
        if key is not None and key in known[kind]:
            return card_cause(key)
    for kind, section in SOURCE_RULES.items():
        if kind in source:
            return rule_cause(section)
    return None


def _frame(seat: int, name: str, inherited: dict | None, data: dict) -> Frame:
    """Program `name`'s frame, told why it runs (unless `data` says: `why`)."""
    if data.get("why") is None:
        data.pop("why", None)
        program = PROGRAMS.by_name[name]
        why = None
        if hasattr(program, "cause"):
            why = program.cause(data)
        elif getattr(program, "section", None):
            why = rule_cause(program.section)
        elif isinstance(data.get("source"), dict):
            why = source_cause(data["source"])
        why = why or inherited
        if why is not None:
            data["why"] = why
    return PROGRAMS.frame(seat, name, **data)
