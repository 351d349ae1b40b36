"""How long the seat to move has before the others may act on its silence. Today that is the
table's turn timeout (`games.turn_timeout`): seconds after the game's last move, after which
another player may hand the idle seat to a bot. Everything that needs the time left asks here,
so a clock of another kind changes this one place."""

from __future__ import annotations

from datetime import datetime

from .storage import aware


def time_left(turn_timeout: int | None, last_move_at: datetime, at: datetime) -> float | None:
    """Seconds left (0 once the time is up) at `at`; None: the table has no turn timeout."""
    if not turn_timeout:
        return None
    return max(0.0, turn_timeout - (at - aware(last_move_at)).total_seconds())
