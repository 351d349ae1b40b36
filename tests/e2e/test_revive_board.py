"""Revive at the web table. In Chromium: a two-player game and a solo game are drawn (the map's
spaces and face-down tiles, the player boards, the offers, the clock alone) without a script
error; the player plays a card by clicking it in the active area (a slot chosen in the menu),
populates a location and builds on sand by clicking the space, and explores a face-down tile by
clicking it. Revive has no entry point yet: it is registered here with its web board. The
board's layout file (the map's geometry, the player board's furniture) is current, and the
board's scripts pass the rules every board's do (tests/test_web_boards.py)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest

from epocha.engine import registry
from epocha.engine.plugin import WebBoard
from epocha.games.revive.manifest import MANIFEST

from .. import test_web_boards as boards
from .pages import Seat

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "src" / "epocha" / "web" / "static" / "games" / "revive"
WEB = dataclasses.replace(MANIFEST, web=WebBoard(FOLDER, "index.js"))
RICH = {"crystal": 1, "gear": 4, "book": 4, "food": 6}  # enough to explore and build at once


@pytest.fixture(scope="module", autouse=True)
def revive() -> Iterator[None]:
    registry.register(WEB)
    yield
    registry.unregister(WEB.name)


# -- outside the browser -----------------------------------------------------------------------


@pytest.mark.parametrize("path", sorted(FOLDER.glob("*.js")), ids=lambda p: p.name)
def test_the_board_reads_no_words(path):
    boards.test_a_board_reads_no_words("revive", path)
    boards.test_a_board_leaves_the_log_to_the_shell("revive", path)


def test_the_board_words_nothing_the_engine_words():
    boards.test_a_board_words_nothing_the_engine_words("revive")


# -- in the browser ----------------------------------------------------------------------------


def _game(server, gid: str):
    return server.tables.load(gid).game


def _seq(server, gid: str) -> int:
    return server.tables.load(gid).seq


def _click(seat: Seat, server, gid: str, locator, menu_pick: int = 0) -> bool:
    """A click on a piece of the board; a menu's button (the first, or the one `menu_pick`
    chooses by index) when the piece stands for several actions. Whether a menu opened."""
    before = _seq(server, gid)
    seat.press(locator)
    menu = seat.page.locator(".rv-menu-actions button")
    opened = menu.count() > 0
    if opened:
        menu.nth(menu_pick).click()
    seat.page.wait_for_function(f"() => Number(document.body?.dataset.seq) > {before}", timeout=15000)
    return opened


def _settle(seat: Seat, server, gid: str, tokens: dict, seat_no: int = 0) -> None:
    """Answer what the action left to decide (its effects, payments...) from the prompt, first
    offered first, until seat `seat_no` is back at its main actions (or another seat's turn)."""
    for _ in range(40):
        game = _game(server, gid)
        active = game.active_players
        if not active or seat_no not in active:
            return
        actions = game.legal_actions(seat_no)
        if any(a["type"] in ("play", "hibernate", "end_turn") for a in actions):
            return
        server.act(gid, tokens[str(seat_no)], _plain(actions[0]))
    raise AssertionError("the action did not settle")


def _plain(action: dict) -> dict:
    return {k: v for k, v in action.items() if k not in ("label", "message")}


def _drawn(page, players: int, active: int, solo: bool = False) -> None:
    page.wait_for_selector(".rv-board .rv-map-svg")
    spaces = page.locator(".rv-map .rv-space").count()
    sockets = page.locator(".rv-map .rv-socket.face-down").count()
    assert spaces >= 21 and sockets >= 20, (spaces, sockets)  # the start tiles face up, areas face down
    assert page.locator('.rv-space[data-space="0"].t-abyss').count() == 1
    assert page.locator(".rv-map .t-large").count() == 4
    assert page.locator(".rv-crystal").count() == 12
    assert page.locator(".rv-player").count() == players
    assert page.locator(".rv-player.mine .rv-slot").count() == 5
    assert page.locator(".rv-player.mine .rv-track").count() == 3
    assert page.locator(".rv-player.mine .rv-reward").count() == 15
    assert page.locator(".rv-player.mine .rv-area.active-area .rv-card").count() == active
    assert page.locator(".rv-offer-card").count() == 5
    assert page.locator(".rv-offers .rv-module").count() == 5
    assert page.locator(".rv-offers .rv-machine").count() == 9
    assert page.locator(".rv-crater .rv-artifact").count() >= 1
    # the card texts come from the reference
    assert page.locator(".rv-offer-card .rv-half").first.inner_text().strip()
    assert (page.locator(".rv-cube").count() == 1) == solo


def _others_pass(server, gid: str, tokens: dict) -> None:
    """The other seats end their turns through the API until seat 0 plays again."""
    for _ in range(80):
        game = _game(server, gid)
        active = game.active_players
        if not active or 0 in active:
            return
        other = active[0]
        actions = game.legal_actions(other)
        pick = next((a for a in actions if a["type"] == "end_turn"), None)
        pick = pick or next((a for a in actions if a["type"] == "hibernate"), actions[0])
        server.act(gid, tokens[str(other)], _plain(pick))
    raise AssertionError("the other seats did not hand over")


def _play_a_card(seat: Seat, server, gid: str, tokens: dict) -> None:
    page = seat.page
    card = page.locator(".rv-player.mine .active-area .rv-card.actionable").first
    key = card.get_attribute("data-card")
    p = _game(server, gid).state.players[0]
    assert key in p.active
    plays = [a for a in _game(server, gid).legal_actions(0) if a["type"] == "play" and a["card"] == key]
    assert len(plays) > 1
    # the menu offers the card's plays (slot and half); the second is taken
    assert _click(seat, server, gid, card, menu_pick=1), "no menu of the card's plays"
    p = _game(server, gid).state.players[0]
    slot = plays[1]["slot"]
    assert key not in p.active and [key, plays[1]["half"]] in p.slots[slot]
    page.wait_for_selector(f'.rv-player.mine .rv-slot[data-slot="{slot}"] .rv-card[data-card="{key}"]')
    _settle(seat, server, gid, tokens)


def _map_action(seat: Seat, server, gid: str, tokens: dict, kind: str) -> None:
    """A build or a populate by a click on its space (the first such space), or an exploration
    by a click on a face-down tile."""
    page = seat.page
    game = _game(server, gid)
    targets = [a for a in game.legal_actions(0) if a["type"] == kind]
    assert targets, f"no {kind} to make"
    if kind == "explore":
        socket = targets[0]["socket"]
        _click(seat, server, gid, page.locator(f'.rv-socket.face-down[data-socket="{socket}"]'))
        assert socket in _game(server, gid).state.placed or _game(server, gid).active_players == [0]
        _settle(seat, server, gid, tokens)
        page.wait_for_selector(f'.rv-socket[data-socket="{socket}"]', state="detached")
        assert socket in _game(server, gid).state.placed
        return
    space = targets[0]["space"]
    _click(seat, server, gid, page.locator(f'.rv-space[data-space="{space}"]'))
    _settle(seat, server, gid, tokens)
    s = _game(server, gid).state
    if kind == "build":
        assert s.building[space] is not None and s.building[space][0] == 0
        page.wait_for_selector(f'.rv-space[data-space="{space}"] .rv-building.seat-0')
    else:
        assert 0 in s.figures[space]
        page.wait_for_selector(f'.rv-space[data-space="{space}"] .rv-figure.seat-0')


def test_two_players_see_the_board_and_play_by_clicks(browser, server, artifacts):
    created = server.create(
        game="revive",
        players=2,
        seed=1,
        position={"players": [{"resources": RICH}, {}]},
        seats=[{"kind": "me", "name": "Ann"}, {"kind": "invite", "name": "Ben"}],
    )
    gid, tokens = created["id"], created["tokens"]
    ann = Seat(browser, server, gid, tokens["0"], width=1500)
    ann.page.wait_for_selector(".rv-board .rv-map-svg")
    ann.page.screenshot(path=str(artifacts / "revive-2p-start.png"), full_page=True)
    _drawn(ann.page, 2, 3)
    # the start tiles' water spaces show what they give (the reference's words, in the title)
    water = _game(server, gid).state.types.count("water")
    rewards = ann.page.locator(".rv-space.t-water .rv-water-reward")
    assert water and rewards.count() == water
    assert "energy" in " ".join(ann.page.locator(".rv-space.t-water > title").all_text_contents()).lower()
    _play_a_card(ann, server, gid, tokens)
    _map_action(ann, server, gid, tokens, "explore")
    _others_pass(server, gid, tokens)
    ann.wait_seq(_seq(server, gid))
    kinds = {a["type"] for a in _game(server, gid).legal_actions(0)}
    _map_action(ann, server, gid, tokens, "build" if "build" in kinds else "populate")
    ann.page.screenshot(path=str(artifacts / "revive-2p.png"), full_page=True)
    ann.page.locator(".rv-map").screenshot(path=str(artifacts / "revive-2p-map.png"))
    ann.page.locator(".rv-player.mine").screenshot(path=str(artifacts / "revive-2p-player.png"))
    ben = Seat(browser, server, gid, tokens["1"], width=1500, locale="cs-CZ")
    _drawn(ben.page, 2, len(_game(server, gid).state.players[1].active))
    # the board's own words in Czech
    assert ben.page.locator(".rv-offers h4").inner_text().strip().lower() == "nabídky"
    ben.page.screenshot(path=str(artifacts / "revive-2p-cs.png"), full_page=True)
    assert ben.page.locator(".rv-map .seat-0").count() >= 1
    assert ann.errors == [] and ben.errors == []
    ann.close()
    ben.close()


def test_alone(browser, server, artifacts):
    created = server.create(
        game="revive",
        players=1,
        seed=2,
        position={"players": [{"resources": RICH}]},
        seats=[{"kind": "me", "name": "Ann"}],
    )
    gid, tokens = created["id"], created["tokens"]
    ann = Seat(browser, server, gid, tokens["0"], width=1500)
    _drawn(ann.page, 1, 3, solo=True)
    _play_a_card(ann, server, gid, tokens)
    assert _game(server, gid).state.cube == 2
    ann.wait_seq(_seq(server, gid))
    ann.page.wait_for_selector('.rv-progress .rv-cell[data-step="2"] .rv-cube')
    kinds = {a["type"] for a in _game(server, gid).legal_actions(0)}
    _map_action(ann, server, gid, tokens, "populate" if "populate" in kinds else "build")
    ann.page.screenshot(path=str(artifacts / "revive-solo.png"), full_page=True)
    assert ann.errors == []
    ann.close()


# the choices whose options are things on the board: the board offers them on those things
BOARD_CHOICES = {
    "space",
    "move",
    "map_action",
    "card",
    "module",
    "machine_token",
    "artifact",
    "crate",
    "slotted",
    "module_space",
    "hibernation_reward",
    "track",
    "play",
    "clear",
    "resource",
}


def _choice_kind(actions: list[dict]) -> str | None:
    kinds = {k for a in actions if a["type"] == "choose" for k in a if k not in ("type", "label", "message")}
    return next(iter(kinds)) if len(kinds) == 1 and all(a["type"] == "choose" for a in actions) else None


VARIANTS = {"tribe_choice": True, "artifact_choice": True, "unlocks": "giant_crystals"}


# (the variants' game is followed for its first 120 moves: its end is the others')
@pytest.mark.parametrize(
    ("players", "seed", "options", "moves"), [(2, 7, {}, 3000), (1, 4, {}, 3000), (3, 5, VARIANTS, 120)]
)
def test_a_whole_game_is_drawn_and_its_choices_are_picked_on_the_board(
    browser, server, artifacts, players, seed, options, moves
):
    """A game played through the API (random legal moves; to its end, but for the variants'),
    the page following it as seat 0: every position it is shown is drawn without a script
    error, and where seat 0 must pick something on the board (a space, a card, a module, a
    machine, a track...) the page picks it by a click on the board."""
    import random

    seats = [{"kind": "me"}] + [{"kind": "invite"} for _ in range(players - 1)]
    created = server.create(game="revive", players=players, seed=seed, options=options, seats=seats)
    gid, tokens = created["id"], created["tokens"]
    seat = Seat(browser, server, gid, tokens["0"])
    watcher = Seat(browser, server, gid, None) if options else None  # a spectator too
    giant = 6 if options.get("unlocks") else 0
    assert seat.page.locator(".rv-crystal.giant").count() == giant
    rnd = random.Random(seed)
    clicked: set[str] = set()
    for _ in range(moves):
        game = _game(server, gid)
        if game.is_over:
            break
        mover = game.active_players[0]
        actions = game.legal_actions(mover)
        kind = _choice_kind(actions) if mover == 0 else None
        if kind in BOARD_CHOICES and kind not in clicked:
            seat.wait_seq(_seq(server, gid))
            target = seat.page.locator(".rv-board .actionable").first
            assert target.count(), f"nothing on the board to pick for a {kind} choice"
            _click(seat, server, gid, target)
            clicked.add(kind)
            continue
        busy = [a for a in actions if a["type"] not in ("end_turn", "hibernate")]
        action = rnd.choice(busy if busy and rnd.random() < 0.85 else actions)
        server.act(gid, tokens[str(mover)], _plain(action))
        if rnd.random() < 0.1:
            seat.wait_seq(_seq(server, gid))
            assert seat.errors == [], seat.errors
    seat.wait_seq(_seq(server, gid))
    if moves == 3000:
        assert _game(server, gid).is_over
        seat.page.wait_for_selector("#prompt .result")
    # (the page, not the map element: the board may redraw it while the picture is taken)
    seat.page.screenshot(path=str(artifacts / f"revive-{players}p-end.png"))
    assert seat.page.locator(".rv-map .rv-space").count() >= 21
    assert len(clicked) >= 3, clicked
    assert seat.errors == [], seat.errors
    seat.close()
    if watcher is not None:
        watcher.wait_seq(_seq(server, gid))
        assert watcher.page.locator(".rv-player").count() == players
        assert watcher.page.locator(".rv-player.mine").count() == 0
        assert watcher.errors == [], watcher.errors
        watcher.close()


def test_the_board_runs_under_the_strict_content_security_policy(browser, server):
    """As every registered game's (tests/e2e/test_security.py): the board, a tooltip and the
    action menu draw nothing the page's policy refuses."""
    from .pages import wait_for_table
    from .test_security import _watched_page

    context, page, refused = _watched_page(browser)
    try:
        created = server.create(game="revive", players=2, seats=[{"kind": "me"}, {"kind": "me"}])
        page.goto(f"{server.url}/play/{created['id']}#t={created['tokens']['0']}")
        wait_for_table(page)
        page.locator(".rv-offer-card").first.hover()  # a tooltip
        page.locator(".rv-player.mine .active-area .rv-card.multi").first.click()  # a menu
        page.wait_for_selector(".rv-menu")
        assert page.evaluate("window.__csp") == [] and refused == []
    finally:
        context.close()
