"""A campaign from the lobby, in Chromium: start one (a link to keep), the next chapter (its
cards, then its table), and after its game the cards read after it — with a made-up game
played as a campaign (tests/server/campaign_game.py), registered in the server's process."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from epocha.engine import registry

from ..server import campaign_game
from .conftest import ARTIFACTS
from .pages import wait_for_table

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture
def camplab(server) -> Iterator[None]:
    registry.register(campaign_game.MANIFEST)  # the server asks the registry at each request
    yield
    registry.unregister(campaign_game.MANIFEST.name)


def test_a_campaign_from_the_lobby(browser, server, camplab):
    page = browser.new_page(viewport={"width": 1280, "height": 900}, locale="en-US")
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server.url)
    page.wait_for_selector("#game option", state="attached")
    page.select_option("#game", "innovation")
    assert page.locator("#campaign").is_hidden()  # a game without a campaign has no entry
    page.select_option("#game", "camplab")
    page.wait_for_selector("#campaign", state="visible")
    assert page.inner_text("#campaign h2") == "Campaign"

    page.click("#campaign-new")
    page.wait_for_selector("#campaign-where")
    assert page.inner_text("#campaign-where") == "Chapter 1"
    kept = page.input_value("#campaign-view input.copy")
    assert re.fullmatch(rf"{re.escape(server.url)}/campaign/[0-9a-f]+#t=[\w-]+", kept), kept
    assert page.url == kept  # the address bar holds the link too

    # the next chapter, played by the seats of the form (you and a bot): its cards first
    page.click("#campaign-next")
    page.wait_for_selector("#campaign-reading .campaign-card")
    assert page.inner_text("#campaign-reading h3") == "Before chapter 1, read:"
    assert page.inner_text("#campaign-reading .campaign-card h4") == "Chapter 1 begins"
    assert page.inner_text("#campaign-reading .campaign-card p") == "The text of card begin-1."
    page.screenshot(path=str(ARTIFACTS / "campaign-lobby.png"), full_page=True)
    page.click("#campaign-go")
    wait_for_table(page)
    match = re.search(r"/play/(\w+)#t=([\w-]+)", page.url)
    assert match, page.url
    gid, token = match.groups()
    summary = server.tables.summary(gid)
    assert summary["game"] == "camplab" and summary["options"] == {"chapter": 1, "unlocks": ""}

    # the chapter's game is played (here through the API, as from another device): the table
    # leads back to the campaign, which reads the cards that follow
    server.act(gid, token, {"type": "choose", "option": "win", "label": "win"})
    page.wait_for_selector("#campaign-back")
    assert page.get_attribute("#campaign-back", "href") == kept.removeprefix(server.url)
    page.click("#campaign-back")
    page.wait_for_selector("#campaign-reading .campaign-card")
    assert page.inner_text("#campaign-reading h3") == "After chapter 1, read:"
    assert page.inner_text("#campaign-reading .campaign-card h4") == "Chapter 1 ends"
    assert page.inner_text("#campaign-where") == "Chapter 2"
    assert "relic-1" in page.inner_text("#campaign-view")
    assert page.locator("#campaign-next").is_visible()
    assert errors == []
    page.close()


def test_a_campaign_in_czech_opened_from_the_list(browser, server, camplab):
    context = browser.new_context(locale="cs-CZ", viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(server.url)
    page.wait_for_selector("#game option", state="attached")
    page.select_option("#game", "camplab")
    page.click("#campaign-new")
    page.wait_for_selector("#campaign-where")
    assert page.inner_text("#campaign h2") == "Kampaň"
    assert page.inner_text("#campaign-where") == "Kapitola 1"
    page.click("#campaign-next")
    page.wait_for_selector("#campaign-reading .campaign-card")
    assert page.inner_text("#campaign-reading .campaign-card h4") == "Kapitola 1 začíná"
    # the lobby remembers the campaign: from the lobby's own page it is one click away
    page.goto(server.url)
    page.wait_for_selector("#game option", state="attached")
    page.select_option("#game", "camplab")
    page.click("#campaign-list button")
    page.wait_for_selector("#campaign-table")
    assert "/play/" in page.get_attribute("#campaign-table", "href")
    context.close()
