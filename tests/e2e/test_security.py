"""Players' names and titles are text, never markup: a name like <img onerror=...> shows as
typed and runs nothing — in the lobby, on the table, in the log and at the end of the game.
And the client builds its pages without HTML strings at all."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from .pages import Seat

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
