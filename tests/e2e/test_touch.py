"""On a phone a tap never plays a card by surprise: the first tap selects the card and shows
its text with a button for what may be done with it; a second tap on the card, or the button,
does it. With a mouse, hovering shows the text and a click plays."""

from __future__ import annotations

import pytest

from .pages import Seat

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

POSITION = {"players": [{"hand": ["Oars", "Tools"], "board": {"blue": ["Pottery"]}}, {"hand": ["Sailing"]}]}


def test_tap_selects_and_shows_the_card_then_confirms(browser, server, artifacts):
    created = server.create(
        game="innovation",
        players=2,
        position=POSITION,
        seats=[{"kind": "me", "name": "Ann"}, {"kind": "invite", "name": "Ben"}],
    )
    gid, token = created["id"], created["tokens"]["0"]
    seat = Seat(browser, server, gid, token, phone=True)
    page = seat.page
    sheet = page.locator("#sheet")

    # first tap on a hand card: its text and a clear button, nothing played
    oars = page.locator("#board .hand .card", has_text="Oars")
    oars.tap()
    assert sheet.is_visible()
    assert "Oars" in page.inner_text("#sheet-body") and "castle" in page.inner_text("#sheet-body").lower()
    assert page.locator("#sheet-actions button").all_inner_texts() == ["Meld Oars"]
    assert page.locator("#board .hand .card.selected", has_text="Oars").count() == 1
    page.screenshot(path=str(artifacts / "touch-sheet-phone.png"))
    page.wait_for_timeout(300)
    assert server.tables.load(gid).seq == 0

    # tapping another card moves the selection; a second tap on it confirms
    pottery = page.locator("#board .pile .card", has_text="Pottery")
    pottery.tap()
    assert page.locator("#sheet-actions button").all_inner_texts() == ["Dogma: Pottery"]
    assert server.tables.load(gid).seq == 0
    pottery.tap()
    seat.wait_seq(1)
    assert not sheet.is_visible()

    # inside the effect: choose a card from the hand with the sheet's button
    page.locator("#board .hand .card", has_text="Tools").tap()
    assert page.locator("#sheet-actions button").all_inner_texts() == ["Tools"]
    page.locator("#sheet-actions button").tap()
    seat.wait_seq(2)
    assert "Chosen so far: Tools" in page.inner_text("#prompt")

    # a card one may only look at: tapping shows its text, with no button
    page.locator("#sheet-close").tap() if sheet.is_visible() else None
    page.locator("#board .pile .card", has_text="Pottery").tap()
    assert sheet.is_visible() and page.locator("#sheet-actions button").count() == 0
    page.locator("#sheet-close").tap()
    assert not sheet.is_visible()
    assert seat.errors == []
    seat.close()


def test_mouse_hover_shows_the_text_and_click_plays(browser, server):
    created = server.create(
        game="innovation",
        players=2,
        position=POSITION,
        seats=[{"kind": "me", "name": "Ann"}, {"kind": "invite", "name": "Ben"}],
    )
    seat = Seat(browser, server, created["id"], created["tokens"]["0"])
    page = seat.page
    oars = page.locator("#board .hand .card", has_text="Oars")
    oars.hover()
    assert page.locator("#tooltip").is_visible() and "Oars" in page.inner_text("#tooltip")
    oars.click()
    seat.wait_seq(1)
    assert not page.locator("#sheet").is_visible()
    assert "Oars" in server.tables.load(created["id"]).game.state.boards[0]["red"]
    seat.close()
