"""The players' clocks in the browser: the lobby sets a time control, the table counts the
running clock down (the page's time under Playwright's clock), and when the server's clock
(moved by hand) runs out, the table shows the result. Nothing sleeps for time to pass."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest

from epocha.server import timeouts

from ..server.helpers import LATE_POSITION, HandClock
from .conftest import LiveServer, start_table
from .pages import wait_for_seq, wait_for_table

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture(scope="module")
def hand() -> HandClock:
    return HandClock()


@pytest.fixture(scope="module")
def timed_server(tmp_path_factory, hand) -> Iterator[LiveServer]:
    live = start_table(tmp_path_factory.mktemp("clocks"), clock=hand, clock_check_seconds=3600)
    yield live
    live.stop()


def test_the_lobby_sets_a_live_clock(browser, timed_server):
    page = browser.new_page()
    try:
        page.goto(f"{timed_server.url}/")
        page.wait_for_selector("#game option", state="attached")
        page.select_option("#game", "innovation")
        page.locator("details.more summary").click()
        page.select_option("#clock-kind", "live")
        page.fill("#clock-base", "5")
        page.fill("#clock-increment", "3")
        page.select_option("#clock-rule", "lose")
        page.locator("#create").click()
        page.wait_for_url(re.compile(r"/play/"))  # you and a bot: straight to the table
        gid = re.search(r"/play/([^#/?]+)", page.url)[1]
        control = timed_server.tables.summary(gid)["clock"]["control"]
        assert control == {
            "kind": "live",
            "base": 300,
            "increment": 3,
            "per_move": 0,
            "vacation": 0,
            "on_timeout": "lose",
        }
    finally:
        page.close()


def test_a_clock_counts_down_and_running_out_ends_the_game(browser, timed_server, hand):
    created = timed_server.create(
        game="innovation",
        players=2,
        position=LATE_POSITION,
        seats=[{"kind": "me"}, {"kind": "me"}],
        clock={"kind": "live", "base": 90, "on_timeout": "lose"},
    )
    gid, tokens = created["id"], created["tokens"]
    tables = timed_server.tables
    mover = tables.load(gid).game.active_players[0]
    timed_server.act(gid, tokens[str(mover)], tables.load(gid).game.legal_actions(mover)[0])
    waiting = tables.load(gid).game.active_players[0]
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    try:
        page.clock.install(time=datetime(2026, 11, 26, 12, 0, tzinfo=UTC))
        page.goto(f"{timed_server.url}/play/{gid}#t={tokens[str(waiting)]}")
        wait_for_table(page)
        running = page.locator(f"#clocks .clock.running[data-seat='{waiting}'] .clock-time")
        # (the page's time flows from its start: a second may have gone by)
        assert running.inner_text() in ("1:30", "1:29")
        page.clock.fast_forward(20_000)  # twenty seconds pass in the page
        page.wait_for_function(
            "() => ['1:10', '1:09'].includes("
            "document.querySelector('#clocks .clock.running .clock-time').textContent)"
        )
        # the server's clock runs out: the seat loses at the next sweep
        hand.now += timedelta(seconds=91)
        assert len(timeouts.sweep(tables)) == 1
        wait_for_seq(page, tables.load(gid).seq)
        page.wait_for_selector("#prompt .result")
        assert "ran out of time" in page.inner_text("#prompt .result")
        assert page.locator("#clocks").is_hidden()
    finally:
        context.close()
