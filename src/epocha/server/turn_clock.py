"""How long a seat has before the table acts on its silence, for the lists that show it (a
player's home). A table with a clock (clocks.py) says it: the seat's own deadline while the
game waits for it, else the first deadline of the table. A table stored with only the older
turn timeout, whose clock has not started yet, counts from its last move."""

from __future__ import annotations

import json
from datetime import datetime

from .clocks import Clocks
from .storage import aware


def time_left(
    turn_timeout: int | None,
    last_move_at: datetime,
    at: datetime,
    clock: str | None = None,
    seat: int | None = None,
) -> float | None:
    """Seconds left (0 once the time is up) at `at`; None: no clock runs at the table.
    `clock`: the table's clocks (the games row's JSON); `seat`: whose time is asked."""
    if clock:
        clocks = Clocks.from_dict(json.loads(clock))
        deadline = clocks.deadline(seat) if seat in clocks.waiting else clocks.earliest()
        if deadline is not None:
            return max(0.0, (deadline - at).total_seconds())
        if not turn_timeout:
            return None
    if not turn_timeout:
        return None
    return max(0.0, turn_timeout - (at - aware(last_move_at)).total_seconds())
