"""Every kind of prompt answered through the page — Innovation's own and the generic panel's
(tests/e2e/promptlab.py asks one of each) — in English and in Czech."""

from __future__ import annotations

import re

import pytest

from .pages import Seat

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def scenario(server, position: dict) -> tuple[str, dict]:
    created = server.create(
        game="innovation",
        players=len(position["players"]),
        position=position,
        seats=[{"kind": "me"}] + [{"kind": "invite"}] * (len(position["players"]) - 1),
    )
    return created["id"], created["tokens"]


def state(server, gid: str):
    return server.tables.load(gid).game.state


def test_every_prompt_kind_of_innovation_through_the_page(browser, server):
    # cards, then done (Pottery: return up to three)
    gid, tokens = scenario(
        server, {"players": [{"hand": ["Oars", "Tools"], "board": {"blue": ["Pottery"]}}, {}]}
    )
    seat = Seat(browser, server, gid, tokens["0"])
    seat.choose("Dogma: Pottery")
    seat.wait_seq(1)
    seat.page.locator("#board .hand .card.actionable", has_text="Oars").click()  # cards: on the board itself
    seat.wait_seq(2)
    seat.choose("Done")
    seat.wait_seq(3)
    s = state(server, gid)
    assert "Oars" not in s.hands[0] and "Tools" in s.hands[0] and len(s.scores[0]) == 1
    seat.close()

    # colour, and pass (Philosophy: splay left any colour; score a card)
    gid, tokens = scenario(
        server, {"players": [{"hand": ["Oars"], "board": {"purple": ["Philosophy", "Code of Laws"]}}, {}]}
    )
    seat = Seat(browser, server, gid, tokens["0"])
    seat.choose("Dogma: Philosophy")
    seat.wait_seq(1)
    seat.choose("Purple")
    seat.wait_seq(2)
    seat.choose(re.compile(r"^Pass \(do not do it\)$"))
    seat.wait_seq(3)
    s = state(server, gid)
    assert s.splays[0]["purple"] == "left" and s.hands[0] == ["Oars"]
    seat.close()

    # player (Optics: transfer a score card to an opponent with fewer points)
    gid, tokens = scenario(
        server,
        {
            "players": [{"score": ["Calendar"], "board": {"red": ["Optics"]}}, {}, {}],
            "decks": {"3": ["Engineering"]},
        },
    )
    seat = Seat(browser, server, gid, tokens["0"])
    seat.choose("Dogma: Optics")
    seat.wait_seq(1)
    assert seat.page.locator("#prompt .choice").all_inner_texts() == ["Player 2", "Player 3"]
    seat.choose("Player 3")
    seat.wait_seq(2)
    assert state(server, gid).scores[2] == ["Calendar"]
    seat.close()

    # value (Mass Media: return a card, choose a value)
    gid, tokens = scenario(
        server,
        {
            "players": [
                {"hand": ["Oars"], "board": {"green": ["Mass Media"]}},
                {"score": ["Calendar", "Optics"]},
            ],
        },
    )
    seat = Seat(browser, server, gid, tokens["0"])
    seat.choose("Dogma: Mass Media")
    seat.wait_seq(1)
    seat.choose("Oars")
    seat.wait_seq(2)
    seat.choose(re.compile("^2$"))
    seat.wait_seq(3)
    assert state(server, gid).scores[1] == ["Optics"]
    seat.close()

    # option (Evolution: one of two alternatives)
    gid, tokens = scenario(
        server,
        {
            "players": [{"board": {"blue": ["Evolution"]}, "score": ["Optics"]}, {}],
            "decks": {"4": ["Anatomy"]},
        },
    )
    seat = Seat(browser, server, gid, tokens["0"])
    seat.choose("Dogma: Evolution")
    seat.wait_seq(1)
    options = seat.page.locator("#prompt .choice.choose").all_inner_texts()
    assert len(options) == 2
    seat.choose(options[1])
    seat.wait_seq(2)
    assert "Anatomy" in state(server, gid).hands[0]
    assert seat.errors == []
    seat.close()


def test_prompts_speak_czech(browser, server):
    # a demand: the prompt names the demanding player, not "seat 0"
    gid, tokens = scenario(
        server,
        {
            "players": [{"board": {"red": ["Archery"]}}, {"hand": ["Oars", "Tools"]}],
            "decks": {"1": ["Sailing", "Clothing"]},
        },
    )
    ben = Seat(browser, server, gid, tokens["1"], locale="cs-CZ")
    server.act(gid, tokens["0"], {"type": "dogma", "card": "Archery"})
    ben.wait_seq(1)
    assert ben.page.inner_text("#prompt .prompt-text") == "Přesuň svou nejvyšší kartu do ruky hráče Hráč 1"
    assert ben.page.inner_text("#turn").startswith("Na tahu je Hráč 1")
    ben.close()

    # a colour and a pass (Philosophy)
    gid, tokens = scenario(
        server, {"players": [{"hand": ["Oars"], "board": {"purple": ["Philosophy", "Code of Laws"]}}, {}]}
    )
    seat = Seat(browser, server, gid, tokens["0"], locale="cs-CZ")
    assert "Vyber akci (zbývají 2 akce)" in seat.page.inner_text("#prompt")
    seat.choose("Aktivovat kartu Filozofie")
    seat.wait_seq(1)
    prompt = seat.page.inner_text("#prompt")
    assert "Který balíček roztáhneš doleva? (můžeš nevyužít)" in prompt
    assert "Choose" not in prompt
    seat.choose("Fialová")
    seat.wait_seq(2)
    assert "Můžeš obodovat kartu z ruky" in seat.page.inner_text("#prompt")
    seat.choose("Nevyužít")
    seat.wait_seq(3)
    log = seat.page.inner_text("#log")
    assert "Hráč 1 aktivuje kartu Filozofie." in log
    assert "roztahuje balíček fialové barvy doleva" in log
    assert seat.errors == []
    seat.close()


def test_every_prompt_kind_in_the_generic_panel(browser, server):
    created = server.create(game="promptlab", players=2, seats=[{"kind": "me"}, {"kind": "invite"}])
    gid, token = created["id"], created["tokens"]["0"]
    seat = Seat(browser, server, gid, token)
    for n, label in enumerate(["Beta", "red", "Up", "Player 2", "7", "south", "Pass", "Done"], start=1):
        seat.choose(re.compile(f"^{label}$"))
        seat.wait_seq(n)
    answers = state(server, gid).answers
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
    assert seat.errors == []
    seat.close()
    # in Czech: the prompt is the game's message (this game has no Czech catalog: English), the
    # directions are the table's words
    created = server.create(game="promptlab", players=2, seats=[{"kind": "me"}, {"kind": "invite"}])
    seat = Seat(browser, server, created["id"], created["tokens"]["0"], locale="cs-CZ")
    for n, label in enumerate(["Beta", "red"], start=1):
        seat.choose(re.compile(f"^{label}$"))
        seat.wait_seq(n)
    assert seat.page.inner_text("#prompt .prompt-text") == "Answer the direction question"
    assert seat.page.locator("#prompt .choice").all_inner_texts() == ["Doleva", "Doprava", "Nahoru"]
    seat.close()


def test_undo_says_what_it_takes_back(browser, server):
    gid, tokens = scenario(
        server, {"players": [{"hand": ["Oars", "Tools"], "board": {"blue": ["Pottery"]}}, {}]}
    )
    seat = Seat(browser, server, gid, tokens["0"])
    seat.choose("Dogma: Pottery")
    seat.wait_seq(1)
    # nothing drawn yet: the dogma itself can still be taken back, and the button says so
    assert seat.page.locator("#prompt button.undo").inner_text() == "Undo: Dogma: Pottery"
    seat.page.locator("#board .hand .card.actionable", has_text="Oars").click()
    seat.wait_seq(2)
    seat.choose("Undo: your answer to Pottery")
    seat.wait_seq(3)
    assert "Oars" in state(server, gid).hands[0]
    seat.page.locator("#board .hand .card.actionable", has_text="Oars").wait_for()  # asked again
    seat.close()
