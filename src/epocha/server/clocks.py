"""A table's time control and its players' clocks (plain data in the games row).

Kinds of time control:

- `none`: nobody is timed.
- `live` (Fischer): each seat starts with `base` seconds; its clock runs while the game waits
  for it, and each of its moves adds `increment` seconds.
- `turn` (turn-based, by correspondence): each move is due `per_move` seconds (days, mostly)
  after the game began to wait for it; time beyond that comes out of the seat's `vacation`
  reserve, which does not come back.

A clock runs for a seat while the game waits for it and a person plays it: a seat a bot plays
is not timed, and several seats the game waits for at once (simultaneous choices) each run.
When a clock runs out, the table's `on_timeout` rule applies (see `Tables.time_out`): `bot`
hands the seat to a bot (the player may come back), `lose` loses the game for it.

The server's clock is the authority, and it is the wall clock: server downtime counts, as on
a chess server. A deadline that passes while no server runs is met by the first sweep after a
start (`sweep_clocks`); turn-based deadlines are days away, live games are short. Every time is
given by the caller (`Settings.clock`), so tests move time without sleeping.

`turn_timeout` (seconds), the table's older setting, is read as a turn-based clock with that
time per move, no reserve, and a bot taking the seat.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from typing import Literal

Kind = Literal["none", "live", "turn"]
OnTimeout = Literal["bot", "lose"]

# a player back at a live table after a timeout has at least this much to think (else the
# clock, at zero, would take the seat again at once)
COMEBACK_SECONDS = 60.0


@dataclass(frozen=True)
class TimeControl:
    kind: Kind = "none"
    base: int = 0  # live: seconds each seat starts with
    increment: int = 0  # live: seconds added after each of the seat's moves
    per_move: int = 0  # turn: seconds each move may take
    vacation: int = 0  # turn: seconds in reserve for moves that take longer
    on_timeout: OnTimeout = "bot"

    @classmethod
    def from_dict(cls, data: dict | None) -> TimeControl:
        return cls(**data) if data else cls()

    @classmethod
    def from_turn_timeout(cls, seconds: int) -> TimeControl:
        """The older `turn_timeout`: a turn-based clock, a bot taking the idle seat."""
        return cls(kind="turn", per_move=seconds, on_timeout="bot")

    def to_dict(self) -> dict:
        return asdict(self)

    @property
    def timed(self) -> bool:
        return self.kind != "none"


@dataclass
class Clocks:
    """The clocks of one table: per seat the time it has left (`live`) or its reserve
    (`turn`); since when the game waits for each timed seat (epoch seconds); the seats whose
    time ran out (never timed again, unless their player comes back)."""

    control: TimeControl
    left: list[float]
    waiting: dict[int, float]
    out: list[int]

    @classmethod
    def start(cls, control: TimeControl, players: int) -> Clocks:
        allowance = control.base if control.kind == "live" else control.vacation
        return cls(control, [float(allowance)] * players, {}, [])

    @classmethod
    def from_dict(cls, data: dict) -> Clocks:
        return cls(
            TimeControl.from_dict(data["control"]),
            [float(x) for x in data["left"]],
            {int(k): float(v) for k, v in data["waiting"].items()},
            [int(s) for s in data["out"]],
        )

    def to_dict(self) -> dict:
        return {
            "control": self.control.to_dict(),
            "left": self.left,
            "waiting": {str(k): v for k, v in sorted(self.waiting.items())},
            "out": sorted(self.out),
        }

    # -- time passing --------------------------------------------------------------------

    def moved(self, seat: int, at: datetime) -> None:
        """`seat` moved at `at`: its time is charged (and, live, its increment added)."""
        since = self.waiting.pop(seat, None)
        if since is None:
            return  # not timed (a bot played it, or it was not waited for)
        used = at.timestamp() - since
        if self.control.kind == "live":
            self.left[seat] = max(0.0, self.left[seat] - used) + self.control.increment
        elif self.control.kind == "turn":
            self.left[seat] = max(0.0, self.left[seat] - max(0.0, used - self.control.per_move))

    def wait_for(self, seats: Iterable[int], at: datetime) -> None:
        """The game now waits for `seats` (the active seats people play): their clocks run,
        from `at` for those not already running; the others stop."""
        wanted = {s for s in seats if s not in self.out} if self.control.timed else set()
        self.waiting = {s: self.waiting.get(s, at.timestamp()) for s in sorted(wanted)}

    def ran_out(self, seat: int) -> None:
        self.waiting.pop(seat, None)
        if seat not in self.out:
            self.out.append(seat)

    def came_back(self, seat: int) -> None:
        """The player of a seat whose time ran out takes it back: timed again, from the next
        wait, with a little time on a live clock."""
        if seat in self.out:
            self.out.remove(seat)
            if self.control.kind == "live":
                self.left[seat] = max(self.left[seat], COMEBACK_SECONDS, float(self.control.increment))

    # -- reading -------------------------------------------------------------------------

    def deadline(self, seat: int) -> datetime | None:
        since = self.waiting.get(seat)
        if since is None:
            return None
        budget = self.left[seat] + (self.control.per_move if self.control.kind == "turn" else 0)
        return datetime.fromtimestamp(since + budget, UTC)

    def earliest(self) -> datetime | None:
        """The first deadline of the table (what the sweep looks for), None when none runs."""
        deadlines = [d for s in self.waiting if (d := self.deadline(s)) is not None]
        return min(deadlines, default=None)

    def expired(self, at: datetime) -> list[int]:
        return [s for s in sorted(self.waiting) if (d := self.deadline(s)) is not None and d <= at]

    def public(self, at: datetime) -> dict:
        """What every seat is shown: the control, and per seat the seconds left on its clock
        at `at`, whether it runs, and when it runs out (the browser counts down from these)."""
        seats = []
        for seat, allowance in enumerate(self.left):
            since = self.waiting.get(seat)
            deadline = self.deadline(seat)
            if self.control.kind == "live":
                left = allowance - (at.timestamp() - since if since is not None else 0.0)
            elif since is not None:  # turn: the move's time, then the reserve
                left = allowance + self.control.per_move - (at.timestamp() - since)
            else:
                left = allowance
            seats.append(
                {
                    "seat": seat,
                    "left": max(0.0, round(left, 1)),
                    "running": since is not None,
                    "deadline": deadline.isoformat() if deadline else None,
                    "reserve": round(allowance, 1) if self.control.kind == "turn" else None,
                    "out": seat in self.out,
                }
            )
        return {"control": self.control.to_dict(), "now": at.isoformat(), "seats": seats}
