"""Structured, translatable log events and their per-seat redaction.

An event is `{"event": name, "args": {...}}` with public arguments, and optionally
`"secret": {...}` with arguments only the seats in `"visible_to"` may read ("seat 0 drew a 3"
for everyone; "it was Optics" for seat 0 alone). Clients render and translate events.
"""

from __future__ import annotations

from collections.abc import Iterable

from .plain import copy_plain


def event(name: str, args: dict, secret: dict | None = None, visible_to: Iterable[int] = ()) -> dict:
    out: dict = {"event": name, "args": args}
    if secret:
        out["secret"] = secret
        out["visible_to"] = sorted(set(visible_to))
    return out


def redact(ev: dict, seat: int | None) -> dict:
    """The event as `seat` may see it (`None` is a spectator): a copy that shares nothing with
    the game's event. Rules may share one event, or a list in it, between many events and many
    games (an event is never changed once logged); a seat's copy must not show which do."""
    args = copy_plain(ev["args"])
    secret = ev.get("secret")
    if secret is not None and seat is not None and seat in ev.get("visible_to", ()):
        args.update(copy_plain(secret))
    return {"event": ev["event"], "args": args}


def redact_all(events: Iterable[dict], seat: int | None) -> list[dict]:
    return [redact(ev, seat) for ev in events]
