"""Where the web table keeps its data, and how it runs."""

from __future__ import annotations

import ipaddress
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path


def default_database_url() -> str:
    data = Path(os.environ.get("EPOCHA_DATA_DIR") or Path.home() / ".local" / "share" / "epocha")
    data.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{data / 'epocha.db'}"


@dataclass
class Settings:
    # SQLite by default; PostgreSQL with e.g. postgresql+psycopg://user:pass@host/db
    database_url: str = field(
        default_factory=lambda: os.environ.get("EPOCHA_DATABASE_URL") or default_database_url()
    )
    # a snapshot of the state every this many actions (a cache that saves replaying)
    snapshot_every: int = 50
    # long-poll fallback: how long a request waits for news
    poll_seconds: float = 25.0
    # games kept in memory (the database stays the truth)
    cache_size: int = 512
    # how often each process checks the games its clients watch for changes made by other
    # server processes over the same database, while no push channel (Redis or PostgreSQL
    # LISTEN/NOTIFY, see push.py) is connected: always on SQLite
    watch_seconds: float = field(
        default_factory=lambda: _env_float("EPOCHA_WATCH_SECONDS", 0.25, "seconds", zero_allowed=False)
    )
    # the same check while a push channel is connected: only a safety net for announcements
    # lost on the way (a process killed between its commit and its announcement)
    safety_poll_seconds: float = field(
        default_factory=lambda: _env_float("EPOCHA_SAFETY_POLL_SECONDS", 5.0, "seconds", zero_allowed=False)
    )
    # requests one client address may make: {"create" | "import" | "move" | "join" | "home" |
    # "chat" (also per seat): "10/minute;60/hour"} ("" for no limit); EPOCHA_LIMIT_<NAME> sets
    # one (see rate_limits.py)
    rate_limits: dict[str, str] = field(default_factory=lambda: _limits_from_env())
    # proxies whose X-Forwarded-For is believed (addresses or networks, comma-separated)
    trusted_proxies: tuple[str, ...] = field(
        default_factory=lambda: tuple(
            p.strip() for p in os.environ.get("EPOCHA_TRUSTED_PROXIES", "").split(",") if p.strip()
        )
    )
    # Redis (redis://host:port/db): rate-limit counts shared by every server process, and the
    # push channel between them (in place of PostgreSQL's LISTEN/NOTIFY)
    redis_url: str | None = field(default_factory=lambda: os.environ.get("EPOCHA_REDIS_URL") or None)
    # the interactive API documentation at /api-docs (`epocha serve --api-docs`)
    api_docs: bool = False
    # the largest request body (imports included) and websocket message accepted, in bytes
    max_body_bytes: int = field(default_factory=lambda: _env_int("EPOCHA_MAX_BODY_BYTES", 8 * 2**20, "bytes"))
    max_ws_message_bytes: int = field(
        default_factory=lambda: _env_int("EPOCHA_MAX_WS_BYTES", 64 * 2**10, "bytes")
    )
    # expiry (Store.expire): an active game nobody has played or opened for this many days goes,
    # and so does an open game nobody joined within this many hours
    expire_days: int = field(default_factory=lambda: _env_int("EPOCHA_EXPIRE_DAYS", 30, "days"))
    unjoined_hours: int = field(default_factory=lambda: _env_int("EPOCHA_UNJOINED_HOURS", 24, "hours"))
    # how often each process looks for expired games (several processes may: deleting is idempotent)
    expiry_check_seconds: float = 600.0
    # how often each process looks for players whose clock ran out (several processes may:
    # each timeout is a log row, written once)
    clock_check_seconds: float = 1.0
    # the time the players' clocks read (tests give a clock they move by hand)
    clock: Callable[[], datetime] = field(default=lambda: datetime.now(UTC))
    # the lobby lists at most this many open games made from one client address
    open_games_per_address: int = field(
        default_factory=lambda: _env_int("EPOCHA_OPEN_GAMES_PER_ADDRESS", 5, "games")
    )
    # processes that run the bots' searches, beside the one serving requests (0: in this
    # process's threads, which share its interpreter lock with every request)
    bot_workers: int = field(
        default_factory=lambda: _env_int(
            "EPOCHA_BOT_WORKERS", default_bot_workers(), minimum=0, unit="workers"
        )
    )
    # tables whose bots may be in a move at once; the others wait their turn, first come first
    # served (docs/web.md, "Bots"). 16 keeps more moves ready than the workers can take, and
    # leaves most of the 40 request threads free when bots think in threads (bot_workers 0)
    max_bot_tables: int = field(default_factory=lambda: _env_int("EPOCHA_MAX_BOT_TABLES", 16, unit="tables"))
    # at start, bots play on in active games with a human seat, or moved within this many
    # hours; other tables of bots only rest until a client looks in
    bot_resume_hours: float = field(
        default_factory=lambda: _env_float("EPOCHA_BOT_RESUME_HOURS", 24.0, "hours", zero_allowed=True)
    )
    # "your turn" (notifications.py): networks a webhook or push endpoint may be in although
    # they are not public (EPOCHA_WEBHOOK_ALLOW; tests reach a receiver on loopback so), how
    # long one attempt may take, and how often each process looks at the outbox
    webhook_allow: tuple[str, ...] = field(default_factory=lambda: _env_networks("EPOCHA_WEBHOOK_ALLOW"))
    webhook_timeout: float = field(
        default_factory=lambda: _env_float("EPOCHA_WEBHOOK_TIMEOUT", 5.0, "seconds", zero_allowed=False)
    )
    notify_check_seconds: float = 1.0
    # how push services reach the table's operator (the VAPID "sub": mailto: or https:)
    push_contact: str = field(
        default_factory=lambda: os.environ.get("EPOCHA_PUSH_CONTACT") or "mailto:epocha@localhost"
    )


DEFAULT_RATE_LIMITS = {
    "create": "10/minute;60/hour",
    "import": "5/minute;30/hour",
    "move": "240/minute",
    "join": "20/minute",
    "home": "10/minute;30/hour",
    "chat": "10/minute;100/hour",
}


def _limits_from_env() -> dict[str, str]:
    out = {}
    for name, default in DEFAULT_RATE_LIMITS.items():
        value = os.environ.get(f"EPOCHA_LIMIT_{name.upper()}")
        out[name] = default if value is None else ("" if value.strip().lower() == "off" else value)
    return out


def default_bot_workers() -> int:
    """One core is left to the process serving requests; more than 8 workers rarely pay (each
    holds its own copy of the games, and the tables that may move at once are capped anyway)."""
    try:
        cores = len(os.sched_getaffinity(0))  # the cores this process may use (containers)
    except (AttributeError, OSError):
        cores = os.cpu_count() or 2
    return min(8, max(1, cores - 1))


def _env_networks(name: str) -> tuple[str, ...]:
    texts = tuple(n.strip() for n in os.environ.get(name, "").split(",") if n.strip())
    for text in texts:
        try:
            ipaddress.ip_network(text, strict=False)
        except ValueError:
            raise SystemExit(f"{name}: {text!r} is not an address or a network (10.0.0.0/8, ::1)") from None
    return texts


def _env_int(name: str, default: int, unit: str, *, minimum: int = 1) -> int:
    text = os.environ.get(name)
    if not text:
        return default
    try:
        value = int(text)
    except ValueError:
        raise SystemExit(f"{name} must be a whole number of {unit}, not {text!r}") from None
    if value < minimum:
        raise SystemExit(f"{name} must be at least {minimum}")
    return value


def _env_float(name: str, default: float, unit: str, *, zero_allowed: bool) -> float:
    text = os.environ.get(name)
    if not text:
        return default
    try:
        value = float(text)
    except ValueError:
        raise SystemExit(f"{name} must be a number of {unit}, not {text!r}") from None
    # (the comparisons also refuse nan)
    if not (value >= 0 if zero_allowed else value > 0) or value == float("inf"):
        raise SystemExit(f"{name} must be {'0 or more' if zero_allowed else 'more than 0'} {unit}")
    return value
