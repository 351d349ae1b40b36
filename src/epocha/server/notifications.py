"""A player is told when it is their turn: in the browser (Web Push, web_push.py) and at an
optional webhook of their home (webhooks.py).

**What starts a notification.** A move (`Tables.commit`) that makes it the turn of seats that
were not to move before — not the mover's own seats — writes, in the move's own transaction,
one outbox row per home that holds such a seat (`notifications`, unique per home, game and the
log row), when a person plays it (not a bot for a player who left) and the home has somewhere
to send to. So a committed move has its notifications written, and a move that was refused has
none.

**Exactly once.** Every server process looks at the outbox each `notify_check_seconds` and
claims rows one by one with a guarded UPDATE (`claimed_at` set only where it was NULL): of
several processes, one gets each row, sends it and marks it `sent` (some channel took it),
`failed` (none did, after the attempts with backoff `outbound.Poster` makes) or `skipped` (by
then that turn was over — the seat acted since, the game no longer waits for it, a bot plays it,
or the home released the seat: a late notification would be wrong). A claim older than
`LEASE` belongs to a process that died while sending, and is taken again — in that one case the
receiver may get the notification twice, never zero times.

**What a notification says.** The game's id, name and title, the seat and its name, and "your
turn" in the home's language — what the game's public summary shows anyway: no card, no hand, no
log. The seat's link is not in it (the home page has it); clicking opens the home.
"""

from __future__ import annotations

import asyncio
import json
import logging
from datetime import timedelta
from functools import cached_property
from typing import Any

from epocha.engine.message import msg
from epocha.engine.render import Renderer
from epocha.engine.translation import shell_table

from . import webhooks
from .homes import home_of, not_a_home
from .outage import storage_problem
from .outbound import Failed, Poster, Refused, networks, parse_url
from .problem import Problem
from .rounds import in_thread_to_the_end
from .web_push import GONE, VAPID_KEY, WebPush, new_private_key, subscription

log = logging.getLogger("epocha.server")

# far longer than the attempts of one notification can take (every browser of a home and its
# webhook, three attempts each): a claim this old is a dead process's
LEASE = timedelta(hours=1)
KEEP = timedelta(days=7)  # outbox rows dealt with are forgotten after this
MOST_DEVICES = 20  # browsers one home may have subscribed


def payload(row: dict, kind: str = "your_turn") -> dict:
    """A notification as its receivers get it (nothing a seat could not see in the summary)."""
    lang = row.get("language") or "en"
    seat = row.get("seat")
    # only this seat's name is needed (an empty one: "Player 2" in the home's language)
    names = [None] * (seat or 0) + [row.get("name") or None]
    renderer = Renderer([shell_table(lang)], names=names)
    out: dict[str, Any] = {"type": kind, "lang": lang}
    if kind == "your_turn":
        out.update(
            game_id=row["game_id"],
            game=row["game"],
            title=row["title"],
            seat=seat,
            seat_name=row.get("name") or "",
            seq=row["seq"],
            text=renderer.render(msg("Your turn, {seat}.", seat={"seat": seat})),
        )
    else:
        out.update(title="epocha", text=renderer.render(msg("Notifications from this table reach you here.")))
    return out


class Notifier:
    """The notifications of one web table (its `Tables`)."""

    def __init__(self, tables: Any, poster: Poster | None = None) -> None:
        self.tables = tables
        self.store = tables.store
        settings = tables.settings
        self.poster = poster or Poster(
            allow=networks(settings.webhook_allow), timeout=settings.webhook_timeout
        )

    @cached_property
    def web_push(self) -> WebPush:
        """Made at first use: its key comes from the database (the first process makes it)."""
        key = self.store.server_key(VAPID_KEY, new_private_key)
        return WebPush(key, self.tables.settings.push_contact, self.poster)

    # -- sending --------------------------------------------------------------------------------

    def send_due(self) -> list[tuple[int, str]]:
        """Claim and send every outbox row due now; (row id, state) of those this process sent."""
        at = self.tables.settings.clock()
        done = []
        for notification_id in self.store.pending_notifications(at, LEASE):
            row = self.store.claim_notification(notification_id, at, LEASE)
            if row is None:  # another process has it
                continue
            state = self._deliver(row)
            self.store.finish_notification(notification_id, state, self.tables.settings.clock())
            done.append((notification_id, state))
        return done

    def _deliver(self, row: dict) -> str:
        to_move = json.loads(row["to_move"]) if row["to_move"] else []
        over = row["status"] != "active" or row["seat"] not in to_move or row["moved_since"]
        if over or row["away"] or not row["held"]:
            return "skipped"
        results = self.send(row["home_id"], row["webhook_url"], row["webhook_secret"], payload(row))
        sent = [r for r in [*results["push"], results["webhook"]] if r is not None]
        return "sent" if any(r["ok"] for r in sent) else "failed"

    def send(self, home_id: str, url: str | None, secret: str | None, message: dict) -> dict:
        """`message` to every browser of the home and its webhook: what each answered."""
        devices = []
        for target in self.store.subscriptions_of(home_id):
            try:
                self.web_push.send(target, message)
                devices.append({"ok": True})
            except (Refused, Failed) as exc:
                if isinstance(exc, Failed) and exc.status in GONE:
                    # the browser unsubscribed, or the push service forgot it: so does the home
                    self.store.remove_push_subscription(None, target["endpoint"], home_id=home_id)
                log.info("push to a browser of home %s failed: %s", home_id, exc)
                devices.append({"ok": False, "error": str(exc)})
        hook = None
        if url and secret:
            try:
                answer = webhooks.send(self.poster, url, secret, message)
                hook = {"ok": True, "status": answer.status, "attempts": answer.attempts}
            except (Refused, Failed) as exc:
                log.info("webhook of home %s failed: %s", home_id, exc)
                hook = {"ok": False, "error": str(exc), "status": getattr(exc, "status", None)}
        return {"push": devices, "webhook": hook}

    # -- a home's channels (the home's token) ---------------------------------------------------

    def _home(self, token: str | None) -> dict:
        return home_of(self.store, token)

    def channels(self, token: str | None) -> dict:
        home = self._home(token)
        return {
            "devices": len(self.store.subscriptions_of(home["id"])),
            "webhook": home["webhook_url"],
        }

    def subscribe(self, token: str | None, endpoint: str, p256dh: str, auth: str) -> dict:
        home = self._home(token)
        try:
            found = subscription(endpoint, p256dh, auth)
        except Refused as exc:
            raise Problem(422, "bad_subscription", str(exc)) from None
        outcome = self.store.add_push_subscription(home["token_hash"], found, MOST_DEVICES)
        if outcome == "no_home":
            raise not_a_home()
        if outcome == "full":
            raise Problem(409, "too_many_devices", f"a home has at most {MOST_DEVICES} browsers; remove one")
        return {"subscribed": outcome == "added", **self.channels(token)}

    def unsubscribe(self, token: str | None, endpoint: str) -> dict:
        home = self._home(token)
        removed = self.store.remove_push_subscription(home["token_hash"], endpoint)
        return {"removed": removed, **self.channels(token)}

    def webhook(self, token: str | None) -> dict:
        home = self._home(token)
        return {"url": home["webhook_url"], "secret": home["webhook_secret"]}

    def set_webhook(self, token: str | None, url: str) -> dict:
        """The home's webhook (its secret made the first time, kept after); the address must be
        a public one now, and is checked again at every sending."""
        home = self._home(token)
        try:
            _scheme, host, port = parse_url(url)
            self.poster.address(host, port)
        except Refused as exc:
            raise Problem(422, "bad_webhook", str(exc)) from None
        except Failed as exc:
            raise Problem(422, "bad_webhook", str(exc)) from None
        written = self.store.set_webhook(home["token_hash"], url, webhooks.new_secret())
        if written is None:
            raise not_a_home()
        return written

    def clear_webhook(self, token: str | None) -> dict:
        home = self._home(token)
        written = self.store.set_webhook(home["token_hash"], None, None)
        if written is None:
            raise not_a_home()
        return written

    def test(self, token: str | None) -> dict:
        """A test notification to every browser of the home and its webhook, now."""
        home = self._home(token)
        if home["webhook_url"] is None and not self.store.subscriptions_of(home["id"]):
            raise Problem(409, "nowhere_to_send", "this home has no browser and no webhook to notify")
        message = payload({"language": home["language"]}, kind="test")
        return self.send(home["id"], home["webhook_url"], home["webhook_secret"], message)


async def send_now_and_then(notifier: Notifier) -> None:
    """Send what the outbox holds every `notify_check_seconds`, until cancelled; forget what
    was dealt with long ago once an hour."""
    loop = asyncio.get_running_loop()
    pruned = float("-inf")
    while True:
        try:
            await in_thread_to_the_end(notifier.send_due)
            if loop.time() - pruned > 3600:
                pruned = loop.time()
                await in_thread_to_the_end(
                    notifier.store.prune_notifications, notifier.tables.settings.clock() - KEEP
                )
        except Exception as exc:  # the storage away: the next round tries again
            if storage_problem(exc) is None:
                log.exception("sending notifications failed")
        await asyncio.sleep(notifier.tables.settings.notify_check_seconds)
