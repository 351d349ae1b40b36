"""Where many independent games are played: here, on this machine's cores, or on a Ray cluster.

Bot games of a study are independent tasks (each is its seed and its bots), so they spread
without coordination. `run_ordered` plays them in this process (`jobs` 1), in a pool of
`jobs` local processes, or — for studies that outgrow one machine — as Ray tasks on a cluster
(`cluster="auto"` joins the cluster this machine belongs to, `"ray://host:10001"` a remote one,
`"local"` starts a Ray instance here for the length of the run). Ray is the distributed engine,
nothing hand-made: install it with `pip install 'epocha[cluster]'`.

Results come back in task order whatever the backend, so a study gives the same figures
wherever it ran (each task's randomness comes from its seed, never from where it ran).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any, TypeVar

from epocha.engine import IllegalAction

T = TypeVar("T")

# tasks in flight on a cluster at once, per CPU it offers: enough to keep every CPU busy,
# few enough that a million-game study does not hold a million results in memory
IN_FLIGHT_PER_CPU = 4


def run_ordered(
    fn: Callable[..., T], tasks: Sequence[tuple], jobs: int = 1, cluster: str | None = None
) -> Iterator[T]:
    """`fn(*task)` for every task, yielded in task order. `fn` must be a module-level function
    (it travels to other processes by name) and every task picklable."""
    if cluster:
        yield from _on_ray(fn, tasks, cluster)
    elif jobs <= 1:
        for task in tasks:
            yield fn(*task)
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            yield from pool.map(_call, [fn] * len(tasks), tasks)


def _on_ray(fn: Callable[..., T], tasks: Sequence[tuple], cluster: str) -> Iterator[T]:
    try:
        import ray
    except ImportError:
        raise IllegalAction("running on a Ray cluster needs Ray: pip install 'epocha[cluster]'") from None
    started_here = not ray.is_initialized()
    if started_here:
        if cluster == "local":  # a private instance: no dashboard, a small object store
            ray.init(
                include_dashboard=False,
                object_store_memory=100 * 2**20,
                log_to_driver=False,
                configure_logging=False,
            )
        else:
            ray.init(address=cluster, log_to_driver=False, configure_logging=False)
    try:
        remote = ray.remote(_call)
        window = max(1, int(ray.cluster_resources().get("CPU", 1)) * IN_FLIGHT_PER_CPU)
        pending: deque[Any] = deque()
        for task in tasks:
            pending.append(remote.remote(fn, task))
            if len(pending) >= window:
                yield ray.get(pending.popleft())
        while pending:
            yield ray.get(pending.popleft())
    finally:
        if started_here:
            ray.shutdown()


def _call(fn: Callable[..., T], task: tuple) -> T:
    return fn(*task)
