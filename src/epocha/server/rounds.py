"""A round of background work (a sweep, a batch of notifications) run in a thread, to its end.

A thread cannot be stopped. A server that stops cancels its loops, then closes its storage: a
round still running in a thread would go on after the stop, use the storage after it was
closed, and claim work that another process is there to do (the likely cause of a flaky
notifications test, which did not fail again in isolation). So a cancelled loop waits for its
round to end before it gives up.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from starlette.concurrency import run_in_threadpool


async def in_thread_to_the_end(fn: Callable[..., Any], *args: Any) -> Any:
    """`fn(*args)` in the thread pool; cancelled meanwhile, wait for it to end, then raise."""
    running = asyncio.ensure_future(run_in_threadpool(fn, *args))
    try:
        return await asyncio.shield(running)
    except asyncio.CancelledError:
        await running
        raise
