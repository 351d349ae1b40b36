"""The web table in a real browser: the lobby, two players playing Innovation to the end,
and every kind of prompt answered through the page."""

from __future__ import annotations

import re

import pytest

from epocha.engine import Rng

from ..games.innovation.invariants import hidden_from, mentioned_cards
from .conftest import ARTIFACTS

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def open_seat(browser, server, gid: str, token: str | None, width: int = 1280):
    context = browser.new_context(viewport={"width": width, "height": 900})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.errors = errors  # type: ignore[attr-defined]
    url = f"{server.url}/play/{gid}#t={token}" if token else f"{server.url}/watch/{gid}"
    page.goto(url)
    page.wait_for_function("document.body.dataset.seq !== undefined", timeout=15000)
    return page


def wait_seq(page, seq: int) -> None:
    page.wait_for_function(f"Number(document.body.dataset.seq) >= {seq}", timeout=15000)


def seq_of(server, gid: str) -> int:
    return server.tables.load(gid).seq


def click_choice(page, name: str | re.Pattern) -> None:
    page.locator("#prompt").get_by_role("button", name=name).first.click()


def test_lobby_creates_a_game_against_a_bot(browser, server, artifacts):
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(server.url)
    page.wait_for_selector("#game option", state="attached")
    page.select_option("#players", "3")
    kinds = page.locator("#seats .kind")
    kinds.nth(1).select_option("bot")
    kinds.nth(2).select_option("invite")
    page.screenshot(path=str(ARTIFACTS / "lobby.png"), full_page=True)
    page.click("#create")
    page.wait_for_selector("#created a#go")
    assert page.locator("#created input.copy").count() == 2  # the invitation and the spectator link
    page.click("#created a#go")
    page.wait_for_function("document.body.dataset.seq !== undefined", timeout=15000)
    assert page.locator("#prompt .choice").count() == 2  # the initial meld: one of two cards
    page.close()


# Late in a game: the supply is almost exhausted, so a few draws end it by score.
LATE = {
    "players": [
        {
            "hand": ["Optics", "Translation"],
            "achievements": ["age:1", "age:2", "age:3"],
            "score": ["Anatomy", "Enterprise", "Banking", "Coal"],
            "board": {
                "red": ["Gunpowder"],
                "blue": {"cards": ["Chemistry", "Writing"], "splay": "right"},
                "yellow": ["Agriculture"],
                "purple": ["Democracy"],
            },
        },
        {
            "hand": ["Paper", "Sailing"],
            "achievements": ["age:5", "Monument"],
            "score": ["Bicycle", "Combustion", "Physics"],
            "board": {"green": ["Navigation", "Clothing"], "red": ["Explosives"], "blue": ["Pottery"]},
        },
    ],
    "decks": {**{str(a): [] for a in range(1, 10)}, "10": ["A.I.", "Software", "Databases"]},
}


def test_two_players_play_to_the_end_and_see_only_their_own_cards(browser, server, artifacts):
    created = server.create(
        game="innovation",
        players=2,
        position=LATE,
        seats=[{"kind": "me", "name": "Ann"}, {"kind": "invite", "name": "Ben"}],
    )
    gid, tokens = created["id"], created["tokens"]
    pages = {
        0: open_seat(browser, server, gid, tokens["0"]),
        1: open_seat(browser, server, gid, tokens["1"], 420),
    }
    shot = False
    rng = Rng(7)
    for _ in range(300):
        live = server.tables.load(gid)
        game = live.game
        for seat, page in pages.items():
            wait_seq(page, live.seq)
            state = game.state
            running = {f.data["card"] for f in state.stack if isinstance(f.data.get("card"), str)}
            secret = hidden_from(state, seat) - running
            visible = page.inner_text("#board") + page.inner_text("#prompt")
            assert not mentioned_cards(visible) & secret, (
                f"seat {seat} page shows {mentioned_cards(visible) & secret}"
            )
        if game.is_over:
            break
        seat = game.active_players[0]
        page = pages[seat]
        if not shot and live.seq >= 2:
            page.screenshot(path=str(ARTIFACTS / "board-midgame.png"), full_page=True)
            pages[1 - seat].screenshot(path=str(ARTIFACTS / "board-midgame-phone.png"), full_page=True)
            shot = True
        achieve = page.locator("#prompt .choice.achieve")
        choices = page.locator("#prompt .choice")
        (achieve.first if achieve.count() else choices.nth(rng.below(choices.count()))).click()
        wait_seq(page, live.seq + 1)
    else:
        raise AssertionError("the game did not end")
    for page in pages.values():
        page.wait_for_selector("#prompt .result")
        assert "Game over" in page.inner_text("#prompt")
        assert page.errors == []


def _scenario(server, position: dict):
    created = server.create(
        game="innovation",
        players=len(position["players"]),
        position=position,
        seats=[{"kind": "me"}] + [{"kind": "invite"}] * (len(position["players"]) - 1),
    )
    return created["id"], created["tokens"]


def test_every_prompt_kind_of_innovation_through_the_page(browser, server):
    # cards, then done (Pottery: return up to three)
    gid, tokens = _scenario(
        server, {"players": [{"hand": ["Oars", "Tools"], "board": {"blue": ["Pottery"]}}, {}]}
    )
    page = open_seat(browser, server, gid, tokens["0"])
    click_choice(page, "Dogma: Pottery")
    wait_seq(page, 1)
    page.locator("#board .hand .card.actionable", has_text="Oars").click()  # cards: on the board itself
    wait_seq(page, 2)
    click_choice(page, "Done")
    wait_seq(page, 3)
    s = server.tables.load(gid).game.state
    assert "Oars" not in s.hands[0] and "Tools" in s.hands[0] and len(s.scores[0]) == 1
    page.close()

    # colour, and pass (Philosophy: splay left any colour; score a card)
    gid, tokens = _scenario(
        server, {"players": [{"hand": ["Oars"], "board": {"purple": ["Philosophy", "Code of Laws"]}}, {}]}
    )
    page = open_seat(browser, server, gid, tokens["0"])
    click_choice(page, "Dogma: Philosophy")
    wait_seq(page, 1)
    click_choice(page, "Purple")
    wait_seq(page, 2)
    click_choice(page, re.compile("^Pass$"))
    wait_seq(page, 3)
    s = server.tables.load(gid).game.state
    assert s.splays[0]["purple"] == "left" and s.hands[0] == ["Oars"]
    page.close()

    # player (Optics: transfer a score card to an opponent with fewer points)
    gid, tokens = _scenario(
        server,
        {
            "players": [{"score": ["Calendar"], "board": {"red": ["Optics"]}}, {}, {}],
            "decks": {"3": ["Engineering"]},
        },
    )
    page = open_seat(browser, server, gid, tokens["0"])
    click_choice(page, "Dogma: Optics")
    wait_seq(page, 1)
    names = page.locator("#prompt .choice").all_inner_texts()
    assert names == ["Seat 2", "Seat 3"]
    click_choice(page, "Seat 3")
    wait_seq(page, 2)
    s = server.tables.load(gid).game.state
    assert s.scores[2] == ["Calendar"]
    page.close()

    # value (Mass Media: return a card, choose a value)
    gid, tokens = _scenario(
        server,
        {
            "players": [
                {"hand": ["Oars"], "board": {"green": ["Mass Media"]}},
                {"score": ["Calendar", "Optics"]},
            ]
        },
    )
    page = open_seat(browser, server, gid, tokens["0"])
    click_choice(page, "Dogma: Mass Media")
    wait_seq(page, 1)
    click_choice(page, "Oars")
    wait_seq(page, 2)
    click_choice(page, re.compile("^2$"))
    wait_seq(page, 3)
    assert server.tables.load(gid).game.state.scores[1] == ["Optics"]
    page.close()

    # option (Evolution: one of two alternatives)
    gid, tokens = _scenario(
        server,
        {
            "players": [{"board": {"blue": ["Evolution"]}, "score": ["Optics"]}, {}],
            "decks": {"4": ["Anatomy"]},
        },
    )
    page = open_seat(browser, server, gid, tokens["0"])
    click_choice(page, "Dogma: Evolution")
    wait_seq(page, 1)
    options = page.locator("#prompt .choice.choose").all_inner_texts()
    assert len(options) == 2
    click_choice(page, options[1])
    wait_seq(page, 2)
    assert "Anatomy" in server.tables.load(gid).game.state.hands[0]
    assert page.errors == []
    page.close()


def test_every_prompt_kind_in_the_generic_panel(browser, server):
    created = server.create(game="promptlab", players=2, seats=[{"kind": "me"}, {"kind": "invite"}])
    gid, token = created["id"], created["tokens"]["0"]
    page = open_seat(browser, server, gid, token)
    for n, label in enumerate(["Beta", "red", "up", "1", "7", "south", "Pass", "Done"], start=1):
        click_choice(page, re.compile(f"^{label}$"))
        wait_seq(page, n)
    answers = server.tables.load(gid).game.state.answers
    assert answers == [
        ["cards", 1],
        ["color", 0],
        ["direction", 2],
        ["player", 1],
        ["value", 1],
        ["option", 1],
        ["pass", "pass"],
        ["done", "done"],
    ]
    assert page.errors == []
