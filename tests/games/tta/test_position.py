"""The Through the Ages position format (docs.md, "Position format"): exact round trips at
quiet points, the defaults of hand-written positions, and every rejection."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import epocha
from epocha.engine import Game, IllegalAction, Rng
from epocha.games.tta import RULES
from epocha.games.tta.catalog import deck_keys, instances, key_of
from epocha.games.tta.scenario import Scenario
from epocha.games.tta.state import FRESH_TURN

from .invariants import check_cards, check_position, check_tokens
from .test_playouts import policy

DOCS = Path(__file__).parents[3] / "src" / "epocha" / "games" / "tta" / "docs.md"
PRINTED = ["A:Agriculture", "A:Bronze", "A:Philosophy", "A:Religion", "A:Warriors"]


def at(position: dict, seed: int = 0) -> Game:
    return epocha.from_position("tta", position, seed=seed)


def exact(g: Game) -> None:
    """The position describes `g` exactly, and the game it makes keeps every invariant."""
    check_position(g)
    check_cards(g.state)
    check_tokens(g.state)


def play_until(g: Game, done: Callable[[Game], bool], seed: int = 1, limit: int = 3000) -> Game:
    """Random play (as in the playouts) until `done` holds at a quiet point."""
    rng = Rng(seed)
    for _ in range(limit):
        if g.is_over:
            break
        if all(d.kind == "turn" for d in g.decisions().values()) and done(g):
            return g
        seat = g.active_players[0]
        g.apply(seat, policy(g, seat, rng))
    raise AssertionError("the situation never came up")


# -- round trips -------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_new_game_round_trips(players):
    exact(Game.new(RULES, players, 3, {}))


@pytest.mark.parametrize("age", ["I", "II", "III", "IV"])
def test_random_games_round_trip_in_every_age(age):
    g = play_until(Game.new(RULES, 3, 11, {}), lambda g: g.state.age == age)
    exact(g)
    # and a few turns later, in the middle of someone's turn
    play_until(g, lambda g: g.state.players[g.state.turn_player].turn["acted"], seed=2)
    exact(g)


def test_a_resigned_civilization_round_trips():
    g = Game.new(RULES, 3, 5, {})
    play_until(g, lambda g: g.state.round == 3)
    seat = g.active_players[0]
    g.apply(seat, next(a for a in g.legal_actions(seat) if a["type"] == "resign"))
    pos = g.to_position()
    assert pos["players"][seat] == {
        "resigned": True,
        "science": g.state.players[seat].science,
        "culture": g.state.players[seat].culture,
        "leader_ages": g.state.players[seat].leader_ages,
        "flags": g.state.players[seat].flags,
        "prepared_events": [],
        "knows_top_event": False,
    }
    exact(g)


def test_hand_written_positions_round_trip():
    exact(at({"players": [{}, {}]}))
    exact(at({"players": [{}, {}, {"resigned": True}], "age": "IV", "round": 9}))
    exact(at({"players": [{}, {}], "round": 1}))


def test_international_agreement_given_up_politics_round_trips():
    s = Scenario(
        players=[
            {
                "military_hand": ["A:Development of Science", "A:Development of Crafts"],
                "technologies": warriors(3),
            },
            {},
        ],
        age="II",
        row=["II:Coal", "II:Opera"],
        current_events=["II:International Agreement"],
    )
    s.act("event", card="A:Development of Science")
    s.choose("II:Coal").pass_()
    pos = s.game.to_position()
    assert pos["players"][0]["turn"]["gives_up_next_politics"] is True
    exact(s.game)
    s.end_turn()  # now the other player's turn, and seat 0's next politics is already spent
    assert s.game.to_position()["players"][0]["turn"] == {**FRESH_TURN, "politics": True}
    exact(s.game)


def test_card_pools_and_knowledge_round_trip():
    churchill = Scenario(players=[{"leader": "III:Winston Churchill"}, {}], age="III")
    churchill.act("ability", card="III:Winston Churchill", pick="military")
    assert churchill.game.to_position()["players"][0]["turn"]["churchill_science"] == 3
    exact(churchill.game)
    joan = Scenario(players=[{"leader": "I:Joan of Arc"}, {}], current_events=["I:Good Harvest"])
    joan.act("ability", card="I:Joan of Arc")
    assert joan.game.to_position()["players"][0]["knows_top_event"] is True
    exact(joan.game)
    prepared = Scenario(
        players=[{"military_hand": ["I:Good Harvest"]}, {}], current_events=["A:Development of Crafts"]
    )
    prepared.act("event", card="I:Good Harvest")
    assert prepared.game.to_position()["players"][0]["prepared_events"] == ["I:Good Harvest#1"]
    exact(prepared.game)


def test_positions_refuse_the_middle_of_an_effect_and_a_finished_game():
    s = Scenario(
        players=[{"military_hand": ["A:Development of Science"]}, {}],
        current_events=["I:Developed Territory"],
    )
    s.act("event", card="A:Development of Science")  # a territory: the bidding asks the players
    assert s.decision().kind != "turn"
    with pytest.raises(IllegalAction, match="quiet points"):
        s.game.to_position()
    over = Scenario(players=[{"culture": 5}, {}], round=4, last_round=4, turn_player=1)
    over.end_turn()
    assert over.result is not None
    with pytest.raises(IllegalAction, match="over"):
        over.game.to_position()


def test_the_documented_example_is_a_valid_position():
    text = DOCS.read_text("utf-8").split("## Position format", 1)[1]
    example = json.loads(re.search(r"```json\n(.*?)```", text, re.S).group(1))
    g = at(example)
    p0, p1 = g.state.players
    assert p0.building == "I:Great Wall#1" and p0.stages_built == 1
    assert g.state.prepared == {"II:Iconoclasm#1": 0} and p0.tactic in g.state.common_tactics
    assert p1.turn["taken"] == ["II:Cannon#1"] and p1.ca_spent == 1
    exact(g)


# -- defaults ------------------------------------------------------------------------------------


def test_the_defaults_are_an_ordinary_turn_of_age_i():
    s = at({"players": [{}, {}]}).state
    assert (s.age, s.round, s.start_player, s.turn_player, s.last_round) == ("I", 2, 0, 0, None)
    assert s.row == [None] * 13
    p = s.players[0]
    assert [key_of(t) for t in p.techs] == PRINTED
    assert {key_of(t): n for t, n in p.workers.items()} == {
        "A:Agriculture": 2,
        "A:Bronze": 2,
        "A:Philosophy": 1,
        "A:Warriors": 1,
    }
    assert (p.government, p.pool, p.yellow, p.blue) == ("A:Despotism#p0", 1, 18, 16)
    assert p.from_box == {"yellow": 0, "blue": 0} and p.turn == FRESH_TURN
    assert (p.ca_spent, p.ma_spent, p.totals) == (0, 0, {"ca": 4, "ma": 2})


def test_unmentioned_copies_fill_the_current_decks_and_leave_the_ended_ages():
    s = at({"players": [{"civil_hand": ["I:Iron"]}, {}]}).state
    civil_i = {c for k in deck_keys("civil", "I") for c in instances(k, 2)}
    assert set(s.civil_decks["I"]) == civil_i - {"I:Iron#1"}
    # a position without options is the full game: aggressions and wars in the military deck
    assert set(s.military_decks["I"]) == {
        c for k in deck_keys("military", "I", peaceful=False) for c in instances(k, 2)
    }
    assert s.civil_decks["A"] == [] and "A" not in s.military_decks
    assert set(s.removed) == {c for k in deck_keys("civil", "A") for c in instances(k, 2)}
    assert set(s.box) == {c for k in deck_keys("military", "A") for c in instances(k, 2)}
    assert s.military_discards == {"I": []}
    # seeded: the same seed deals the same decks, another seed others
    assert (
        at({"players": [{}, {}]}, seed=4).state.civil_decks
        == at({"players": [{}, {}]}, seed=4).state.civil_decks
    )
    assert (
        at({"players": [{}, {}]}, seed=4).state.civil_decks
        != at({"players": [{}, {}]}, seed=5).state.civil_decks
    )


def test_a_listed_deck_is_exactly_that_deck():
    s = at(
        {"players": [{}, {}], "decks": {"civil": {"I": ["I:Iron", "I:Alchemy"]}, "military": {"I": []}}}
    ).state
    assert s.civil_decks["I"] == ["I:Alchemy#1", "I:Iron#1"]  # top first in the position, last in the state
    assert s.military_decks["I"] == []
    assert "I:Iron#2" in s.removed and "I:Foray#1" in s.box


def test_ages_to_come_are_left_for_their_decks():
    s = at({"players": [{"civil_hand": ["II:Coal"]}, {}]}).state
    assert "II" not in s.civil_decks
    assert not any(key_of(c).startswith("II:") for c in [*s.removed, *s.box])


def test_age_a_is_round_one_and_age_iv_fixes_the_last_round():
    a = at({"players": [{}, {}], "round": 1}).state
    assert a.age == "A" and a.military_decks == {} and a.military_discards == {}
    assert at({"players": [{}, {}], "age": "A"}).state.round == 1
    iv = at({"players": [{}, {}], "age": "IV", "round": 8}).state
    assert iv.last_round == 8 and iv.military_decks == {}
    assert all(iv.civil_decks[a] == [] for a in ("A", "I", "II", "III"))


def test_printed_technologies_are_always_on_the_board():
    p = at({"players": [{"technologies": {"I:Irrigation": {"workers": 2}}}, {}]}).state.players[0]
    assert [key_of(t) for t in p.techs] == [*PRINTED, "I:Irrigation"]
    assert p.workers == {"I:Irrigation#1": 2} and p.pool == 0


def test_bank_defaults_count_the_tokens_of_cards_in_play():
    p = at(
        {
            "players": [
                {
                    "technologies": {
                        "A:Agriculture": {"workers": 4, "stored": 2},
                        "A:Bronze": {"workers": 5},
                    },
                    "unused_workers": 1,
                    "colonies": ["I:Developed Territory"],
                    "specials": ["II:Justice System"],
                    "building": {"card": "A:Pyramids", "stages_built": 1},
                },
                {},
            ],
            "age": "II",
        }
    ).state.players[0]
    assert p.yellow == 18 - (10 - 7) + 1
    assert p.blue == 16 - 2 - 1 + 1 + 3
    # tokens beyond the starting 25 yellow and 16 blue came from the box
    assert p.from_box == {"yellow": p.yellow + 1 + 9 - 25, "blue": p.blue + 2 + 1 - 16}


def test_the_turn_player_defaults_to_the_first_in_the_game():
    s = at({"players": [{"resigned": True}, {}, {}], "start_player": 0}).state
    assert s.turn_player == 1


def test_a_shared_tactic_is_a_common_one():
    s = at({"players": [{"tactic": "I:Legion"}, {"tactic": "I:Legion"}], "age": "I"}).state
    assert s.common_tactics == ["I:Legion#1"]
    assert s.players[0].tactic == s.players[1].tactic == "I:Legion#1"
    assert s.players[0].exclusive is None


def test_keys_take_the_copies_the_position_does_not_name():
    s = at({"players": [{"civil_hand": ["I:Iron"]}, {}], "row": ["I:Iron#1"]}).state
    assert s.players[0].civil_hand == ["I:Iron#2"] and s.row[0] == "I:Iron#1"


def test_start_of_turn_effects_run_once():
    g = at({"players": [{"leader": "A:Homer"}, {}]})
    assert g.state.players[0].turn["military_resources"] == 1
    assert g.state.players[0].turn["used"] == ["A:Homer"]
    again = at(g.to_position())
    assert again.state.players[0].turn["military_resources"] == 1  # not a second time


def test_bill_gates_lets_labs_store_resources_by_default():
    p = at({"players": [{}, {"leader": "III:Bill Gates"}], "age": "III"}).state.players[1]
    assert p.flags == {"labs_store_resources": True}


# -- rejections ----------------------------------------------------------------------------------


def warriors(n: int) -> dict:
    return {"A:Agriculture": {"workers": 2}, "A:Bronze": {"workers": 2}, "A:Warriors": {"workers": n}}


def base() -> dict:
    return {"players": [{}, {}]}


def player(**spec: Any) -> dict:
    return {"players": [spec, {}]}


BAD = [
    # malformed
    ({"players": [{}]}, "2-4 players"),
    ({"players": [{}] * 5}, "2-4 players"),
    ({**base(), "turn": 3}, "unknown key"),
    (player(hand=[]), "unknown key"),
    (player(turn={"politic": True}), "unknown key"),
    (player(technologies={"I:Iron": {"worker": 1}}), "unknown key"),
    (player(building={"card": "A:Pyramids", "stages": 1}), "unknown key"),
    (player(actions_spent={"civil": 1}), "unknown key"),
    ({**base(), "decks": {"events": {}}}, "unknown key"),
    ({**base(), "military_discards": {"A": []}}, "unknown key"),
    (player(civil_hand="I:Iron"), "must be a list"),
    (player(technologies=["I:Iron"]), "must be a dict"),
    # cards
    (player(civil_hand=["I:Ironworks"]), "unknown card"),
    (player(civil_hand=[7]), "not a card"),
    (player(civil_hand=["I:Iron#3"]), "no copy I:Iron#3 with 2 players"),
    (player(civil_hand=["I:Iron", "I:Iron", "I:Iron"]), "more copies of I:Iron"),
    (
        {**player(civil_hand=["I:Iron#1"]), "row": ["I:Iron#1"]},
        "both in player 0's civil hand and in the row",
    ),
    (player(civil_hand=["A:Agriculture"]), "printed on a player board"),
    (player(technologies={"A:Agriculture#p1": {}}), "another seat's board"),
    ({**player(military_hand=["I:Raid"]), "options": {"peaceful": True}}, "not in the peaceful game"),
    (player(civil_hand=["I:Foray"]), "is a military card"),
    ({**base(), "box": ["I:Iron"]}, "is a civil card"),
    ({**base(), "current_events": ["I:Iron"]}, "not an event or territory card"),
    ({**base(), "military_discards": {"I": ["II:Emigration"]}}, "is an Age II card"),
    # impossible boards
    (player(technologies={"I:Monarchy": {}}), "government card, not a farm"),
    (player(technologies={"A:Pyramids": {"workers": 1}}), "wonder card"),
    (player(government="I:Iron"), "mine card, not a government"),
    (player(specials=["I:Warfare", "II:Strategy"]), "two military special technologies"),
    (player(technologies={"I:Iron#1": {}, "I:Iron#2": {}}), "two copies of I:Iron in play"),
    (player(technologies={"A:Religion": {"stored": 1}}), "only farms, mines and labs"),
    (player(building={"card": "A:Pyramids", "stages_built": 3}), "all built"),
    (player(colonies=["I:Good Harvest"]), "event card, not a territory"),
    (player(wonders=["A:Pyramids"], ruined=["A:Colossus"]), "not among their completed wonders"),
    (player(homer_under="A:Pyramids"), "not among their completed wonders"),
    (player(exclusive_tactic=True), "without a tactic"),
    ({"players": [{"tactic": "I:Legion"}, {}], "common_tactics": ["I:Legion#1", "I:Legion#2"]}, "one copy"),
    (player(prepared_events=["I:Good Harvest"]), "not among the event piles"),
    (
        {
            "players": [{"prepared_events": ["I:Foray"]}, {"prepared_events": ["I:Foray"]}],
            "future_events": ["I:Foray"],
        },
        "was prepared by player 0",
    ),
    (player(knows_top_event=True), "no current event"),
    (player(turn={"taken": ["I:Iron"]}), "not among their civil hand"),
    (player(turn={"used": ["Homer"]}), "card keys"),
    ({"players": [{}, {"turn": {"gives_up_next_politics": True}}]}, "only the turn player"),
    (player(leader_ages=["I", "I"]), "distinct ages"),
    # numbers
    (player(science=-1), "science must be an integer >= 0"),
    (player(culture=True), "culture must be an integer"),
    (player(technologies={"I:Iron": {"workers": -2}}), "workers on I:Iron"),
    (player(yellow_bank=-1), "yellow_bank"),
    (player(turn={"military_resources": -1}), "military_resources"),
    (player(turn={"politics": 1}), "true or false"),
    (player(actions_spent={"ca": 5}), "spent 5 civil actions of 4"),
    ({**base(), "row": [None] * 14}, "13 spaces"),
    # the clock
    ({**base(), "age": "V"}, "unknown age"),
    ({**base(), "age": "I", "round": 1}, "round 1 is played in Age A"),
    ({**base(), "age": "A", "round": 2}, "round 1 is played in Age A"),
    ({**base(), "round": 0}, "round must be an integer >= 1"),
    ({**base(), "round": 5, "last_round": 4}, "last_round must be an integer >= 5"),
    ({**base(), "turn_player": 2}, "not a seat"),
    ({"players": [{"resigned": True}, {}], "turn_player": 1}, "at least two"),
    ({"players": [{"resigned": True}, {}, {}], "turn_player": 0}, "has resigned"),
    ({"players": [{}, {"resigned": True, "civil_hand": []}, {}]}, "no cards or tokens"),
    # decks
    ({**base(), "decks": {"civil": {"II": []}}}, "Age II has not begun"),
    ({**base(), "decks": {"civil": {"IV": []}}}, "unknown age"),
    ({**base(), "age": "II", "decks": {"military": {"I": []}}}, "only the current age"),
    ({**base(), "age": "II", "decks": {"civil": {"I": ["I:Iron"]}}}, "ran out when Age II began"),
    ({**base(), "decks": {"military": {"I": ["I:Iron"]}}}, "is a civil card"),
]


@pytest.mark.parametrize(("position", "message"), BAD, ids=[m for _, m in BAD])
def test_malformed_positions_are_rejected(position, message):
    with pytest.raises(IllegalAction, match="bad position") as info:
        at(position)
    assert message in str(info.value)


def test_a_position_is_a_dict():
    with pytest.raises(IllegalAction):
        at([])  # type: ignore[arg-type]
