"""Requests the table sends to addresses players give it (webhooks, push services), made so that
they are no way into the network the server stands in.

- The URL is http or https with a host name, no user or password in it.
- The host is resolved here, and refused when any address it resolves to is not a public one
  (loopback, private, link-local, carrier-grade NAT, multicast, reserved, unspecified; an
  IPv4 address inside IPv6 is judged as IPv4), unless a network of the `allow` setting holds it
  (`EPOCHA_WEBHOOK_ALLOW`: tests reach a receiver on loopback so).
- The connection goes to the very address that was checked (the URL is rewritten to it, the
  Host header and TLS's server name stay the host's), and the address the socket reached is
  compared with it: a name that resolves to another address on a second lookup (DNS rebinding)
  gains nothing.
- Redirects are not followed; every phase has a timeout, and reading the answer at most twice
  that; at most `max_bytes` of the answer are read.
- A failure that may pass (no connection, a timeout, 5xx, 429) is tried again after a pause
  that doubles (`backoff`, twice that, ...), `attempts` times in all; the pause is an injected
  `sleep`, so tests never wait.
"""

from __future__ import annotations

import ipaddress
import socket
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import httpx

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
Network = ipaddress.IPv4Network | ipaddress.IPv6Network
Resolver = Callable[..., list[tuple[Any, ...]]]  # socket.getaddrinfo's signature

MAX_URL = 2048


class Refused(ValueError):
    """The target is not one the table sends to (trying again will not help)."""


class Failed(Exception):
    """The target did not take the request."""

    def __init__(self, message: str, *, again: bool, status: int | None = None) -> None:
        super().__init__(message)
        self.again = again  # worth trying again later
        self.status = status


@dataclass
class Answer:
    status: int
    body: bytes
    attempts: int


def parse_url(url: str) -> tuple[str, str, int]:
    """(scheme, host, port) of a URL the table may send to; Refused with the reason if not."""
    if not isinstance(url, str) or len(url) > MAX_URL:
        raise Refused(f"a URL of at most {MAX_URL} characters")
    if any(c.isspace() or ord(c) < 32 for c in url):
        raise Refused("a URL has no spaces or control characters")
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as exc:
        raise Refused(f"not a URL: {exc}") from None
    if parts.scheme not in ("http", "https"):
        raise Refused("the URL must start with https:// or http://")
    if not parts.hostname:
        raise Refused("the URL has no host")
    if parts.username is not None or parts.password is not None:
        raise Refused("no user name or password in the URL")
    return parts.scheme, parts.hostname, port or (443 if parts.scheme == "https" else 80)


def networks(texts: Iterable[str]) -> tuple[Network, ...]:
    return tuple(ipaddress.ip_network(t.strip(), strict=False) for t in texts if t.strip())


def public(address: IPAddress, allow: tuple[Network, ...] = ()) -> bool:
    """Whether the table may send to this address."""
    if any(address in net for net in allow if net.version == address.version):
        return True
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return public(address.ipv4_mapped, allow)
    # is_global leaves out private, loopback, link-local, shared (100.64/10), reserved and
    # unspecified addresses; multicast is "global" for some ranges, so it is refused by name
    return address.is_global and not address.is_multicast


@dataclass
class Poster:
    """Sends POST requests to players' URLs under the rules above."""

    allow: tuple[Network, ...] = ()
    timeout: float = 5.0
    max_bytes: int = 64 * 1024
    attempts: int = 3
    backoff: float = 1.0
    sleep: Callable[[float], None] = time.sleep
    resolver: Resolver = socket.getaddrinfo
    transport: httpx.BaseTransport | None = field(default=None, repr=False)

    def address(self, host: str, port: int) -> IPAddress:
        """The one address to connect to: every address the host has must be public."""
        try:
            literal = ipaddress.ip_address(host)
            found: list[IPAddress] = [literal]
        except ValueError:
            try:
                infos = self.resolver(host, port, type=socket.SOCK_STREAM)
            except (OSError, UnicodeError) as exc:
                raise Failed(f"{host} cannot be resolved ({exc})", again=True) from None
            found = [ipaddress.ip_address(str(info[4][0]).split("%")[0]) for info in infos]
        if not found:
            raise Failed(f"{host} has no address", again=True)
        for address in found:
            if not public(address, self.allow):
                raise Refused(f"{host} is a loopback, private or otherwise non-public address ({address})")
        return found[0]

    def post_once(self, url: str, body: bytes, headers: dict[str, str]) -> Answer:
        scheme, host, port = parse_url(url)
        address = self.address(host, port)
        parts = urlsplit(url)
        literal = f"[{address}]" if address.version == 6 else str(address)
        direct = urlunsplit((scheme, f"{literal}:{port}", parts.path or "/", parts.query, ""))
        default_port = port == (443 if scheme == "https" else 80)
        host_header = (f"[{host}]" if ":" in host else host) + ("" if default_port else f":{port}")
        with httpx.Client(
            timeout=self.timeout, follow_redirects=False, transport=self.transport, trust_env=False
        ) as client:
            request = client.build_request(
                "POST",
                direct,
                content=body,
                headers={**headers, "Host": host_header},
                extensions={"sni_hostname": host} if scheme == "https" else {},
            )
            try:
                response = client.send(request, stream=True)
            except httpx.TimeoutException:
                raise Failed(f"{host} did not answer in time", again=True) from None
            except httpx.HTTPError as exc:
                raise Failed(f"{host} could not be reached ({type(exc).__name__})", again=True) from None
            try:
                _check_peer(response, address)
                received = bytearray()
                # the timeout counts per read: an answer trickled a byte at a time is cut off here
                deadline = time.monotonic() + 2 * self.timeout
                try:
                    for chunk in response.iter_raw():
                        received += chunk
                        if len(received) > self.max_bytes:
                            raise Failed(f"{host} answered more than {self.max_bytes} bytes", again=False)
                        if time.monotonic() > deadline:
                            raise Failed(f"{host} did not finish its answer in time", again=True)
                except httpx.TimeoutException:
                    raise Failed(f"{host} did not finish its answer in time", again=True) from None
                except httpx.HTTPError as exc:
                    raise Failed(f"{host} broke off its answer ({type(exc).__name__})", again=True) from None
            finally:
                response.close()
        status = response.status_code
        if 300 <= status < 400:
            raise Failed(f"{host} answered with a redirect ({status}), which is not followed", again=False)
        if status == 429 or status >= 500:
            raise Failed(f"{host} answered {status}", again=True, status=status)
        if status >= 400:
            raise Failed(f"{host} answered {status}", again=False, status=status)
        return Answer(status, bytes(received), 1)

    def post(self, url: str, request: Callable[[], tuple[bytes, dict[str, str]]]) -> Answer:
        """POST what `request()` makes (asked again for each attempt: a fresh signature or
        token each time) until the target takes it; Refused or Failed when it never does."""
        attempts = max(1, self.attempts)
        for attempt in range(1, attempts + 1):
            body, headers = request()
            try:
                answer = self.post_once(url, body, headers)
                answer.attempts = attempt
                return answer
            except Failed as exc:
                if not exc.again or attempt == attempts:
                    raise
                self.sleep(self.backoff * 2 ** (attempt - 1))
        raise AssertionError("the loop returns or raises")


def _check_peer(response: httpx.Response, address: IPAddress) -> None:
    """The socket reached the address that was checked (when the transport can tell)."""
    stream = response.extensions.get("network_stream")
    peer = stream.get_extra_info("server_addr") if stream is not None else None
    if peer and ipaddress.ip_address(str(peer[0]).split("%")[0]) != address:
        raise Refused(f"connected to {peer[0]}, not to the address checked ({address})")
