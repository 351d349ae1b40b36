"""A game plugged in from outside the source tree (tests/plugin_game) in the browser: the lobby
builds its form from the declared options — showing an option only for the player count it
applies to — and the table loads the board module the game ships in its own folder."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from .conftest import LiveServer, start_table

PLUGIN = Path(__file__).resolve().parents[1] / "plugin_game"

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture(scope="module")
def plugin_server(tmp_path_factory) -> Iterator[LiveServer]:
    sys.path.insert(0, str(PLUGIN))  # for as long as this server runs: it lists games per request
    try:
        live = start_table(tmp_path_factory.mktemp("plugin"))
        yield live
        live.stop()
    finally:
        sys.path.remove(str(PLUGIN))


def test_the_lobby_shows_an_option_only_where_it_applies_and_the_board_loads(browser, plugin_server):
    page = browser.new_page(viewport={"width": 1280, "height": 900}, locale="cs-CZ")
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(plugin_server.url)
    page.wait_for_selector("#game option", state="attached")
    page.select_option("#game", "dicecards")
    assert page.locator("#game option:checked").inner_text() == "Kostka a karty"
    target = page.locator('#options label[data-option="target"]')
    page.select_option("#players", "2")
    assert target.is_hidden()
    page.select_option("#players", "1")
    assert target.is_visible() and "Potřebné body" in target.inner_text()
    page.fill('#options input[data-option="target"]', "70")
    page.click("#create")  # alone: straight to the table
    page.wait_for_selector("ul.dicecards li")  # drawn by the game's own board module
    gid = page.url.split("/play/")[1].split("#")[0]
    assert plugin_server.tables.load(gid).game.options == {"target": 70}
    assert page.locator("ul.dicecards li").count() == 1
    assert errors == []
    page.close()
