"""A player's home in the browser: make a home, add a seat to it from the game page, see it
listed as "your turn", open the game from the home; the home's language and a new link; names
and titles shown as text under the strict content security policy."""

from __future__ import annotations

import pytest

from .pages import wait_for_table
from .test_security import EVIL, TITLE, _headers_on, _watched_page, no_script_ran

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def test_a_home_gathers_a_seat_and_opens_it(browser, server):
    game = server.create(
        game="innovation",
        players=2,
        seats=[{"kind": "me", "name": "Ann"}, {"kind": "bot", "bot": "random"}],
        title="Home game",
    )
    gid, seat_token = game["id"], game["tokens"]["0"]
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))

    # the lobby leads to the home, where a browser without one makes one
    page.goto(server.url)
    page.click("#home-link")
    page.wait_for_selector("#home-create")
    page.click("#home-create")
    page.wait_for_selector("#home-seats-panel[data-loaded]")
    home_token = page.evaluate("localStorage.getItem('epocha.home')")
    assert home_token and page.url.endswith(f"/home#t={home_token}")
    assert home_token in page.input_value("#home-url-input")

    # the game page offers to add the seat; nothing is added until asked
    page.goto(f"{server.url}/play/{gid}#t={seat_token}")
    wait_for_table(page)
    page.wait_for_selector("#home-btn:not([hidden])")
    assert _listed(server, home_token) == []
    page.click("#home-btn")
    page.wait_for_selector("#home-btn:disabled")
    assert page.inner_text("#home-btn") == "In your home"
    assert _listed(server, home_token) == [(gid, 0)]

    # the home lists it as your turn (the bot has made its first meld), and opens it
    page.goto(f"{server.url}/home")
    page.wait_for_selector("#home-your_turn li.home-seat")
    item = page.locator(f"#home-your_turn li[data-game='{gid}']")
    assert "Home game" in item.inner_text() and "Your turn" in item.inner_text()
    item.locator("a.button").click()
    page.wait_for_url(f"**/play/{gid}#t={seat_token}")
    wait_for_table(page)
    assert "Ann" in page.inner_text("#title")

    # the home's language is kept in the home; a new link replaces the old one at once
    page.goto(f"{server.url}/home")
    page.wait_for_selector("#home-seats-panel[data-loaded]")
    page.select_option("#home-language", "cs")
    page.click("#home-save")
    page.wait_for_selector("#home-seats h3:has-text('Jsi na tahu')")
    assert page.evaluate("document.documentElement.lang") == "cs"
    page.on("dialog", lambda dialog: dialog.accept())
    page.click("#home-rotate")
    page.wait_for_function(f"() => !location.hash.includes({home_token!r})")
    new_token = page.evaluate("localStorage.getItem('epocha.home')")
    assert new_token != home_token and page.url.endswith(new_token)
    assert _status(server, home_token) == 403 and _listed(server, new_token) == [(gid, 0)]
    assert errors == []
    context.close()


def test_the_home_shows_hostile_names_as_text_under_the_strict_policy(browser, server):
    game = server.create(
        game="innovation",
        players=2,
        title=TITLE,
        seats=[{"kind": "me"}, {"kind": "invite", "name": EVIL}],
    )
    home = server.http.post("/api/homes").json()["token"]
    body = {"game": game["id"], "seat_token": game["tokens"]["0"]}
    server.http.post("/api/home/seats", json=body, headers={"Authorization": f"Bearer {home}"})
    server.http.patch("/api/home", json={"name": EVIL}, headers={"Authorization": f"Bearer {home}"})
    context, page, refused = _watched_page(browser)
    try:
        _headers_on(page.goto(f"{server.url}/home#t={home}"))
        page.wait_for_selector("#home-seats li.home-seat")
        assert TITLE in page.inner_text("#home-seats") and EVIL in page.inner_text("#home-owner")
        assert page.input_value("#home-name") == EVIL
        assert page.locator("main img, header img").count() == 0
        no_script_ran(page)
        assert page.evaluate("window.__csp") == [] and refused == []
    finally:
        context.close()


def _status(server, token: str) -> int:
    return server.http.get("/api/home", headers={"Authorization": f"Bearer {token}"}).status_code


def _listed(server, token: str) -> list[tuple[str, int]]:
    r = server.http.get("/api/home", headers={"Authorization": f"Bearer {token}"})
    assert r.status_code == 200, r.text
    return [(s["game_id"], s["seat"]) for s in r.json()["seats"]]
