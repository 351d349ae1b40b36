"""The replay page: a finished game stepped through move by move (buttons, keys, the slider's
number field), as a seat and as a spectator, and the link to a move opening at that move."""

from __future__ import annotations

import pytest

from ..server.helpers import SHORT_GAME
from .pages import wait_for_table

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def _play_to_the_end(server, gid: str, tokens: dict[str, str]) -> int:
    """Each seat takes its first legal action until the game ends; the number of moves."""
    moves = 0
    while True:
        spectator = server.http.get(f"/api/games/{gid}/view").json()["view"]
        if spectator["is_over"]:
            return moves
        seat = spectator["active_players"][0]
        token = tokens[str(seat)]
        mine = server.http.get(f"/api/games/{gid}/view", headers={"Authorization": f"Bearer {token}"}).json()
        server.act(gid, token, mine["view"]["legal_actions"][0])
        moves += 1


def _at_step(page, step: int) -> None:
    page.wait_for_function(f"() => document.body?.dataset.step === '{step}'", timeout=15000)


def _shown(page) -> dict:
    return {
        "board": page.inner_text("#board"),
        "log": page.locator("#log li").count(),
        "who": page.inner_text("#step-who"),
    }


def test_a_finished_game_steps_move_by_move_and_links_to_a_move(browser, server, artifacts):
    created = server.create(
        game="innovation",
        players=2,
        position=SHORT_GAME,
        seed=8,
        seats=[{"kind": "me", "name": "Ann"}, {"kind": "me", "name": "Bob"}],
    )
    gid, tokens = created["id"], created["tokens"]
    steps = _play_to_the_end(server, gid, tokens)
    assert steps >= 6

    context = browser.new_context(viewport={"width": 1280, "height": 900})
    errors: list[str] = []
    page = context.new_page()
    page.on("pageerror", lambda e: errors.append(str(e)))
    # reached from the finished game's page, as its seat
    page.goto(f"{server.url}/play/{gid}#t={tokens['0']}")
    wait_for_table(page)
    page.click("#replay-link")
    _at_step(page, steps)
    assert page.locator("#prompt .result").count() == 1  # the end, with its result
    assert page.input_value("#seat-select") == "0"

    page.click("#first-step")
    _at_step(page, 0)
    start = _shown(page)
    assert start["who"] == "The start of the game"
    assert page.locator("#prompt button:not([disabled])").count() == 0  # shown, not to be answered
    assert page.locator("#prompt button[disabled]").count() > 0  # Ann's first choices
    page.screenshot(path=str(artifacts / "replay-start.png"))

    page.click("#next-step")
    _at_step(page, 1)
    page.keyboard.press("ArrowRight")
    _at_step(page, 2)
    second = _shown(page)
    assert second["who"].startswith("Move 2: ")
    assert second["log"] > start["log"] and second != start
    page.keyboard.press("ArrowLeft")
    _at_step(page, 1)
    page.fill("#step-number", "4")
    page.press("#step-number", "Enter")
    _at_step(page, 4)
    fourth = _shown(page)
    link = page.get_attribute("#move-link", "href")
    assert link == f"/replay/{gid}?at=4&seat=0" and page.url.endswith(link)
    page.evaluate("document.activeElement.blur()")  # the number field keeps its own keys
    page.keyboard.press("End")
    _at_step(page, steps)
    page.keyboard.press("Home")
    _at_step(page, 0)
    assert _shown(page) == start

    # the spectator does not see Ann's hand
    page.select_option("#seat-select", "")
    page.wait_for_function("() => document.body?.dataset.seat === 'watch'")  # (step 0 already shows)
    _at_step(page, 0)
    assert page.inner_text("#board") != start["board"]
    assert "seat" not in page.url

    # the link to a move opens at that move, in a browser that has no seat of this game
    other = browser.new_context(viewport={"width": 1280, "height": 900})
    shared = other.new_page()
    shared.on("pageerror", lambda e: errors.append(str(e)))
    shared.goto(server.url + link)
    _at_step(shared, 4)
    assert _shown(shared) == fourth
    shared.screenshot(path=str(artifacts / "replay-move-4.png"))
    shared.goto(f"{server.url}/replay/{gid}?at={steps + 5}")  # a move the game does not have: its end
    _at_step(shared, steps)
    other.close()
    context.close()
    assert not errors
