"""Ratings in the browser: a browser with a home ticks "Rated" in the lobby, its seat goes into
the home, the game ends (the player's clock runs out, moved by hand), and the lobby's
leaderboard and the home show the ratings. Nothing sleeps for time to pass."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from datetime import timedelta

import pytest

from epocha.server import timeouts

from ..server.helpers import HandClock
from .conftest import LiveServer, start_table

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture(scope="module")
def hand() -> HandClock:
    return HandClock()


@pytest.fixture(scope="module")
def rated_server(tmp_path_factory, hand) -> Iterator[LiveServer]:
    live = start_table(tmp_path_factory.mktemp("ratings"), clock=hand, clock_check_seconds=3600)
    yield live
    live.stop()


def wait_for_turn(server: LiveServer, gid: str, seat: int) -> None:
    """Until the random bot has moved and the game waits for `seat` (bots move on their own)."""
    deadline = time.monotonic() + 20
    while server.tables.load(gid).game.active_players != [seat]:
        assert time.monotonic() < deadline, "the bot did not move"
        time.sleep(0.05)


def test_a_rated_game_from_the_lobby_reaches_the_leaderboard(browser, rated_server, hand):
    url = rated_server.url
    home = rated_server.http.post("/api/homes").json()["token"]
    rated_server.http.patch("/api/home", headers={"Authorization": f"Bearer {home}"}, json={"name": "Ada"})
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US")
    page = context.new_page()
    try:
        # a browser without a home is not offered rated tables
        page.goto(url)
        page.wait_for_selector("#leaderboard-list[data-loaded]")
        assert page.locator("#rated-box").is_hidden()
        assert "No rated games yet." in page.inner_text("#leaderboard-list")

        page.evaluate("token => localStorage.setItem('epocha.home', token)", home)
        page.reload()
        page.wait_for_selector("#game option", state="attached")
        page.select_option("#game", "innovation")
        page.select_option("#seats li:nth-child(2) .bot", "random")
        page.check("#rated")
        page.locator("details.more summary").click()
        page.select_option("#clock-kind", "live")
        page.fill("#clock-base", "5")
        page.select_option("#clock-rule", "lose")
        page.locator("#create").click()
        page.wait_for_url(re.compile(r"/play/"))
        gid = re.search(r"/play/([^#/?]+)", page.url)[1]
        token = re.search(r"#t=([\w-]+)", page.url)[1]
        assert rated_server.tables.summary(gid)["rated"] is True
        assert rated_server.tables.store.unclaimed_seats(gid) == []  # the lobby put the seat into the home
        page.wait_for_function("() => document.querySelector('#title').textContent.includes('rated')")

        # one move of ours starts the clocks; once it is our turn again, our time runs out
        game = rated_server.tables.load(gid).game
        if game.active_players != [0]:
            wait_for_turn(rated_server, gid, 0)
        rated_server.act(gid, token, rated_server.tables.load(gid).game.legal_actions(0)[0])
        wait_for_turn(rated_server, gid, 0)
        hand.now += timedelta(hours=1)
        assert len(timeouts.sweep(rated_server.tables)) == 1
        assert rated_server.tables.summary(gid)["status"] == "over"

        page.goto(url)
        page.select_option("#game", "innovation")
        page.wait_for_selector("#leaderboard-list[data-loaded][data-game='innovation']")
        rows = page.locator("#leaderboard-list li").all_inner_texts()
        assert len(rows) == 2
        assert rows[0].startswith("Bot (random moves)") and "1 game" in rows[0]
        assert rows[1].startswith("Ada") and "1 game" in rows[1]
        assert home not in page.content()
        page.wait_for_selector("#my-list li strong")
        assert "finished · rated" in page.inner_text("#my-list")

        page.goto(f"{url}/home")
        page.wait_for_selector("#home-ratings li")
        mine = page.inner_text("#home-ratings")
        assert "Innovation" in mine and "#2 on the leaderboard" in mine
    finally:
        context.close()
