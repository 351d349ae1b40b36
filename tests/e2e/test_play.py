"""Two players play Innovation to its end through their pages — one at a desk, one on a
phone — and at every step each seat sees only what it may: on the page, in its log and
tooltips, and in every response and websocket frame it receives."""

from __future__ import annotations

from pathlib import Path

import pytest

import epocha
from epocha.engine import Rng

from .conftest import ARTIFACTS
from .pages import Seat, Secrets, check_seat

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

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
                "yellow": {"cards": ["Agriculture", "Masonry", "Domestication"], "splay": "up"},
                "purple": ["Democracy"],
            },
        },
        {
            "hand": ["Paper", "Sailing"],
            "achievements": ["age:5", "Monument"],
            "score": ["Bicycle", "Combustion", "Physics"],
            "board": {
                "green": ["Navigation", "Clothing"],
                "red": {"cards": ["Explosives", "Archery", "Metalworking"], "splay": "left"},
                "blue": ["Pottery"],
            },
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
    seats = {
        0: Seat(browser, server, gid, tokens["0"]),
        1: Seat(browser, server, gid, tokens["1"], phone=True),
    }
    secrets = {0: Secrets(0), 1: Secrets(1)}
    shot = False
    rng = Rng(7)
    for _ in range(100):
        live = server.tables.load(gid)
        for n, seat in seats.items():
            seat.wait_seq(live.seq)
            check_seat(seat, secrets[n], live, hover=not seat.phone)
        if live.game.is_over:
            break
        mover = seats[live.game.active_players[0]]
        assert not mover.page.locator("#save-btn").is_visible()  # the save names hidden cards
        if not shot and live.seq >= 2:
            mover.page.screenshot(path=str(ARTIFACTS / "board-midgame.png"), full_page=True)
            seats[1].page.screenshot(path=str(ARTIFACTS / "board-midgame-phone.png"), full_page=True)
            shot = True
        achieve = mover.page.locator("#prompt .choice.achieve")
        choices = mover.page.locator("#prompt .choice")
        mover.press(achieve.first if achieve.count() else choices.nth(rng.below(choices.count())))
        mover.wait_seq(live.seq + 1)
    else:
        raise AssertionError("the game did not end")
    assert secrets[0].received and secrets[1].received  # frames and responses were checked
    result = live.game.result
    for seat in seats.values():
        seat.page.wait_for_selector("#prompt .result")
        text = seat.page.inner_text("#prompt")
        assert "Game over" in text
        rows = seat.page.locator("#prompt table.scores tbody tr")
        assert rows.count() == 2
        for n, name in enumerate(["Ann", "Ben"]):
            row = rows.nth(n)
            cells = row.locator("td").all_inner_texts()
            p = live.game.view(n)["state"]["players"][n]
            assert cells == [str(len(p["achievements"])), str(p["score"])]
            assert ("winner" in row.inner_text()) == (n in result["winners"]), name
        assert seat.errors == []
    seats[0].page.screenshot(path=str(ARTIFACTS / "game-over.png"), full_page=True)
    # once over, the game may be saved for the terminal, and the save replays to this end
    with seats[0].page.expect_download() as download:
        seats[0].press(seats[0].page.locator("#save-btn"))
    saved = epocha.loads(Path(download.value.path()).read_text("utf-8"))
    assert saved.is_over and saved.result == result
    for seat in seats.values():
        seat.close()


# three players, long names, every kind of splay
THREE = {
    "players": [
        {
            "hand": ["Industrialization", "Refrigeration", "Experimentation"],
            "score": ["Optics"],
            "board": {
                "red": {"cards": ["Gunpowder", "Metalworking", "Archery"], "splay": "up"},
                "yellow": {"cards": ["Agriculture", "Masonry", "Domestication"], "splay": "left"},
                "green": ["Classification"],
                "blue": {"cards": ["Bioengineering", "Writing", "Pottery"], "splay": "right"},
                "purple": ["Specialization", "Mysticism"],
            },
        },
        {"hand": ["Sailing"], "board": {"green": ["Navigation", "Clothing"], "red": ["Miniaturization"]}},
        {"hand": ["Paper"], "board": {"blue": ["Computers"], "purple": ["Emancipation"]}},
    ]
}

NAMES_FIT = """() => [...document.querySelectorAll('.card-name')].filter((n) => n.offsetParent).map((n) => ({
  name: n.textContent, fits: n.scrollWidth <= n.clientWidth + 1,
  size: parseFloat(getComputedStyle(n).fontSize), wrap: getComputedStyle(n).overflowWrap,
  breaks: getComputedStyle(n).wordBreak }))"""


@pytest.mark.parametrize("locale", ["en-US", "cs-CZ"])
def test_card_names_never_break_inside_a_word(browser, server, artifacts, locale):
    created = server.create(
        game="innovation",
        players=3,
        position=THREE,
        seats=[
            {"kind": "me", "name": "Ann"},
            {"kind": "invite", "name": "Ben"},
            {"kind": "invite", "name": "Cyril"},
        ],
    )
    for phone in (False, True):
        seat = Seat(browser, server, created["id"], created["tokens"]["0"], phone=phone, locale=locale)
        if phone:  # open the opponents' boards too
            for summary in seat.page.locator("#board details.other > summary").all():
                summary.tap()
        names = seat.page.evaluate(NAMES_FIT)
        assert len(names) >= 10
        for n in names:
            assert n["fits"] and n["size"] >= 9 and n["wrap"] == "normal" and n["breaks"] == "normal", n
        if locale == "cs-CZ":
            shot = "board-3p-cs-phone.png" if phone else "board-3p-cs.png"
            seat.page.screenshot(path=str(artifacts / shot), full_page=True)
        assert seat.errors == []
        seat.close()
