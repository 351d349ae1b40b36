"""What the web benchmarks share: a free port, a server process's CPU time, latency
percentiles, and the environment that turns the rate limits off (every simulated player comes
from one address)."""

from __future__ import annotations

import os
import socket
from pathlib import Path

from epocha.server.settings import DEFAULT_RATE_LIMITS

UNLIMITED = {f"EPOCHA_LIMIT_{name.upper()}": "off" for name in DEFAULT_RATE_LIMITS}
TICKS = os.sysconf("SC_CLK_TCK")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far (0 once it is gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / TICKS


def percentile_ms(values: list[float], share: float) -> float | None:
    """The `share` percentile of `values` (seconds), in milliseconds; None without values."""
    if not values:
        return None
    ordered = sorted(values)
    return round(1000 * ordered[int(share * (len(ordered) - 1))], 1)
