"""When the database cannot serve: unreachable, out of space, or read-only.

Such a failure is the storage's, not the request's: it is answered with 503
`storage_unavailable` and words a player understands (a websocket is told so and its client
tries again), and the log says it once a minute rather than with a traceback per request.
Anything else the database raises is a bug and stays a 500.
"""

from __future__ import annotations

import logging
import time

from sqlalchemy.exc import DBAPIError, OperationalError

from .problem import Problem

log = logging.getLogger("epocha.server")

MESSAGE = "the table cannot reach its storage just now; moves it accepted are safe — try again in a moment"
LOG_EVERY = 60.0  # seconds between two log lines about the same outage

# SQLSTATE classes and codes of a storage that cannot take writes or connections
_UNAVAILABLE_STATES = ("08", "53", "57P", "25006")


def storage_problem(exc: BaseException) -> Problem | None:
    """The 503 to answer for `exc`, when it says the storage is unavailable (else None)."""
    if not isinstance(exc, DBAPIError):
        return None
    state = getattr(exc.orig, "sqlstate", None) or ""
    if isinstance(exc, OperationalError) or state.startswith(_UNAVAILABLE_STATES):
        _note(exc)
        return Problem(503, "storage_unavailable", MESSAGE, retry=True)
    return None


_last_logged = float("-inf")


def _note(exc: DBAPIError) -> None:
    global _last_logged
    now = time.monotonic()
    if now - _last_logged >= LOG_EVERY:
        _last_logged = now
        log.warning("storage unavailable: %s", str(exc.orig).strip().splitlines()[0] if exc.orig else exc)
