"""Live updates and sharing a device: the hot-seat handover hides one player's cards before
the next takes the device, and a page without websockets follows the game by long polling."""

from __future__ import annotations

import re

import pytest

from .pages import Seat, wait_for_seq, wait_for_table

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def test_hot_seat_handover(browser, server):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server.url)
    page.wait_for_selector("#game option", state="attached")
    page.select_option("#game", "innovation")  # (its hands are read below)
    page.select_option("#players", "2")
    page.locator("#seats .kind").nth(1).select_option("me")
    page.locator("#seats .name").nth(0).fill("Ann")
    page.locator("#seats .name").nth(1).fill("Ben")
    page.click("#create")
    page.wait_for_selector("#created a#go")
    gid = re.search(r"/play/([^#]+)#", page.get_attribute("#created a#go", "href")).group(1)
    page.click("#created a#go")
    wait_for_table(page)

    def hand(seat: int) -> list[str]:
        return server.tables.load(gid).game.state.hands[seat]

    # Ann chooses her first meld; then the page asks for the device to go to Ben
    ann_hand = hand(0)
    assert "Ann" in page.inner_text("#title")
    page.locator("#prompt .choice").first.click()
    page.wait_for_selector("#pass-device", state="visible")
    assert "Pass the device to Ben." in page.inner_text("#pass-text")
    kept = [c for c in ann_hand if c in hand(0)]  # the card Ann keeps is hidden from Ben
    assert kept and not any(c in page.inner_text("body") for c in kept)
    assert page.locator("#board .card").count() == 0 and page.inner_text("#prompt") == ""

    # Ben takes over: his own cards, his prompt; nothing of Ann's hand
    page.click("#pass-ok")
    page.wait_for_function("() => document.querySelector('#title').textContent.includes('Ben')")
    page.wait_for_selector("#prompt .choice")
    ben_hand = hand(1)
    text = page.inner_text("body")
    assert all(c in text for c in ben_hand)
    assert not any(c in text for c in kept)
    page.locator("#prompt .choice").first.click()
    # the second meld has landed (the page knows the new sequence number) before the server's
    # game is read: reading it earlier raced the click and saw Ben still choosing
    wait_for_seq(page, 2)

    # both have melded; whoever goes first, the page hands the device to them
    game = server.tables.load(gid).game
    first = game.active_players[0]
    name = ["Ann", "Ben"][first]
    if first == 1:  # Ben, who holds the device, goes first: no handover
        page.wait_for_selector("#prompt .choice.draw")
    else:
        page.wait_for_selector("#pass-device", state="visible")
        assert f"Pass the device to {name}." in page.inner_text("#pass-text")
        page.click("#pass-ok")
        page.wait_for_function(f"() => document.querySelector('#title').textContent.includes('{name}')")
        page.wait_for_selector("#prompt .choice.draw")
    assert errors == []
    context.close()


def test_polling_fallback_follows_the_game_without_websockets(browser, server):
    position = {
        "players": [{"hand": ["Oars"]}, {"hand": ["Sailing"]}],
        "turn": {"player": 1, "actions_left": 2},
    }
    created = server.create(
        game="innovation",
        players=2,
        position=position,
        seats=[{"kind": "me", "name": "Ann"}, {"kind": "invite", "name": "Ben"}],
    )
    gid, tokens = created["id"], created["tokens"]
    seat = Seat(browser, server, gid, tokens["0"], query="?poll")
    page = seat.page
    assert page.inner_text("#status") == "live (polling)"
    assert "Ben is playing" in page.inner_text("#turn")
    # Ben plays from elsewhere: Ann's page follows, with no reload
    server.act(gid, tokens["1"], {"type": "draw"})
    seat.wait_seq(1)
    assert "1 action left" in page.inner_text("#turn")
    server.act(gid, tokens["1"], {"type": "draw"})
    seat.wait_seq(2)
    page.wait_for_selector("#prompt .choice.draw")
    seat.choose(re.compile("^Draw"))
    seat.wait_seq(3)
    assert seat.sockets == 0  # never a websocket
    assert page.evaluate("performance.getEntriesByType('navigation').length") == 1  # never reloaded
    assert seat.errors == []
    seat.close()


def test_a_storage_outage_is_shown_and_the_page_comes_back_by_itself(browser, server):
    """The page says the table cannot reach its storage, keeps trying, and follows the game
    again once the storage is back — without a reload."""
    import sqlalchemy

    from .test_play import LATE

    created = server.create(
        game="innovation", players=2, position=LATE, seats=[{"kind": "me"}, {"kind": "invite"}]
    )
    gid, tokens = created["id"], created["tokens"]
    seat = Seat(browser, server, gid, tokens["0"])
    try:
        seat.page.wait_for_selector("#status.live")
        store = server.tables.store
        working = store.engine
        store.engine = sqlalchemy.create_engine("sqlite:////no-such-directory/epocha.db")
        try:
            seat.page.wait_for_selector("#status.error")
            assert "storage" in seat.page.inner_text("#status")
        finally:
            store.engine.dispose()
            store.engine = working
        seat.page.wait_for_selector("#status.live", timeout=20_000)
        server.act(gid, tokens["0"], {"type": "draw"})
        seat.wait_seq(1)
    finally:
        seat.close()


def test_another_seats_link_in_the_same_tab_switches_to_that_seat(browser, server):
    created = server.create(
        game="innovation",
        players=2,
        seats=[{"kind": "me", "name": "Ann"}, {"kind": "invite", "name": "Ben"}],
    )
    gid, tokens = created["id"], created["tokens"]
    seat = Seat(browser, server, gid, tokens["0"])
    try:
        seat.page.wait_for_function("() => document.querySelector('#title').textContent.includes('Ann')")
        seat.page.goto(f"{server.url}/play/{gid}#t={tokens['1']}")  # only the fragment changes
        seat.page.wait_for_function("() => document.querySelector('#title').textContent.includes('Ben')")
        hand = server.tables.load(gid).game.state.hands[1]
        seat.page.wait_for_selector("#prompt .choice")
        assert all(card in seat.page.inner_text("body") for card in hand)
        assert seat.errors == []
    finally:
        seat.close()


def test_the_log_follows_the_game_unless_the_player_scrolled_up(browser, server):
    from epocha.bots import RandomBot

    created = server.create(game="innovation", players=2, seats=[{"kind": "me"}, {"kind": "invite"}])
    gid, tokens = created["id"], created["tokens"]
    seat = Seat(browser, server, gid, tokens["0"])
    bot = RandomBot(7)
    moves = 0

    def move() -> None:
        nonlocal moves
        g = server.tables.load(gid).game
        who = g.active_players[0]
        server.act(gid, tokens[str(who)], bot.choose(g.for_seat(who)))
        moves += 1
        seat.wait_seq(moves)

    def log_position() -> str:
        seat.page.evaluate("() => new Promise((done) => requestAnimationFrame(() => done()))")  # scrolls land
        return seat.page.evaluate(
            """() => { const l = document.getElementById("log");
                       if (l.scrollTop + l.clientHeight >= l.scrollHeight - 4) return "bottom";
                       return l.scrollTop === 0 ? "top" : "middle"; }"""
        )

    try:
        for _ in range(8):
            move()
        # the panel gets smaller without anybody scrolling (as a prompt with many buttons does)
        seat.page.evaluate("() => { document.getElementById('log').style.maxHeight = '3rem'; }")
        move()
        assert log_position() == "bottom"
        # scrolled up on purpose: the log stays where the player put it
        seat.page.evaluate("() => { document.getElementById('log').scrollTop = 0; }")
        log_position()
        move()
        assert log_position() == "top"
        # back at the bottom: it follows again
        seat.page.evaluate("() => { const log = document.getElementById('log'); log.scrollTop = 1e9; }")
        log_position()
        move()
        assert log_position() == "bottom"
        assert seat.errors == []
    finally:
        seat.close()
