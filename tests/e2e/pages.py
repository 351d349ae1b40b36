"""Helpers for driving the web table's pages: a seat's page (desktop or a touch phone) that
records every response and websocket frame it receives, and the check that a seat sees no
face of another seat's hidden cards anywhere."""

from __future__ import annotations

import html
import json
from functools import cache

from epocha.engine.log import redact_all
from epocha.games.innovation.text import reference_data

from ..games.innovation.invariants import hidden_from, mentioned_cards

PHONE = {
    "viewport": {"width": 375, "height": 812},
    "is_mobile": True,
    "has_touch": True,
    "device_scale_factor": 2,
}


def wait_for_table(page) -> None:
    """Wait until the game page has drawn its first position. The predicate also runs while a
    navigation is under way, when `document.body` is briefly null: it must not throw then."""
    page.wait_for_function("() => document.body?.dataset.seq !== undefined", timeout=15000)


def wait_for_seq(page, seq: int, *, after: bool = False) -> None:
    """Wait until the page shows position `seq` or later (strictly later with `after`)."""
    op = ">" if after else ">="
    page.wait_for_function(f"() => Number(document.body?.dataset.seq) {op} {seq}", timeout=15000)


class Seat:
    """One browser context showing one seat's link (or the spectator's)."""

    def __init__(
        self,
        browser,
        server,
        gid: str,
        token: str | None,
        *,
        phone: bool = False,
        width: int = 1280,
        locale: str = "en-US",
        query: str = "",
    ) -> None:
        options = PHONE if phone else {"viewport": {"width": width, "height": 900}}
        self.context = browser.new_context(locale=locale, **options)
        self.page = self.context.new_page()
        self.phone = phone
        self.errors: list[str] = []
        self.frames: list[str] = []  # websocket frames received
        self.responses: list = []  # API responses received
        self.sockets = 0
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on("websocket", self._socket)
        self.page.on("response", self._response)
        path = f"/play/{gid}{query}#t={token}" if token else f"/watch/{gid}{query}"
        self.page.goto(server.url + path)
        wait_for_table(self.page)

    def _socket(self, ws) -> None:
        self.sockets += 1
        ws.on(
            "framereceived", lambda payload: self.frames.append(payload if isinstance(payload, str) else "")
        )

    def _response(self, response) -> None:
        if "/api/games/" in response.url:
            self.responses.append(response)

    def wait_seq(self, seq: int) -> None:
        wait_for_seq(self.page, seq)

    def press(self, locator) -> None:
        """A click with a mouse, a tap on a phone."""
        if self.phone:
            locator.tap()
        else:
            locator.click()

    def choose(self, name) -> None:
        self.press(self.page.locator("#prompt").get_by_role("button", name=name).first)

    def close(self) -> None:
        self.context.close()


# the tooltips of the page's cards (hovered one by one); a special achievement's tooltip names
# the card that can also claim it, as the card reference does, so it is left out
TOOLTIPS = """() => {
  const out = [];
  const tip = document.getElementById("tooltip");
  for (const el of document.querySelectorAll("[data-card]:not([data-card^='special:'])")) {
    el.dispatchEvent(new MouseEvent("mouseenter"));
    out.push(tip.textContent);
    el.dispatchEvent(new MouseEvent("mouseleave"));
  }
  return out.join("\\n");
}"""

# the whole page but its log, with attributes (aria-labels, titles, data-card...)
WITHOUT_LOG = """() => {
  const copy = document.documentElement.cloneNode(true);
  for (const id of ["log", "log-last"]) copy.querySelector("#" + id)?.remove();
  return copy.outerHTML;
}"""


class Secrets:
    """What one seat must not see, seq by seq, and what its own log may name."""

    def __init__(self, seat: int | None) -> None:
        self.seat = seat
        self.by_seq: dict[int, set[str]] = {}
        self.known: set[str] = set()
        self.received = 0  # messages checked

    def record(self, live) -> set[str]:
        state = live.game.state
        running = {f.data["card"] for f in state.stack if isinstance(f.data.get("card"), str)}
        if state.result and state.result["reason"].startswith("card:"):
            running.add(state.result["reason"][5:])
        secret = hidden_from(state, self.seat) - running
        self.by_seq[live.seq] = secret
        # the seat's redacted log names what it saw (a card it drew, one shown to all)
        self.known = mentioned_cards(json.dumps(redact_all(live.game.log, self.seat)))
        return secret


@cache
def _card_texts() -> list[str]:
    """Every card's effect texts, longest first: a card's text may name other cards ("if
    Robotics and Software are top cards...") as the card reference does."""
    texts = set()
    for edition in ("1e", "3e"):
        for card in reference_data({"edition": edition}, "en")["cards"].values():
            texts.update(html.escape(e["text"], quote=False) for e in card["effects"])
            texts.update(e["text"] for e in card["effects"])
    return sorted(texts, key=len, reverse=True)


def _leaks(text: str, secret: set[str]) -> set[str]:
    for effect in _card_texts():
        text = text.replace(effect, "")
    return mentioned_cards(text) & secret


def check_seat(seat: Seat, secrets: Secrets, live, hover: bool = True) -> None:
    """The seat's page, log, tooltips and everything it received name no card whose face is
    hidden from it."""
    secret = secrets.record(live)
    page = seat.page
    shown = page.evaluate(WITHOUT_LOG) + (page.evaluate(TOOLTIPS) if hover else "")
    assert not _leaks(shown, secret), f"seat {secrets.seat}'s page shows {_leaks(shown, secret)}"
    log = page.inner_text("#log") + page.inner_text("#log-last")
    assert not _leaks(log, secret) - secrets.known, f"seat {secrets.seat}'s log shows {_leaks(log, secret)}"
    received = [f for f in seat.frames if f]
    seat.frames.clear()
    for response in seat.responses:
        try:
            received.append(response.text())
        except Exception:  # a long poll still open, or a page gone: nothing received yet
            continue
    seat.responses.clear()
    secrets.received += len(received)
    for text in received:
        data = json.loads(text)
        if not isinstance(data, dict):
            continue
        log = json.dumps(data.pop("log", []))
        at = secrets.by_seq.get(data.get("seq"), secret)
        assert not _leaks(json.dumps(data), at), (
            f"seat {secrets.seat} received {_leaks(json.dumps(data), at)}"
        )
        assert not _leaks(log, at) - secrets.known, f"seat {secrets.seat}'s log received {_leaks(log, at)}"
