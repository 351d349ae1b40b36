"""Web Push (RFC 8030/8291/8292): "your turn" shown by a player's browser even while no page of
the table is open.

A browser subscribes with the table's public VAPID key and gives the home its subscription: the
push service's endpoint and the browser's keys (`p256dh`, `auth`). A notification is encrypted
to those keys (aes128gcm, by `pywebpush`), signed for the push service with the table's VAPID
key (a JWT, by `py_vapid`), and posted to the endpoint through `outbound.Poster`, like a webhook:
an endpoint is an address a client gave, so it gets the same rules. The VAPID key pair is made
once, by the first process that starts, and kept in the database (`server_keys`): every process
signs with it, and subscriptions stay valid across restarts.
"""

from __future__ import annotations

import base64
import binascii
import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import urlsplit

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec
from py_vapid import Vapid02
from pywebpush import WebPusher

from .outbound import Answer, Poster, Refused, parse_url

VAPID_KEY = "vapid_private_key"  # its row in server_keys: the private key, PEM
TTL_SECONDS = 24 * 3600  # how long a push service keeps a notification for a browser that is away
GONE = (404, 410)  # the push service's answer for a subscription that no longer exists


def new_private_key() -> str:
    key = ec.generate_private_key(ec.SECP256R1())
    return key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    ).decode()


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def subscription(endpoint: str, p256dh: str, auth: str) -> dict:
    """A browser's subscription as stored, checked: Refused with the reason."""
    parse_url(endpoint)
    try:
        key, secret = _unb64(p256dh), _unb64(auth)
    except (binascii.Error, ValueError):
        raise Refused("keys.p256dh and keys.auth are base64url") from None
    try:
        ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), key)
    except ValueError:
        raise Refused("keys.p256dh is not a P-256 public key") from None
    if len(secret) != 16:
        raise Refused("keys.auth is 16 bytes")
    return {"endpoint": endpoint, "p256dh": p256dh, "auth": auth}


@dataclass
class WebPush:
    private_pem: str
    contact: str  # the VAPID "sub": how a push service reaches the table's operator
    poster: Poster
    clock: Callable[[], float] = time.time

    @property
    def public_key(self) -> str:
        """The browser's `applicationServerKey` (the uncompressed point, base64url)."""
        key = serialization.load_pem_private_key(self.private_pem.encode(), None)
        raw = key.public_key().public_bytes(
            serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint
        )
        return _b64(raw)

    def send(self, target: dict, payload: dict) -> Answer:
        data = json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode()
        info = {"endpoint": target["endpoint"], "keys": {"p256dh": target["p256dh"], "auth": target["auth"]}}
        body = WebPusher(info).encode(data, "aes128gcm")["body"]
        parts = urlsplit(target["endpoint"])
        vapid = Vapid02.from_pem(self.private_pem.encode())

        def request() -> tuple[bytes, dict[str, str]]:
            claims = {
                "aud": f"{parts.scheme}://{parts.netloc}",
                "exp": int(self.clock()) + 12 * 3600,
                "sub": self.contact,
            }
            return body, {
                **vapid.sign(claims),
                "TTL": str(TTL_SECONDS),
                "Content-Encoding": "aes128gcm",
                "Content-Type": "application/octet-stream",
                "Urgency": "normal",
            }

        return self.poster.post(target["endpoint"], request)
