"""The steps of an effect: how a card's effect asks and goes on, the same in every game.

An effect that may ask something is an object whose steps are its methods, `step(ctx, answer)`;
the effect's frame names the next one (`Frame.step`, a method name, never a closure), so a game
can be saved, cloned and resampled while a seat decides. A step ends in one of three ways: it
asks (pushes a child frame, whose result becomes the answer of the step it names), it names the
step that follows (`then`), or it simply returns (the effect is done). A game's effect context
(what its card code sees: "you", the cards, the moves) extends `StepContext` with its own words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .frames import Frame

Step = Callable[..., Any] | str | None


def step_name(then: Step) -> str | None:
    """A step given as a bound method (`then=self.returned`) or a name, as a name."""
    if then is None or isinstance(then, str):
        return then
    return then.__name__


class StepContext:
    """What one step of an effect sees: the game state `s` and the effect's frame."""

    __slots__ = ("_asked", "frame", "s")

    def __init__(self, s: Any, frame: Frame | None) -> None:
        self.s = s
        self.frame = frame
        self._asked = False

    def asker(self) -> str:
        """Who is asking, for error messages (the effect or the card)."""
        return repr(self.frame)

    def _ok(self) -> None:
        if self._asked:
            raise RuntimeError(f"{self.asker()}: a step must end after it asks something")

    def _push(self, frame: Frame, then: Step) -> None:
        """Ask: `frame` runs first, and its result is the answer of the step `then`."""
        self._ok()
        self.s.stack.append(frame)
        self._asked = True
        if self.frame is not None:
            self.frame.step = step_name(then)

    @property
    def vars(self) -> dict:
        """Scratch data of this run of the effect, kept between its steps (plain data only)."""
        if self.frame is None:
            raise RuntimeError(f"{self.asker()}: a step outside a frame keeps no data between steps")
        return self.frame.data.setdefault("vars", {})  # (made when first used: most keep nothing)

    # -- "each player in turn ..." ---------------------------------------------------------------

    def take_turns(self, seats: list[int]) -> None:
        """Go through `seats` in this order, one at a time (`next_in_turn`), across steps."""
        self.vars["_turns"] = list(seats)

    def next_in_turn(self) -> int | None:
        """The next seat of `take_turns`, now the one `in_turn` (None once all had theirs)."""
        turns = self.vars["_turns"]
        if not turns:
            return None
        self.vars["_in_turn"] = turns.pop(0)
        return self.vars["_in_turn"]

    @property
    def in_turn(self) -> int:
        """The seat whose turn it is (the last `next_in_turn`)."""
        return self.vars["_in_turn"]

    def then(self, step: Step) -> None:
        """Continue with `step` (its answer is None) without asking anything."""
        self._ok()
        if self.frame is None:
            raise RuntimeError(f"{self.asker()}: a step outside a frame has no next step")
        self.frame.step = step_name(step)


def run_step(steps: Any, ctx: StepContext, step: str, answer: Any, first: str = "start") -> None:
    """Run the step named `step` of an effect object: `first` takes no answer."""
    if step == first:
        getattr(steps, first)(ctx)
    else:
        getattr(steps, step)(ctx, answer)


class SeatContext(StepContext):
    """A step of a program that one seat runs (an action, an effect it resolves): the frame's
    data names the `seat` and keeps the program's scratch `vars`; `p` is that seat's player."""

    __slots__ = ()

    @property
    def seat(self) -> int:
        return self.frame.data["seat"]  # type: ignore[union-attr]

    @property
    def p(self) -> Any:
        return self.s.players[self.seat]

    def ask(
        self, kind: str, options: list, prompt: Any, then: Step, *, may: bool = False, **extra: Any
    ) -> None:
        """Ask the seat to pick one of `options` (plain data); `then` receives it (None when
        it may pass and does). `extra` travels with the choice (`choice_frame`)."""
        from .choice import choice_frame

        self._push(choice_frame(self.seat, kind, options, prompt=prompt, may=may, **extra), then)


class Programs:
    """A game's programs by name — classes whose steps are methods — run from frames of one
    kind: `Frame(kind, {"seat", key: name, "vars", ...})`. Instances are stateless: the state
    is the game's, the progress is the frame's. (`key` is the name's field in the frame: saved
    games keep their frames, so a game keeps the key it was saved with.)"""

    def __init__(self, kind: str, context: type[SeatContext] = SeatContext, key: str = "program") -> None:
        self.kind = kind
        self.context = context
        self.key = key
        self.by_name: dict[str, Any] = {}

    def register(self, cls: type) -> type:
        """A class decorator: the program answers to the class's `name`."""
        if cls.name in self.by_name:  # type: ignore[attr-defined]
            raise ValueError(f"two programs are named {cls.name!r}")  # type: ignore[attr-defined]
        self.by_name[cls.name] = cls()  # type: ignore[attr-defined]
        return cls

    def frame(self, seat: int, name: str, **data: Any) -> Frame:
        if name not in self.by_name:
            raise KeyError(f"no program named {name!r}")
        return Frame(self.kind, {"seat": seat, self.key: name, "vars": {}, **data})

    def run(self, s: Any, f: Frame, step: str, arg: Any) -> None:
        """The frames' handler (`frames.run`)."""
        run_step(self.by_name[f.data[self.key]], self.context(s, f), step, arg)
