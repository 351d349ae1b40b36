"""Rate limits per client address, with the `limits` library: how many games one address may
create or import, how many moves, joins and chat messages it may send and homes it may make, in a
window of time. (Chat messages also count per seat: `check` takes several keys.)

The address is the peer's, or — only when the peer is one of the configured trusted proxies
(`EPOCHA_TRUSTED_PROXIES`) — the nearest address in `X-Forwarded-For` that is not a trusted
proxy. IPv6 addresses count per /64 (one household or host usually holds a whole /64).

Counts live in Redis when `EPOCHA_REDIS_URL` is set, so all server processes share them;
without Redis each process counts on its own (N processes let an address do N times as much).
"""

from __future__ import annotations

import ipaddress
import math
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from limits import RateLimitItem, parse_many
from limits.aio.strategies import MovingWindowRateLimiter
from limits.storage import storage_from_string

from .problem import Problem

Network = ipaddress.IPv4Network | ipaddress.IPv6Network

# what each limited request is, in words for the 429 message
WHAT = {
    "create": "new games",
    "import": "imported games",
    "move": "moves",
    "join": "joins",
    "home": "new homes and home links",
    "chat": "chat messages",
}


@dataclass(frozen=True)
class Limits:
    """The configured limits ("10/minute;100/hour", or "" for none) and trusted proxies."""

    rules: Mapping[str, str]
    trusted_proxies: tuple[str, ...] = ()
    redis_url: str | None = None


class RateLimiter:
    def __init__(self, config: Limits) -> None:
        self.rules: dict[str, list[RateLimitItem]] = {}
        for name, spec in config.rules.items():
            if name not in WHAT:
                raise ValueError(f"no such rate limit {name!r}; limits: {', '.join(WHAT)}")
            try:
                self.rules[name] = parse_many(spec) if spec.strip() else []
            except ValueError as exc:
                raise ValueError(f"rate limit {name}={spec!r}: {exc}") from None
        self.trusted = trusted_networks(config.trusted_proxies)
        url = config.redis_url
        if url:  # through redis-py, which the table needs anyway (not coredis)
            self._storage = storage_from_string(f"async+{url}", implementation="redispy")
        else:
            self._storage = storage_from_string("async+memory://")
        self._limiter = MovingWindowRateLimiter(self._storage)

    async def check(self, name: str, address: str, *others: str) -> None:
        """Count one `name` request from `address` (and against each of `others`, such as a
        seat); a request over a limit of any of them is refused (429) and counted for none."""
        keys = (address, *others)
        for item in self.rules.get(name, []):
            for key in keys:
                if not await self._limiter.test(item, name, key):
                    stats = await self._limiter.get_window_stats(item, name, key)
                    wait = max(1, math.ceil(stats.reset_time - time.time()))
                    whose = "your address" if key == address else "your seat"
                    raise Problem(
                        429,
                        "rate_limited",
                        f"too many {WHAT[name]} from {whose} (at most {item}); try again in {wait} s",
                        retry_after=wait,
                    )
        for item in self.rules.get(name, []):
            for key in keys:
                await self._limiter.hit(item, name, key)


def trusted_networks(entries: Iterable[str]) -> tuple[Network, ...]:
    out = []
    for entry in entries:
        try:
            out.append(ipaddress.ip_network(entry.strip(), strict=False))
        except ValueError:
            raise ValueError(f"EPOCHA_TRUSTED_PROXIES: {entry!r} is not an address or network") from None
    return tuple(out)


def client_address(peer: str | None, forwarded_for: str | None, trusted: tuple[Network, ...]) -> str:
    """Whom to count a request against: see the module's docstring."""
    address = peer or "unknown"
    if forwarded_for and _is_trusted(address, trusted):
        for hop in reversed([h.strip() for h in forwarded_for.split(",") if h.strip()]):
            address = hop
            if not _is_trusted(hop, trusted):
                break
    return _group(address)


def _is_trusted(address: str, trusted: tuple[Network, ...]) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return any(ip in network for network in trusted)


def _group(address: str) -> str:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address  # not an address (a test client, a unix socket): counted as it is
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)
