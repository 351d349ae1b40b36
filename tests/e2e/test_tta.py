"""Through the Ages at the web table: a game against a bot and a hot-seat game created in the
lobby, played through the board (a card taken from the row with a click on it, population
increased on the yellow bank, a farm built from its card's menu, turns ended), and at every
step each seat sees only what it may: no face of another seat's military hand (or of a deck,
or of an event still to come) on its page, in its log or in anything it receives.

Also: the board's static data (games/tta/data.js) is current, and the page shows every legal
action as the engine words it (its label message and its cost, in the player's language)."""

from __future__ import annotations

import json
import re
import time

import pytest

from epocha.engine.log import redact_all
from epocha.engine.registry import get_manifest
from epocha.games.tta import board_data
from epocha.games.tta.catalog import CARDS, key_of

from ..games.tta.test_action_labels import RICH
from .pages import Seat, wait_for_seq, wait_for_table

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


# -- static checks -------------------------------------------------------------------------------


def test_the_static_data_is_current():
    current = board_data.TARGET.read_text("utf-8") == board_data.render()
    assert current, "run: python -m epocha.games.tta.board_data"


def _shown_actions(page) -> list[tuple[str, list[str] | None]]:
    """The prompt panel's buttons: each one's words and the words of its cost chips."""
    return page.evaluate(
        """() => [...document.querySelectorAll("#prompt .tta-prompt button.choice")].map((b) => [
          b.querySelector(".a-words").textContent,
          b.querySelector(".tta-costs")
            ? [...b.querySelectorAll(".tta-cost")].map((c) => c.title || c.textContent) : null,
        ])"""
    )


def _expected(actions: list[dict], lang: str) -> list[tuple[str, list[str] | None]]:
    """The legal actions as the engine words them: the label message and each cost term."""
    words = get_manifest("tta").renderer(lang, ["Ann", None])
    free = {"en": "free", "cs": "zdarma"}[lang]
    out = []
    for a in actions:
        cost = None
        if "cost" in a:
            cost = [words({"text": "{c}", "args": {"c": c}}) for c in a["cost"]] or [free]
        out.append([words(a["message"]), cost])
    return sorted(out, key=json.dumps)


def test_the_page_shows_each_action_as_the_engine_words_it(browser, server):
    """Every legal action of a rich turn (and of a card's choice) is a button showing its
    message rendered in the player's language, with its cost as icons and words; no label's
    text is read by the page."""
    created = server.create(
        game="tta",
        players=2,
        position=RICH,
        seats=[{"kind": "me", "name": "Ann"}, {"kind": "invite"}],
    )
    gid, token = created["id"], created["tokens"]["0"]
    ann = Seat(browser, server, gid, token)
    czech = Seat(browser, server, gid, token, locale="cs-CZ")
    game = server.tables.load(gid).game
    turn = game.legal_actions(0)
    assert len({a["type"] for a in turn}) >= 15
    for seat, lang in ((ann, "en"), (czech, "cs")):
        assert sorted(_shown_actions(seat.page), key=json.dumps) == _expected(turn, lang), lang
    assert "Build a farm on Agriculture" in [w for w, _ in _shown_actions(ann.page)]
    # a card's own choice: playing Reserves asks which goods to gain
    reserves = ann.page.locator("#prompt .tta-prompt button.choice.play", has_text="Play Reserves")
    act(ann.page, reserves)
    czech.wait_seq(1)
    choice = server.tables.load(gid).game.legal_actions(0)
    assert [a["type"] for a in choice] == ["choose", "choose"]
    for seat, lang in ((ann, "en"), (czech, "cs")):
        assert sorted(_shown_actions(seat.page), key=json.dumps) == _expected(choice, lang), lang
    assert sorted(w for w, _ in _shown_actions(czech.page)) == ["Získat 2 jídla", "Získat 2 suroviny"]
    assert ann.errors == [] and czech.errors == []
    ann.close()
    czech.close()


# -- what a seat may see -----------------------------------------------------------------------------

KEY = re.compile(r'"((?:A|I|II|III|IV):[^"#]+)')


def hidden_names(game, seat: int) -> set[str]:
    """Names of cards whose faces `seat` may not know, less the names it sees on other copies."""
    s = game.state
    hidden: set[str] = set()
    for p in s.players:
        if p.seat != seat:
            hidden.update(p.military_hand)
    for pile in (*s.military_decks.values(), *s.military_discards.values(), s.box):
        hidden.update(pile)
    prepared = {c for c, q in s.prepared.items() if q == seat}
    hidden.update(c for c in [*s.current_events, *s.future_events] if c not in prepared)
    seen = json.dumps(game.view(seat)) + json.dumps(redact_all(game.log, seat))
    visible = {CARDS[k].name for k in KEY.findall(seen) if k in CARDS}
    return {CARDS[key_of(c)].name for c in hidden} - visible


# the page as text and markup, without the log, the tooltip and the card reference
PAGE = """() => {
  const copy = document.documentElement.cloneNode(true);
  for (const id of ["log", "log-last", "tooltip", "cards-dialog"]) copy.querySelector("#" + id)?.remove();
  return copy.outerHTML;
}"""


def _named(text: str, names: set[str]) -> set[str]:
    return {n for n in names if re.search(r"(?<![\w])" + re.escape(n) + r"(?![\w])", text)}


def check_seat(seat: Seat, server, gid: str, n: int) -> set[str]:
    """Nothing seat `n` shows or received names a card it may not know. Returns the names checked."""
    game = server.tables.load(gid).game
    secret = hidden_names(game, n)
    page = seat.page
    assert not _named(page.evaluate(PAGE), secret), (
        f"seat {n}'s page shows {_named(page.evaluate(PAGE), secret)}"
    )
    log = page.inner_text("#log") + page.inner_text("#log-last")
    assert not _named(log, secret), f"seat {n}'s log shows {_named(log, secret)}"
    received = [f for f in seat.frames if f]
    for response in seat.responses:
        try:
            received.append(response.text())
        except Exception:  # a long poll still open: nothing received yet
            continue
    seat.frames.clear()
    seat.responses.clear()
    for text in received:
        assert not _named(text, secret), f"seat {n} received {_named(text, secret)}"
    return secret


# -- playing through the board --------------------------------------------------------------------------


def _seq(page) -> int:
    return int(page.evaluate("document.body.dataset.seq"))


def act(page, locator) -> None:
    """Click something that makes a move and wait for the move to come back."""
    before = _seq(page)
    locator.click()
    wait_for_seq(page, before, after=True)


def take_a_card(page) -> str:
    card = page.locator(".tta-row .tcard.actionable:not(.t-wonder)").first
    name = card.locator(".tc-name").inner_text()
    act(page, card)
    return name


def grow_and_build(page) -> None:
    """Round 2: a worker for the food the first turn produced, then a farm for its resources."""
    workers = page.locator(".tta-player.mine .pool b").inner_text()
    act(page, page.locator(".tta-player.mine .bank.yellow.actionable"))
    assert page.locator(".tta-player.mine .pool b").inner_text() == str(int(workers) + 1)
    farm = page.locator(".tta-player.mine .tech.t-farm.actionable").first
    farm.click()  # a farm may be built on or destroyed: its menu offers both
    menu = page.locator(".tta-menu")
    menu.wait_for()
    assert menu.get_by_role("button", name=re.compile("^Destroy")).count() == 1
    act(page, menu.get_by_role("button", name=re.compile("^Build")))
    assert (
        page.locator(".tta-player.mine .tech.t-farm .workers").first.get_attribute("aria-label")
        == "3 workers"
    )


def end_turn(page) -> None:
    act(page, page.locator("#prompt").get_by_role("button", name="End your turn"))


def wait_for_turn(server, gid: str, seat: Seat, n: int) -> None:
    deadline = time.monotonic() + 15
    while server.tables.load(gid).game.active_players != [n]:
        assert time.monotonic() < deadline, "the bot did not finish its turn"
        time.sleep(0.05)
    seat.wait_seq(server.tables.load(gid).seq)
    seat.page.wait_for_selector("#prompt .tta-end")


def test_a_game_against_a_bot(browser, server, artifacts):
    created = server.create(
        game="tta",
        players=2,
        seed=11,
        seats=[{"kind": "me", "name": "Ann"}, {"kind": "bot", "bot": "greedy", "name": "Bot"}],
    )
    gid, token = created["id"], created["tokens"]["0"]
    ann = Seat(browser, server, gid, token)
    page = ann.page
    assert "Round 1" in page.inner_text(".tta-status") and "Age A" in page.inner_text(".tta-status")
    assert page.locator(".tta-row .tcard").count() == 13
    assert page.locator(".row-band .band-cost").all_text_contents() == [
        "1 civil action",
        "2 civil actions",
        "3 civil actions",
    ]

    # round 1: one civil action, spent on a card of the row
    taken = take_a_card(page)
    assert taken in page.inner_text(".tta-player.mine .hand.civil")
    check_seat(ann, server, gid, 0)
    end_turn(page)
    wait_for_turn(server, gid, ann, 0)

    # round 2: a worker, a farm, a card; ending the turn draws military cards
    assert "Round 2" in page.inner_text(".tta-status")
    grow_and_build(page)
    take_a_card(page)
    check_seat(ann, server, gid, 0)
    end_turn(page)
    wait_for_turn(server, gid, ann, 0)

    # round 3: my military cards face up, the bot's by age only
    game = server.tables.load(gid).game
    mine = [CARDS[key_of(c)].name for c in game.state.players[0].military_hand]
    assert mine and all(name in page.inner_text(".tta-player.mine .hand.military") for name in mine)
    bot_hand = game.state.players[1].military_hand
    assert bot_hand
    backs = page.locator(".tta-player.other .hand.military .tcard.back")
    assert backs.count() == len(bot_hand)
    secret = check_seat(ann, server, gid, 0)
    assert secret, "the bot's hand and the decks were checked"
    bot_names = {CARDS[key_of(c)].name for c in bot_hand} & secret
    if bot_names:  # the check would see a face of the bot's hand shown anywhere on the page
        leak = "(name) => { const i = document.createElement('i'); i.id = 'leak'; i.textContent = name; "
        leak += "document.body.append(i); }"
        page.evaluate(leak, sorted(bot_names)[0])
        with pytest.raises(AssertionError):
            check_seat(ann, server, gid, 0)
        page.evaluate("document.getElementById('leak').remove()")
    # the log says what I drew, and only how many the bot drew
    log = page.inner_text("#log")
    assert re.search(r"Ann draws 2 military cards: ", log) and re.search(
        r"Bot draws \d military cards? of age I\.", log
    )

    # a card's text on hover; the card reference
    page.locator(".tta-row .tcard").first.hover()
    assert page.locator("#tooltip").is_visible() and page.inner_text("#tooltip").strip()
    page.click("#cards-btn")
    page.fill("#cards-filter", "irrigation")
    assert "Farm: each worker gives +2 food" in page.inner_text("#cards-list")
    page.keyboard.press("Escape")
    page.mouse.move(0, 0)
    page.evaluate("document.activeElement.blur(); document.querySelector('.side').scrollTop = 0")
    page.screenshot(path=str(artifacts / "tta-board.png"), full_page=True)

    # the same seat on a phone, in Czech
    phone = Seat(browser, server, gid, token, phone=True, locale="cs-CZ")
    text = phone.page.inner_text("#board")
    assert "Kolo 3" in text and "Civilní ruka" in text
    phone.page.screenshot(path=str(artifacts / "tta-board-phone.png"), full_page=True)
    check_seat(phone, server, gid, 0)
    assert ann.errors == [] and phone.errors == []
    ann.close()
    phone.close()


def test_hot_seat_from_the_lobby(browser, server):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server.url)
    page.wait_for_selector("#game option", state="attached")
    page.select_option("#game", "tta")
    page.select_option("#players", "2")
    page.locator("#seats .kind").nth(1).select_option("me")
    page.locator("#seats .name").nth(0).fill("Ann")
    page.locator("#seats .name").nth(1).fill("Ben")
    page.click("details.more > summary")
    page.fill("#seed", "5")
    page.click("#create")
    page.wait_for_selector("#created a#go")
    gid = re.search(r"/play/([^#]+)#", page.get_attribute("#created a#go", "href")).group(1)
    page.click("#created a#go")
    wait_for_table(page)
    frames: list[str] = []
    page.on(
        "websocket",
        lambda ws: ws.on("framereceived", lambda p: frames.append(p if isinstance(p, str) else "")),
    )

    def hand_over(to: str) -> None:
        page.wait_for_selector("#pass-device", state="visible")
        assert f"Pass the device to {to}." in page.inner_text("#pass-text")
        assert page.locator("#board .tcard").count() == 0  # nothing of the last player stays on the page
        frames.clear()  # what the last player's page received was theirs to see
        page.click("#pass-ok")
        page.wait_for_function(f"() => document.querySelector('#title').textContent.includes('{to}')")
        page.wait_for_selector("#prompt .tta-end")

    def private(seat: int) -> set[str]:
        game = server.tables.load(gid).game
        secret = hidden_names(game, seat)
        shown = page.evaluate(PAGE) + page.inner_text("#log") + "".join(frames)
        assert not _named(shown, secret), _named(shown, secret)
        frames.clear()
        return secret

    # round 1: Ann (1 civil action) and Ben (2) take cards from the row
    assert "Ann" in page.inner_text("#title")
    take_a_card(page)
    end_turn(page)
    hand_over("Ben")
    take_a_card(page)
    take_a_card(page)
    end_turn(page)
    hand_over("Ann")

    # round 2: Ann grows, builds and ends her turn; she draws military cards Ben must not see
    grow_and_build(page)
    end_turn(page)
    ann_hand = [CARDS[key_of(c)].name for c in server.tables.load(gid).game.state.players[0].military_hand]
    assert ann_hand
    hand_over("Ben")
    assert private(1)
    assert page.locator(".tta-player.other .hand.military .tcard.back").count() == len(ann_hand)
    end_turn(page)
    hand_over("Ann")
    assert all(name in page.inner_text(".tta-player.mine .hand.military") for name in ann_hand)
    private(0)
    assert errors == []
    context.close()
