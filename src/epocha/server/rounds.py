"""A round of background work (a sweep, a batch of notifications) run in a thread, to its end.

A thread cannot be stopped. A server that stops cancels its loops, then closes its storage: a
round still running in a thread would go on after the stop, use the storage after it was
closed, and claim work that another process is there to do (the likely cause of a flaky
notifications test, which did not fail again in isolation). So a cancelled loop waits for its
round to end before it gives up, and then gives up whatever the round's end: a round that
failed meanwhile must not swallow the cancellation (its loop would go on, and the server never
stop). It waits `PATIENCE` seconds at most: a round stuck on a database lock or a network call
must not keep the server from stopping either; it is logged and left to end by itself.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any

from starlette.concurrency import run_in_threadpool

log = logging.getLogger("epocha.server")

PATIENCE = 30.0  # seconds a stopping server waits for a round in progress


async def in_thread_to_the_end(fn: Callable[..., Any], *args: Any) -> Any:
    """`fn(*args)` in the thread pool; cancelled meanwhile, wait for it to end (at most
    `PATIENCE` seconds), then raise the cancellation."""
    running = asyncio.ensure_future(run_in_threadpool(fn, *args))
    try:
        return await asyncio.shield(running)
    except asyncio.CancelledError:
        done, _ = await asyncio.wait([running], timeout=PATIENCE)
        if not done:
            log.warning("a background round (%s) still runs %g s after the stop; left", _name(fn), PATIENCE)
        elif not running.cancelled() and (failure := running.exception()) is not None:
            log.info("a background round (%s) failed as the server stopped: %r", _name(fn), failure)
        raise  # the stop, not the round's own end


def _name(fn: Callable[..., Any]) -> str:
    return getattr(fn, "__qualname__", None) or repr(fn)
