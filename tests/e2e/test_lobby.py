"""The lobby: creating a game, starting one against a bot in one click, its words in both
languages."""

from __future__ import annotations

import pytest

from .conftest import ARTIFACTS
from .pages import PHONE, wait_for_table

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def _three_seats(browser, server, second: str, third: str):
    """The lobby in English with a three-player game set up: you, then `second` and `third`."""
    page = browser.new_page(viewport={"width": 1280, "height": 900}, locale="en-US")
    page.goto(server.url)
    page.wait_for_selector("#game option", state="attached")
    page.select_option("#game", "innovation")  # (the words below are its options')
    page.select_option("#players", "3")
    kinds = page.locator("#seats .kind")
    kinds.nth(1).select_option(second)
    kinds.nth(2).select_option(third)
    return page


def test_lobby_creates_a_game_against_a_bot(browser, server, artifacts):
    page = _three_seats(browser, server, "bot", "invite")
    # the bot levels, weakest first, the middle one chosen
    levels = page.locator("#seats .bot").nth(1)
    assert levels.locator("option").all_inner_texts() == ["random moves", "easy", "medium", "hard"]
    assert levels.input_value() == "medium"
    editions = page.locator("#options select option").all_inner_texts()
    assert editions == ["1st edition (as in the Czech Inovace)", "3rd edition (Deluxe)"]
    page.screenshot(path=str(ARTIFACTS / "lobby.png"), full_page=True)
    page.click("#create")
    page.wait_for_selector("#created a#go")
    assert page.locator("#created input.copy").count() == 2  # the invitation and the spectator link
    # the player is taken to the result: the way to the table has the focus
    page.wait_for_function("() => document.activeElement?.id === 'go'")
    page.click("#created a#go")
    wait_for_table(page)
    assert page.locator("#prompt .choice").count() == 2  # the initial meld: one of two cards
    page.close()


def test_lobby_on_a_phone_in_czech_and_the_one_click_game(browser, server, artifacts):
    context = browser.new_context(locale="cs-CZ", **PHONE)
    page = context.new_page()
    page.goto(server.url)
    page.wait_for_selector("#game option", state="attached")
    page.select_option("#game", "innovation")  # (the words below are its options')
    assert page.locator("#options select option").all_inner_texts() == [
        "1. vydání (jako česká Inovace)",
        "3. vydání (Deluxe)",
    ]
    assert page.inner_text("#quick") == "Hrát hned proti botovi"
    page.screenshot(path=str(ARTIFACTS / "lobby-phone.png"), full_page=True)
    page.locator("#quick").tap()
    wait_for_table(page)
    assert page.locator("#prompt .choice").count() == 2
    context.close()


def test_alone_against_bots_create_goes_straight_to_the_table(browser, server):
    page = _three_seats(browser, server, "bot", "bot")
    page.click("#create")
    wait_for_table(page)
    assert "/play/" in page.url and "#t=" in page.url
    page.close()
