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
"""

from __future__ import annotations

from typing import Any

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

    def call(self, name: str, then: Step, seat: int | None = None, **data: Any) -> None:
        """Run program `name` now; this program goes on in step `then` once it is over."""
        self._push(PROGRAMS.frame(self.seat if seat is None else seat, name, **data), then)

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
        self.s.stack.append(PROGRAMS.frame(self.seat if seat is None else seat, name, **data))


PROGRAMS = Programs("do", Context)
program = PROGRAMS.register
run_program = PROGRAMS.run


def start(s: ReviveState, seat: int, name: str, **data: Any) -> None:
    """Put program `name` on the stack (it runs when the rules next run the stack)."""
    s.stack.append(PROGRAMS.frame(seat, name, **data))
