"""Games nobody will come back to are deleted, so that the table's storage does not grow
without end: see `Store.expire` for which ones. Every server process sweeps now and then;
two sweeping at once delete the same rows, which is harmless."""

from __future__ import annotations

import asyncio
import logging
from datetime import timedelta

from .outage import storage_problem
from .rounds import in_thread_to_the_end
from .service import Tables

log = logging.getLogger("epocha.server")


def sweep(tables: Tables) -> list[str]:
    """Delete the expired games now; their ids."""
    settings = tables.settings
    gone = tables.store.expire(timedelta(days=settings.expire_days), timedelta(hours=settings.unjoined_hours))
    if gone:
        tables.forget(gone)
        log.info("%d expired games deleted", len(gone))
    return gone


async def sweep_now_and_then(tables: Tables) -> None:
    """Sweep at once and then every `expiry_check_seconds`, until cancelled."""
    while True:
        try:
            await in_thread_to_the_end(sweep, tables)
        except Exception as exc:  # the storage away: the next round tries again
            if storage_problem(exc) is None:
                log.exception("sweeping expired games failed")
        await asyncio.sleep(tables.settings.expiry_check_seconds)
