"""Anachrony at the web table. In Chromium:
a two-player game and a game alone against the Chronobot are drawn (the era, the timeline, the
main board's spaces, the building offer, the player boards, the Chronobot's board); the player
chooses a Path and a leader from the action list, powers up exosuits by clicking their slots,
and places a worker by clicking a main-board space; the page shows no script error.
(The static rules of its scripts are tests/test_web_boards.py's, as every game's.)"""

from __future__ import annotations

import random

import pytest

from .pages import Seat

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


# -- in the browser -------------------------------------------------------------------------------


def _seq(server, gid: str) -> int:
    return server.tables.load(gid).seq


def _game(server, gid: str):
    return server.tables.load(gid).game


def _others_until(server, gid: str, tokens: dict, seat: int = 0) -> None:
    """The other seats answer through the API (as other devices would) until `seat` must act:
    the first Path and leader, no power-up, no warp tile, and they pass their turns."""
    for _ in range(50):
        game = _game(server, gid)
        active = game.active_players
        if not active or seat in active:
            return
        other = active[0]
        actions = game.legal_actions(other)
        by_type = {}
        for a in actions:
            by_type.setdefault(a["type"], a)
        pick = by_type.get("done") or by_type.get("pass") or by_type.get("path") or by_type.get("leader")
        if pick is None and "warp" in by_type:
            pick = next(a for a in actions if a["type"] == "warp" and a["tiles"] == [])
        server.act(gid, tokens[str(other)], pick or actions[0])
    raise AssertionError("the other seats did not hand over")


def _click_and_wait(seat: Seat, server, gid: str, locator) -> None:
    before = _seq(server, gid)
    seat.press(locator)
    menu = seat.page.locator(".anx-menu-actions button")
    if menu.count():  # a space for several workers: the first of its menu
        menu.first.click()
    seat.page.wait_for_function(f"() => Number(document.body?.dataset.seq) > {before}", timeout=15000)


def _choose_first(seat: Seat, server, gid: str, kind: str) -> None:
    _click_and_wait(seat, server, gid, seat.page.locator(f"#prompt button.choice.{kind}").first)


def _drawn(page, players: int) -> None:
    page.wait_for_selector(".anx-board .anx-era-tile")
    assert page.locator(".anx-era").inner_text().strip().endswith("1")
    assert page.locator(".anx-era-tile").count() == 7
    assert page.locator(".anx-impact").count() == 1
    assert page.locator('.anx-space[data-space="construct:0"]').count() == 1
    assert page.locator('.anx-space[data-space="council:1"]').count() == 1
    assert page.locator('.anx-space[data-space="mine:2"]').count() == 1
    assert page.locator('.anx-hexpool[data-space="purify"]').count() == 1
    assert page.locator(".anx-stack").count() == 8
    assert page.locator(".anx-player:not(.anx-chronobot)").count() == players
    assert page.locator(".anx-player.mine .anx-exo").count() == 6
    assert page.locator(".anx-player.mine .anx-slot").count() == 12


def _set_up_and_place(seat: Seat, server, gid: str, tokens: dict) -> str:
    """Path and leader from the action list, two exosuits powered by clicks on their slots,
    then a worker placed by a click on a main-board space; returns the space."""
    page = seat.page
    _others_until(server, gid, tokens)
    seat.wait_seq(_seq(server, gid))
    _choose_first(seat, server, gid, "path")
    _others_until(server, gid, tokens)
    seat.wait_seq(_seq(server, gid))
    _choose_first(seat, server, gid, "leader")
    _others_until(server, gid, tokens)
    seat.wait_seq(_seq(server, gid))
    assert page.locator(".anx-player.mine .anx-path").count() == 1
    assert page.locator(".anx-player.mine .anx-leader").count() == 1
    # power up: the slots are the buttons
    for slot in (1, 2):
        slot_el = page.locator(f'.anx-player.mine .anx-exo[data-slot="{slot}"].actionable')
        _click_and_wait(seat, server, gid, slot_el)
    assert page.locator(".anx-player.mine .anx-exo.powered").count() == 2
    assert _game(server, gid).state.players[0].powered[:2] == [True, True]
    _choose_first(seat, server, gid, "done")
    _others_until(server, gid, tokens)
    seat.wait_seq(_seq(server, gid))
    if page.locator("#prompt button.choice.warp").count():
        # borrow nothing (the first of the warp choices)
        _choose_first(seat, server, gid, "warp")
        _others_until(server, gid, tokens)
        seat.wait_seq(_seq(server, gid))
    state = _game(server, gid).state
    assert state.phase == "actions" and state.turn == 0, (state.phase, state.turn)
    space = page.locator(".anx-main .anx-space.actionable").first
    name = space.get_attribute("data-space")
    _click_and_wait(seat, server, gid, space)
    assert _game(server, gid).state.spaces.get(name) == 0
    page.wait_for_selector(f'.anx-space[data-space="{name}"] .anx-seat.seat-0')
    return name


def test_two_players_see_the_board_and_play_by_clicks(browser, server, artifacts):
    created = server.create(
        game="anachrony",
        players=2,
        seed=5,
        seats=[{"kind": "me", "name": "Ann"}, {"kind": "invite", "name": "Ben"}],
    )
    gid, tokens = created["id"], created["tokens"]
    ann = Seat(browser, server, gid, tokens["0"], width=1400)
    _drawn(ann.page, 2)
    assert ann.page.locator(".anx-chronobot").count() == 0
    _set_up_and_place(ann, server, gid, tokens)
    ann.page.screenshot(path=str(artifacts / "anachrony-2p.png"), full_page=True)
    # the other seat sees the exosuit on the space too
    ben = Seat(browser, server, gid, tokens["1"])
    assert ben.page.locator(".anx-main .anx-seat.seat-0").count() >= 1
    assert ann.errors == [] and ben.errors == []
    ann.close()
    ben.close()


def test_alone_against_the_chronobot(browser, server, artifacts):
    created = server.create(game="anachrony", players=1, seed=3, seats=[{"kind": "me", "name": "Ann"}])
    gid, tokens = created["id"], created["tokens"]
    ann = Seat(browser, server, gid, tokens["0"], width=1400)
    _drawn(ann.page, 1)
    assert ann.page.locator(".anx-chronobot").count() == 1
    assert ann.page.locator(".anx-chronobot .anx-bot-token").count() == 6
    _set_up_and_place(ann, server, gid, tokens)
    ann.page.screenshot(path=str(artifacts / "anachrony-solo.png"), full_page=True)
    assert ann.errors == []
    ann.close()


@pytest.mark.parametrize(("players", "options"), [(2, {"doomsday": True}), (1, {"doomsday": True}), (3, {})])
def test_every_position_of_a_whole_game_is_drawn(browser, server, players, options):
    """A game played to its end through the API (random legal moves), the page following it as
    seat 0: every position it is shown (the Impact, anomalies, Collapsing Capital tiles,
    evacuation, Doomsday, the end) is drawn without a script error."""
    seats = [{"kind": "me"}] + [{"kind": "invite"} for _ in range(players - 1)]
    created = server.create(game="anachrony", players=players, seed=11, options=options, seats=seats)
    gid, tokens = created["id"], created["tokens"]
    seat = Seat(browser, server, gid, tokens["0"])
    rnd = random.Random(players)
    for _ in range(2000):
        game = _game(server, gid)
        if game.is_over:
            break
        mover = game.active_players[0]
        actions = game.legal_actions(mover)
        moves = [a for a in actions if a["type"] != "pass"]
        action = rnd.choice(moves if moves and rnd.random() < 0.9 else actions)
        move = {k: v for k, v in action.items() if k not in ("label", "message")}
        server.act(gid, tokens[str(mover)], move)
        if mover == 0 or rnd.random() < 0.25:
            seat.wait_seq(_seq(server, gid))
            assert seat.errors == [], seat.errors
    assert _game(server, gid).is_over
    seat.wait_seq(_seq(server, gid))
    seat.page.wait_for_selector("#prompt .result")
    assert seat.page.locator(".anx-era-tile").count() == 7
    assert seat.errors == [], seat.errors
    seat.close()
