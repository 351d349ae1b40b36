"""The 2006 Simple game as the seed describes it (digest §20.1-20.2): its options, set-up, the
rules it leaves out (military hands, discontent, corruption, the leader's action given back),
its end when the Age I deck runs out, and its final bonus."""

from __future__ import annotations

import random

import pytest

import epocha
from epocha.engine import IllegalAction
from epocha.games.tta.catalog import key_of
from epocha.games.tta.production import forecast
from epocha.games.tta.simple_game import final_bonus

from .cards_2006.helpers_age_a import game, k, stocked

SIMPLE = {"edition": "2006", "mode": "simple"}


def test_the_options_refuse_what_the_2006_games_do_not_have():
    with pytest.raises(IllegalAction, match="'mode' does not apply"):
        epocha.new_game("tta", 2, seed=1, options={"mode": "simple"})
    with pytest.raises(
        IllegalAction, match="'peaceful' does not apply here: only when edition is 'new-story'"
    ):
        epocha.new_game("tta", 2, seed=1, options={**SIMPLE, "peaceful": False})
    with pytest.raises(IllegalAction, match="must be one of 'simple'"):
        epocha.new_game("tta", 2, seed=1, options={**SIMPLE, "mode": "expert"})
    assert epocha.new_game("tta", 2, seed=1).options == {"peaceful": False, "edition": "new-story"}
    # (with its optional variant, off)
    assert epocha.new_game("tta", 2, seed=1, options={"edition": "2006"}).options == {
        **SIMPLE,
        "easier": False,
    }


def test_the_simple_game_is_offered_without_previews(monkeypatch):
    monkeypatch.delenv("EPOCHA_PREVIEW", raising=False)
    assert epocha.new_game("tta", 2, seed=1, options=SIMPLE).options == {**SIMPLE, "easier": False}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_set_up_deals_2006_cards_nine_events_and_no_military_decks(players):
    g = epocha.new_game("tta", players, seed=players, options=SIMPLE)
    s = g.state
    assert all("(2006)" in c for c in s.row if c)
    assert len(s.current_events) == 9 and s.military_decks == {} and s.box == []
    assert [key_of(c) for c in s.removed] == [k("Development of Politics")]
    assert all(p.blue == 18 and p.government == f"{k('Despotism')}#p{p.seat}" for p in s.players)


def test_replacing_a_leader_does_not_give_the_action_back():
    """Seed: playing a leader spends a civil action and discards the one before (the New
    Story gives that action back)."""
    s = game({"leader": k("Aristotle"), "civil_hand": [k("Moses")]}, {})
    spent = s.player(0).ca_spent
    s.act("leader", card=k("Moses"))
    assert s.player(0).leader.startswith(k("Moses")) and s.player(0).ca_spent == spent + 1


def test_no_discontent_no_uprising_and_no_corruption():
    # a crowded civilization without happy faces, its blue bank all but empty
    s = game({"technologies": stocked(food=6, resources=10), "yellow_bank": 2, "blue_bank": 0}, {})
    p = s.player(0)
    plan = forecast(s.state, p)
    assert not plan["uprising"] and plan["resources_lost"] == 0
    assert s.game.view(0)["state"]["players"][0]["discontent"] == 0


def test_a_simple_game_position_has_no_military_hand():
    with pytest.raises(IllegalAction, match="Simple game has no military hands"):
        game({"military_hand": [k("Development of Science")]}, {})


def test_the_final_bonus_counts_technologies_strength_faces_and_production():
    s = game(
        {
            "technologies": {
                **stocked(),
                k("Swordsmen", "I"): {"workers": 2},  # strength 2 each
                k("Irrigation", "I"): {"workers": 1},
            },
            "government": k("Monarchy", "I"),
            "unused_workers": 0,
        },
        {},
    )
    parts = final_bonus(s.state, s.player(0))
    rated = s.ratings(0)
    assert parts["technologies"] == 2 * 3  # Swordsmen, Irrigation, Monarchy
    assert parts["strength"] == 2 * rated.strength
    assert parts["happiness"] == 2 * min(8, rated.happy)
    # Agriculture 2 workers x 1, Irrigation 1 worker x 2 food; Bronze 2 resources; science
    assert parts["production"] == 4 + 2 + rated.science


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_whole_game_ends_after_the_round_the_age_i_deck_ran_out(players):
    g = epocha.new_game("tta", players, seed=10 + players, options=SIMPLE)
    pick = random.Random(players)
    while not g.is_over:
        seat = g.active_players[0]
        actions = [a for a in g.legal_actions(seat) if a["type"] != "resign"]
        busy = [a for a in actions if a["type"] != "end_turn"]
        g.apply(seat, pick.choice(busy if busy and pick.random() < 0.8 else actions))
    s = g.state
    events = [e["event"] for e in g.log]
    last = next(e for e in g.log if e["event"] == "last_round")["args"]
    assert last["deck_out"] == "I" and s.round == last["round"]  # that round was played out
    assert s.age == "I" and not s.civil_decks["I"] and "age" not in events[events.index("last_round") :]
    assert events.count("final_bonus") == players
    assert g.result["reason"] == "culture"
    assert g.result["scores"] == [p.culture for p in s.players]
    assert "draw_military" not in events and "uprising" not in events


def test_a_position_of_a_simple_game_reads_back_as_itself():
    g = epocha.new_game("tta", 3, seed=5, options=SIMPLE)
    pick = random.Random(5)
    while g.state.round < 4 or g.state.stack[-1].kind != "turn":
        seat = g.active_players[0]
        g.apply(seat, pick.choice([a for a in g.legal_actions(seat) if a["type"] != "resign"]))
    position = g.to_position()
    again = epocha.from_position("tta", position, seed=9, options=SIMPLE)
    assert again.to_position() == position
    seat = g.active_players[0]
    assert again.legal_actions(seat) == g.legal_actions(seat)
    with pytest.raises(IllegalAction, match="unknown card"):
        epocha.from_position("tta", {**position, "row": ["I:Monarchy"]}, seed=9, options=SIMPLE)
