"""A home's webhook: "your turn" posted as JSON to a URL the home gives (a chat bot, a mail
bridge), signed so that the receiver can tell it came from this table.

The body is the notification's JSON. Two headers go with it:

- `X-Epocha-Timestamp`: the Unix time (seconds) of the attempt;
- `X-Epocha-Signature`: `sha256=` and the hex HMAC-SHA256, under the home's webhook secret, of
  the timestamp, a full stop, and the body's bytes exactly as received.

A receiver computes the same HMAC with the secret (`GET /api/home/webhook` shows it to the
home), compares it in constant time (`verify` below does it all), and refuses a timestamp more
than a few minutes old, so that a recorded request cannot be played again later. The request is
sent by `outbound.Poster`: never to a non-public address, no redirects, a timeout, a size cap,
and a few attempts with backoff, each with a fresh timestamp and signature.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import time
from collections.abc import Callable

from .outbound import Answer, Poster

SIGNATURE = "X-Epocha-Signature"
TIMESTAMP = "X-Epocha-Timestamp"
FRESH_SECONDS = 300  # how old a timestamp a receiver should accept, at most


def new_secret() -> str:
    return secrets.token_hex(32)


def signature(secret: str, timestamp: str, body: bytes) -> str:
    digest = hmac.new(secret.encode(), timestamp.encode() + b"." + body, hashlib.sha256).hexdigest()
    return f"sha256={digest}"


def verify(secret: str, headers: dict[str, str], body: bytes, now: float | None = None) -> bool:
    """What a receiver does: the signature is this secret's, and the request is fresh."""
    lowered = {k.lower(): v for k, v in headers.items()}
    stamp, given = lowered.get(TIMESTAMP.lower(), ""), lowered.get(SIGNATURE.lower(), "")
    if not stamp.isdigit() or abs((time.time() if now is None else now) - int(stamp)) > FRESH_SECONDS:
        return False
    return hmac.compare_digest(signature(secret, stamp, body), given)


def send(
    poster: Poster, url: str, secret: str, payload: dict, clock: Callable[[], float] = time.time
) -> Answer:
    body = json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode()

    def request() -> tuple[bytes, dict[str, str]]:
        stamp = str(int(clock()))
        return body, {
            "Content-Type": "application/json",
            "User-Agent": "epocha-webhook",
            TIMESTAMP: stamp,
            SIGNATURE: signature(secret, stamp, body),
        }

    return poster.post(url, request)
