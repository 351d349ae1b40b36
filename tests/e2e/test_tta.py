"""Through the Ages at the web table: a game against a bot and a hot-seat game created in the
lobby, played through the board (a card taken from the row with a click on it, population
increased on the yellow bank, a farm built from its card's menu, turns ended), and at every
step each seat sees only what it may: no face of another seat's military hand (or of a deck,
or of an event still to come) on its page, in its log or in anything it receives.

Also: the board's static data (games/tta/data.js) is current, and every prompt and label the
game's engine writes has a template for the page's translations (games/tta/prompts.js)."""

from __future__ import annotations

import ast
import json
import random
import re
import time
from pathlib import Path

import pytest

import epocha
from epocha.engine.log import redact_all
from epocha.games.tta import board_data
from epocha.games.tta.catalog import CARDS, key_of
from epocha.web.extract import _variants

from .pages import Seat, wait_for_seq, wait_for_table

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

ROOT = Path(__file__).resolve().parents[2]
TTA = ROOT / "src" / "epocha" / "games" / "tta"
PROMPTS_JS = ROOT / "src" / "epocha" / "web" / "static" / "games" / "tta" / "prompts.js"


# -- static checks -------------------------------------------------------------------------------


def test_the_static_data_is_current():
    current = board_data.TARGET.read_text("utf-8") == board_data.render()
    assert current, "run: python -m epocha.games.tta.board_data"


ENTRY = re.compile(r'\["((?:[^"\\]|\\.)*)", \(\) => pt\("tta-engine", "((?:[^"\\]|\\.)*)"\)\]')
NUMERIC = {"n", "f", "r", "bid", "force", "left", "excess", "cost", "stages", "q"}


def _templates() -> list[re.Pattern]:
    source = PROMPTS_JS.read_text("utf-8")
    entries = ENTRY.findall(source)
    assert len(entries) > 50
    out = []
    for english, msgid in entries:
        assert english == msgid, "each template is its own catalog message"
        parts = re.split(r"(\{\w+\})", english)
        pattern = "".join(
            (r"(\d+)" if p[1:-1] in NUMERIC else "(.+?)") if re.fullmatch(r"\{\w+\}", p) else re.escape(p)
            for p in parts
        )
        out.append((len(re.sub(r"\{\w+\}", "", english)), re.compile(f"^{pattern}$")))
    # as the page does: the most specific template (most literal text) first
    return [p for _, p in sorted(out, key=lambda wp: -wp[0])]


def _match(text: str, templates: list[re.Pattern]) -> re.Match | None:
    """The template the page uses for `text`; a card name never holds a parenthesis, so a
    name that swallowed one means a more specific template is missing."""
    for template in templates:
        m = template.match(text)
        if m:
            return None if any("(" in g or ")" in g for g in m.groups()) else m
    return None


def _engine_texts() -> set[str]:
    """Prompts and labels written in the game's source (f-strings with placeholders)."""
    found: set[str] = set()
    for path in TTA.rglob("*.py"):
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            values = []
            if isinstance(node, ast.keyword) and node.arg == "prompt":
                values.append(node.value)
            if isinstance(node, ast.Dict):
                for k, v in zip(node.keys, node.values, strict=True):
                    if isinstance(k, ast.Constant) and k.value == "label":
                        values.append(v)
            labels = ("LABELS", "PICKS", "OPTIONS")
            if (
                isinstance(node, ast.Assign)
                and isinstance(node.value, ast.Dict)
                and any(isinstance(t, ast.Name) and t.id in labels for t in node.targets)
            ):
                values += node.value.values
            if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name) and t.value.id == "options"
                for t in node.targets
            ):
                values.append(node.value)
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "attr", "") == "choose_option"
                and node.args
                and isinstance(node.args[0], ast.Dict)
            ):
                values += node.args[0].values
            for value in values:
                for text in _variants(value) or []:
                    if re.sub(r"\{\w+\}", "", text).strip(" ():") and "{label}" not in text:
                        found.add(text)
    return found


def _covered(text: str, templates: list[re.Pattern]) -> bool:
    return _match(re.sub(r"\{\w+\}", "7", text), templates) is not None


def test_every_engine_prompt_and_label_has_a_template():
    templates = _templates()
    texts = _engine_texts()
    assert len(texts) > 40
    missing = sorted(t for t in texts if not _covered(t, templates))
    assert not missing, f"add to ENGINE in games/tta/prompts.js: {missing}"
    # what a few games really ask (costs stripped as the page does)
    from epocha.games.tta.cards.i_raiders import _label

    seen = {_label(f, r) for f in range(3) for r in range(3) if f + r}
    for seed, players in ((1, 2), (2, 3), (3, 4)):
        game = epocha.new_game("tta", players, seed=seed)
        rng = random.Random(seed)
        for _ in range(250):
            if game.is_over:
                break
            seat = game.active_players[0]
            view = game.view(seat)
            seen.add(view["prompt"])
            actions = view["legal_actions"]
            seen.update(
                re.sub(r" \((free|\d+ [^()]*)\)$", "", a["label"])
                for a in actions
                if a["type"] != "choose" or "option" in a
            )
            game.apply(seat, rng.choice([a for a in actions if a["type"] != "resign"] or actions))
    missing = sorted(t for t in seen if _match(t, templates) is None)
    assert not missing, missing


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
    act(page, page.locator("#prompt").get_by_role("button", name="End turn"))


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
        page.wait_for_function(f"document.querySelector('#title').textContent.includes('{to}')")
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
