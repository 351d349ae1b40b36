"""The Full game of Through the Ages' 2006 edition at the web table: a declared war fought at
the start of its declarer's turn, the declarer choosing to sacrifice a unit and then to fight by
clicking the prompt, the outcome in the game."""

from __future__ import annotations

import pytest

from epocha.games.tta.catalog import key_of

from .pages import Seat, wait_for_seq
from .test_tta import act

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

FULL = {"edition": "2006", "mode": "full"}
WAR = "II:War over Culture (2006)"
BOARD = {"A:Agriculture (2006)": {"workers": 2}, "A:Bronze (2006)": {"workers": 2}}
# Bob ends round 3; Ann's turn opens round 4: her war on Bob is fought first
POSITION = {
    "age": "II",
    "round": 3,
    "start_player": 0,
    "turn_player": 1,
    "wars": [{"card": WAR, "by": 0, "on": 1}],
    "players": [
        {"technologies": {**BOARD, "A:Warriors (2006)": {"workers": 3}}, "culture": 10},
        {"technologies": {**BOARD, "A:Warriors (2006)": {"workers": 0}}, "culture": 20},
    ],
}


def test_a_war_is_fought_with_a_sacrifice_chosen_on_the_board(browser, server, artifacts):
    created = server.create(
        game="tta",
        players=2,
        options=FULL,
        position=POSITION,
        seats=[{"kind": "me", "name": "Ann"}, {"kind": "invite", "name": "Bob"}],
    )
    gid, tokens = created["id"], created["tokens"]
    game = server.tables.load(gid).game
    server.act(gid, tokens["1"], next(a for a in game.legal_actions(1) if a["type"] == "end_turn"))
    ann = Seat(browser, server, gid, tokens["0"])
    page = ann.page
    wait_for_seq(page, server.tables.load(gid).seq)
    prompt = page.locator("#prompt")
    assert "Sacrifice units to count them twice?" in prompt.inner_text()
    act(page, prompt.get_by_role("button", name="Sacrifice a unit of Warriors"))
    act(page, prompt.get_by_role("button", name="Fight with strength 4"))  # 3 Warriors + 1 sacrificed
    state = server.tables.load(gid).game.state
    assert (state.players[0].culture, state.players[1].culture) == (14, 16)  # the advantage: 4
    assert state.players[0].workers.get("A:Warriors (2006)#p0") == 2  # the sacrificed one is gone
    assert [key_of(c) for c in state.military_discards["II"]] == [WAR]
    page.screenshot(path=str(artifacts / "tta-2006-full-war.png"), full_page=True)
    assert ann.errors == []
    ann.close()


def test_the_variants_face_down_events_and_fight_markers_on_the_board(browser, server):
    """The gradual reveal's bonus events still face down (a count: nobody sees them) and the
    milder fights' markers taken."""
    bonuses = [
        f"III:{name} (2006)" for name in ("Impact of Science", "Impact of Wonders", "Impact of Strength")
    ]
    created = server.create(
        game="tta",
        players=3,
        options={**FULL, "gradual_reveal": True, "milder_fights": True},
        position={
            "age": "II",
            "round": 4,
            "hidden_bonuses": bonuses,
            "markers": [{"on": 1, "by": 0, "round": 4}],
            "players": [{}, {}, {}],
        },
        seats=[
            {"kind": "me", "name": "Ann"},
            {"kind": "invite", "name": "Bob"},
            {"kind": "invite", "name": "Cid"},
        ],
    )
    ann = Seat(browser, server, created["id"], created["tokens"]["0"])
    page = ann.page
    assert page.locator(".pile.hidden-bonuses h5").text_content() == "Bonus events face down · 3"
    assert "Impact of" not in page.locator(".pile.hidden-bonuses").inner_text()
    assert page.locator(".pile.markers .marker").all_inner_texts() == ["Bob's, held by Ann"]
    assert ann.errors == []
    ann.close()
