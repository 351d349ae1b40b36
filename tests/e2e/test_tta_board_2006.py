"""The Simple game of Through the Ages' 2006 edition at the web table: the board names the
2006 cards (from the edition's card reference and vocabulary, never from their keys), has no
military hand, military deck, tactics or colonization, shows 18 blue tokens and no corruption;
the event deck and the event the starting player reveals in round 3; the last round when the
Age I civil deck runs out and each civilization's final bonus in the log at the end. Moves are
made by clicking the board."""

from __future__ import annotations

import pytest

from epocha.engine.registry import get_manifest
from epocha.games.tta.catalog import EDITION_CARDS

from .pages import Seat, wait_for_seq
from .test_tta import act, end_turn

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

SIMPLE = {"edition": "2006", "mode": "simple"}
ROW = ["I:Alchemy (2006)", "I:Drama (2006)", "I:Code of Laws (2006)", "I:Monarchy (2006)"]

# round 2 of Age I: Ann opens round 3, revealing Development of Science (everyone scores 2 science)
EVENTS = {
    "age": "I",
    "round": 2,
    "row": ROW,
    "current_events": ["A:Development of Science (2006)", "A:Development of Crafts (2006)"],
    "players": [{}, {}],
}

# round 5: one card left in the Age I civil deck, dealt at the start of Bob's turn
LAST = {
    "age": "I",
    "round": 5,
    "row": ROW,
    "decks": {"civil": {"I": ["I:Theology (2006)"]}},
    "players": [{}, {}],
}


@pytest.fixture(autouse=True)
def _previews_off(monkeypatch):
    """The Simple game is offered to everyone (no preview needed)."""
    monkeypatch.delenv("EPOCHA_PREVIEW", raising=False)


def _table(server, position: dict) -> tuple[str, dict]:
    created = server.create(
        game="tta",
        players=2,
        options=SIMPLE,
        position=position,
        seats=[{"kind": "me", "name": "Ann"}, {"kind": "invite", "name": "Bob"}],
    )
    return created["id"], created["tokens"]


def _bob_ends_his_turn(server, gid: str, tokens: dict) -> None:
    game = server.tables.load(gid).game
    server.act(gid, tokens["1"], next(a for a in game.legal_actions(1) if a["type"] == "end_turn"))


def test_the_board_of_the_simple_game_reveals_an_event_in_round_3(browser, server, artifacts):
    gid, tokens = _table(server, EVENTS)
    ann = Seat(browser, server, gid, tokens["0"])
    page = ann.page
    # 2006 cards by name: the row, the board's printed technologies
    names = page.locator(".tta-row .tcard .tc-name").all_inner_texts()
    assert names == ["Alchemy", "Drama", "Code of Laws", "Monarchy"]
    mine = page.locator(".tta-player.mine")
    assert "Agriculture" in mine.locator(".tech-name").all_inner_texts()
    assert "(2006)" not in page.inner_text("main") + page.inner_text("#prompt")
    # what the Simple game has not: military hands and deck, tactics, colonization, corruption
    assert page.locator(".hand.military").count() == 0
    assert page.locator(".deck.military").count() == 0
    assert page.locator(".pile.tactics").count() == 0
    assert page.locator(".s-colonization").count() == 0
    assert mine.locator(".bank.blue .tok.on").count() == 18
    assert "orruption" not in mine.locator(".bank.blue").inner_text()
    assert "Happy faces needed" not in mine.inner_text()
    assert "Military hand" not in page.locator(".tta-player.other summary").inner_text()
    # the event deck, before its first reveal
    assert page.locator(".deck.events").inner_text().strip() == "Event deck: 2"
    assert page.locator(".pile.revealed .none").count() == 1

    # a card taken with a click on the row, the turn ended on the prompt panel
    act(page, page.locator(".tta-row .tcard.actionable", has_text="Alchemy"))
    assert mine.locator(".hand.civil .tc-name").all_inner_texts() == ["Alchemy"]
    end_turn(page)
    _bob_ends_his_turn(server, gid, tokens)
    wait_for_seq(page, server.tables.load(gid).seq)

    # round 3: Ann, the starting player, revealed an event at the start of her turn
    assert page.locator(".tta-status").get_by_text("Round 3").count() == 1
    assert page.locator(".deck.events").inner_text().strip() == "Event deck: 1"
    assert page.locator(".pile.revealed .tc-name").inner_text() == "Development of Science"
    log = page.inner_text("#log") + page.inner_text("#log-last")
    assert "Event: Development of Science (revealed by Ann)." in log
    page.screenshot(path=str(artifacts / "tta-2006-simple-event.png"), full_page=True)

    # in Czech: the board's own words and the card's Czech name
    czech = Seat(browser, server, gid, tokens["0"], locale="cs-CZ")
    assert czech.page.locator(".deck.events").inner_text().strip() == "Balíček událostí: 1"
    assert czech.page.locator(".pile.revealed h5").text_content() == "Odhalené události · 1"
    words = get_manifest("tta").renderer("cs", ["Ann", "Bob"])
    card = {"term": "A:Development of Science (2006)", "kind": "card"}
    science = words({"text": "{c}", "args": {"c": card}})
    assert science != "Development of Science"  # (the card's Czech name)
    assert czech.page.locator(".pile.revealed .tc-name").inner_text() == science
    assert ann.errors == [] and czech.errors == []
    ann.close()
    czech.close()


def test_the_last_round_and_the_final_bonus(browser, server, artifacts):
    gid, tokens = _table(server, LAST)
    ann = Seat(browser, server, gid, tokens["0"])
    page = ann.page
    assert page.locator(".last-round").count() == 0
    act(page, page.locator(".tta-row .tcard.actionable", has_text="Monarchy"))
    end_turn(page)
    # Bob's turn dealt the Age I deck's last card: this round is the last
    assert page.locator(".last-round.now").inner_text() == "Last round!"
    log = page.inner_text("#log") + page.inner_text("#log-last")
    assert "The Age I civil deck is out: round 5 is the last round." in log
    _bob_ends_his_turn(server, gid, tokens)
    wait_for_seq(page, server.tables.load(gid).seq)
    page.wait_for_function("() => document.body.innerText.includes('final bonus')")
    log = page.inner_text("#log") + page.inner_text("#log-last")
    for who in ("Ann", "Bob"):
        assert f"{who}'s final bonus: " in log
    assert server.tables.load(gid).game.is_over
    page.screenshot(path=str(artifacts / "tta-2006-simple-end.png"), full_page=True)
    assert ann.errors == []
    ann.close()


def test_every_2006_card_has_its_printed_facts_in_the_static_data():
    """data.js carries the 2006 cards' printed facts under their own keys (the currency of the
    whole file is tests/e2e/test_tta.py's)."""
    from epocha.games.tta import board_data

    text = board_data.render()
    cards = EDITION_CARDS["2006"].items()
    with_facts = [k for k, c in cards if c.colonization_bonus or c.tokens or c.immediate]
    assert with_facts and all(f'"{k}":' in text for k in with_facts)
