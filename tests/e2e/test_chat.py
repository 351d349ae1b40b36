"""The table's chat in the browser: two seats talk (a message's words stay text, never markup),
one mutes the other (only on its own page, kept through a reload) and unmutes; a spectator only
reads; the replay shows what was said by the move it shows."""

from __future__ import annotations

import pytest

from ..server.helpers import LATE_POSITION
from .pages import Seat, wait_for_table

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def _say(seat: Seat, text: str) -> None:
    seat.page.fill("#chat-panel .chat-input", text)
    seat.page.press("#chat-panel .chat-input", "Enter")


def _heard(seat: Seat, n: int) -> None:
    """Wait until the page knows message `n`."""
    seat.page.wait_for_function(
        f"() => Number(document.querySelector('#chat-panel')?.dataset.last) >= {n}", timeout=15000
    )


def _shown(page) -> list[str]:
    return page.locator("#chat-panel .chat-text").all_inner_texts()


def test_two_seats_chat_and_one_mutes_the_other(browser, server, artifacts):
    created = server.create(
        game="innovation",
        players=2,
        position=LATE_POSITION,
        seats=[{"kind": "me", "name": "Ann"}, {"kind": "me", "name": "Bob"}],
    )
    gid, tokens = created["id"], created["tokens"]
    ann = Seat(browser, server, gid, tokens["0"])
    bob = Seat(browser, server, gid, tokens["1"])
    spectator = Seat(browser, server, gid, None)

    hostile = "Hello <b>Bob</b> <img src=x onerror=alert(1)>"
    _say(ann, hostile)
    _heard(bob, 1)
    assert _shown(bob.page) == [hostile]  # the words as typed, as text
    assert bob.page.locator("#chat-panel b, #chat-panel img").count() == 0
    assert bob.page.locator("#chat-panel .chat-who").all_inner_texts() == ["Ann"]
    assert ann.page.input_value("#chat-panel .chat-input") == ""

    server.act(gid, tokens["0"], {"type": "meld", "card": "Oars"})
    ann.wait_seq(1)
    _say(bob, "Hi Ann")
    _heard(ann, 2)
    assert _shown(ann.page) == [hostile, "Hi Ann"]

    # Ann mutes Bob: his messages leave her page only
    mute = ann.page.locator("#chat-panel .chat-mute-seat[data-seat='1']")
    assert mute.inner_text() == "Mute Bob" and ann.page.locator("#chat-panel .chat-mute-seat").count() == 1
    mute.click()
    assert mute.get_attribute("aria-pressed") == "true" and mute.inner_text() == "Unmute Bob"
    assert _shown(ann.page) == [hostile]
    ann.page.screenshot(path=str(artifacts / "chat-muted.png"))
    _say(bob, "Can you hear me?")
    _heard(bob, 3)
    _heard(ann, 3)
    assert _shown(ann.page) == [hostile]
    assert _shown(bob.page) == [hostile, "Hi Ann", "Can you hear me?"]
    _heard(spectator, 3)
    assert _shown(spectator.page) == [hostile, "Hi Ann", "Can you hear me?"]
    assert spectator.page.locator("#chat-panel .chat-form").is_hidden()  # spectators only read

    ann.page.reload()  # the mute is kept in this browser
    wait_for_table(ann.page)
    _heard(ann, 3)
    assert _shown(ann.page) == [hostile]
    ann.page.click("#chat-panel .chat-mute-seat[data-seat='1']")
    assert _shown(ann.page) == [hostile, "Hi Ann", "Can you hear me?"]

    # the replay shows what was said by the move it shows
    ann.page.goto(f"{server.url}/replay/{gid}?at=0")
    ann.page.wait_for_function("() => document.body?.dataset.step === '0'", timeout=15000)
    assert _shown(ann.page) == [hostile]
    ann.page.click("#next-step")
    ann.page.wait_for_function("() => document.body?.dataset.step === '1'", timeout=15000)
    assert _shown(ann.page) == [hostile, "Hi Ann", "Can you hear me?"]
    assert ann.page.locator("#chat-panel .chat-form").count() == 0

    for seat in (ann, bob, spectator):
        assert seat.errors == []
        seat.close()
