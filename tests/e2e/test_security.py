"""Players' names and titles are text, never markup: a name like <img onerror=...> shows as
typed and runs nothing — in the lobby, on the table, in the log and at the end of the game.
And the client builds its pages without HTML strings at all."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import epocha
from epocha.engine.registry import get_manifest

from .pages import Seat, wait_for_table

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

STATIC = Path(__file__).resolve().parents[2] / "src" / "epocha" / "web" / "static"
EVIL = '<img src=x onerror="window.__xss=1">'
EVIL2 = "<svg onload=window.__xss=2>"
TITLE = "<img src=y onerror=window.__xss=3> night"

# a game that ends with the first draw (every supply pile is empty): the result is shown
ENDING = {
    "players": [{"score": ["Optics"], "board": {"red": ["Archery"]}}, {"board": {"green": ["Clothing"]}}],
    "decks": {str(a): [] for a in range(1, 11)},
}


def no_script_ran(page) -> None:
    assert page.evaluate("window.__xss") is None


def test_hostile_names_show_as_text_and_run_nothing(browser, server):
    created = server.create(
        game="innovation",
        players=2,
        position=ENDING,
        title=TITLE,
        seats=[{"kind": "me", "name": EVIL}, {"kind": "invite", "name": EVIL2}],
    )
    gid, tokens = created["id"], created["tokens"]
    server.create(
        game="innovation", players=2, title=TITLE, seats=[{"kind": "invite", "name": EVIL}, {"kind": "open"}]
    )

    seat = Seat(browser, server, gid, tokens["0"])
    page = seat.page
    assert EVIL in page.inner_text("#title")
    assert EVIL in page.inner_text("#board .mine h3")
    assert EVIL2 in page.inner_text("#board .other summary")
    seat.choose(re.compile("^Draw"))  # the game ends: the winner's name in the result and the log
    seat.wait_seq(1)
    page.wait_for_selector("#prompt .result")
    assert f"Winner: {EVIL}" in page.inner_text("#prompt .winner")
    assert EVIL in page.inner_text("#prompt table.scores")
    assert f"Game over: {EVIL} wins by score." in page.inner_text("#log")
    assert page.locator("#prompt img, #board img, #log img, #title img, svg[onload]").count() == 0
    no_script_ran(page)
    assert seat.errors == []

    # the lobby lists the game under "my games" (this browser holds its seat) and "open games"
    page.goto(server.url)
    page.wait_for_selector("#my-list li strong")
    page.wait_for_selector("#open-list li strong")
    assert TITLE in page.inner_text("#my-list")
    assert EVIL in page.inner_text("#open-list")
    assert page.locator("main img").count() == 0
    no_script_ran(page)
    seat.close()


HTML_SINKS = re.compile(
    r"innerHTML|outerHTML|insertAdjacentHTML|document\.write|createContextualFragment|srcdoc"
)


def test_the_client_never_builds_html_from_strings():
    sinks = [
        f"{path.relative_to(STATIC)}:{n}: {line.strip()}"
        for path in sorted(STATIC.rglob("*.js"))
        for n, line in enumerate(path.read_text("utf-8").splitlines(), start=1)
        if HTML_SINKS.search(line)
    ]
    assert not sinks, "use dom.js h() / textContent instead:\n" + "\n".join(sinks)


CSP_WATCH = """
window.__csp = [];
document.addEventListener("securitypolicyviolation",
  (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
"""


def _watched_page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US")
    context.add_init_script(CSP_WATCH)
    page = context.new_page()
    refused: list[str] = []
    page.on("console", lambda m: refused.append(m.text) if "Content Security Policy" in m.text else None)
    page.on("pageerror", lambda e: refused.append(str(e)))
    return context, page, refused


def _headers_on(response) -> None:
    headers = response.headers
    csp = headers["content-security-policy"]
    assert "script-src 'self'" in csp and "style-src 'self'" in csp and "frame-ancestors 'none'" in csp
    assert "unsafe-inline" not in csp
    assert headers["x-frame-options"] == "DENY"
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["referrer-policy"] == "no-referrer"


@pytest.mark.parametrize("game", epocha.games())
def test_the_lobby_and_a_game_run_under_a_strict_content_security_policy(browser, server, game):
    context, page, refused = _watched_page(browser)
    try:
        _headers_on(page.goto(server.url))
        page.wait_for_selector("#game option", state="attached")
        players = get_manifest(game).min_players
        created = server.create(game=game, players=players, seats=[{"kind": "me"}] * players)
        _headers_on(page.goto(f"{server.url}/play/{created['id']}#t={created['tokens']['0']}"))
        wait_for_table(page)
        page.locator("#log").hover()  # tooltips and menus draw on demand
        # its replay, as this seat (whose link the game page just kept in this browser)
        _headers_on(page.goto(f"{server.url}/replay/{created['id']}?seat=0"))
        page.wait_for_function("() => document.body?.dataset.step === '0'", timeout=15000)
        page.locator("#log").hover()
        assert page.evaluate("window.__csp") == [] and refused == []
    finally:
        context.close()


def test_the_api_docs_page_loads_only_this_tables_files_and_obeys_the_policy(browser, tmp_path):
    from .conftest import start_table

    live = start_table(tmp_path, api_docs=True)
    context, page, refused = _watched_page(browser)
    requested: list[str] = []
    page.on("request", lambda r: requested.append(r.url))
    try:
        _headers_on(page.goto(f"{live.url}/api-docs"))
        page.wait_for_selector(".opblock")  # the operations are listed
        assert page.locator(".opblock").count() > 10
        assert all(url.startswith(live.url) for url in requested), requested
        assert page.evaluate("window.__csp") == [] and refused == []
    finally:
        context.close()
        live.stop()
