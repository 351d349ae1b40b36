"""Declaring a war (§10.3) and fighting it at the start of the declarer's next turn (§11): who
may be declared on and at what cost, one political action, not in the last round (§22.10), no
undo; resolution after the next start of turn, across an age change (§22.9); resigning with a
war pending (§10.6, §22.24); the log; positions with wars. The cards' own effects are tested in
tests/games/tta/cards (test_ii_war_over_technology.py...)."""

from __future__ import annotations

import pytest

import epocha
from epocha.engine import IllegalAction
from epocha.engine.render import Renderer
from epocha.games.tta.scenario import Scenario
from epocha.games.tta.terms import terms

from ..cards.shared_wars import army
from ..invariants import check_position

CULTURE = "III:War over Culture"  # 3 military actions
TERRITORY = "II:War over Territory"  # 2 military actions


def full(*players: dict, **position) -> Scenario:
    position.setdefault("age", "III")
    return Scenario(players=list(players), peaceful=False, **position)


def declarer(warriors: int = 1, hand=(CULTURE,), **more) -> dict:
    """Monarchy: 3 military actions, enough for War over Culture."""
    more.setdefault("government", "I:Monarchy")
    return army(warriors, military_hand=list(hand), **more)


def rivals(s: Scenario) -> list[int]:
    return sorted(a["rival"] for a in s.actions("war"))


# -- declaring -----------------------------------------------------------------------------------


def test_a_war_is_offered_against_every_other_civilization_whatever_the_strengths():
    s = full(declarer(1), army(5), army(1), army(9))
    assert rivals(s) == [1, 2, 3]
    assert s.labels("war")[0] == "Declare War over Culture on Player 2 (3 military actions)"


def test_not_against_a_civilization_that_resigned():
    s = full(declarer(1), army(5), {"resigned": True}, army(2))
    assert rivals(s) == [1, 3]


def test_the_printed_military_actions_are_paid_and_a_war_that_costs_more_is_not_offered():
    assert rivals(full(declarer(4, government="A:Despotism"), army(1))) == []  # 2 of 3
    s = full(declarer(4), army(1))
    assert s.actions_left(0)[1] == 3
    s.act("war", card=CULTURE, rival=1)
    assert s.actions_left(0)[1] == 0
    assert s.player(0).military_hand == []
    assert s.state.wars == [{"card": "III:War over Culture#1", "by": 0, "on": 1}]
    assert s.events("war")[0]["args"]["rival"] == 1


def test_a_war_is_the_one_political_action_of_the_turn():
    hand = (CULTURE, TERRITORY, "III:Raid", "A:Development of Science")
    s = full(declarer(6, hand=hand), army(1), army(1))
    s.act("war", card=TERRITORY, rival=2)
    assert s.decision().seat == 0 and s.decision().kind == "turn"
    assert not any(s.actions(kind) for kind in ("war", "aggression", "event", "resign"))


def test_julius_caesars_second_political_action_may_declare_a_second_war_both_are_fought():
    hand = (TERRITORY, "II:War over Technology")
    s = full(declarer(4, hand=hand, leader="A:Julius Caesar"), army(1), army(1), age="II")
    s.act("war", card=TERRITORY, rival=1)
    s.act("ability")  # Caesar is offered: a war is a political action it could take
    s.act("war", card="II:War over Technology", rival=2)
    assert [w["on"] for w in s.state.wars] == [1, 2]
    check_position(s.game)
    while not s.events("war_won"):  # to the declarer's next turn: both fought, in that order
        s.end_turn()
    assert [e["args"]["rival"] for e in s.events("war_won")] == [1, 2]
    assert s.state.wars == [] and s.decision().seat == 0


def test_no_war_in_the_last_round():
    s = full(declarer(4), army(1), age="IV", round=9, last_round=9)
    assert rivals(s) == []


def test_a_war_may_be_declared_in_age_iv_before_the_last_round():
    s = full(declarer(4), army(1), age="IV", round=8, last_round=9)
    assert rivals(s) == [1]


def test_declaring_is_confirmed_first_and_cannot_be_undone():
    s = full(declarer(4), army(1))
    offer = s.find("war", card=CULTURE, rival=1)
    assert offer["irreversible"] is True
    assert Renderer(terms=terms())(offer["confirm"]) == (
        "Declare war? It is resolved at the start of your next turn."
    )
    s.act("war", card=CULTURE, rival=1)
    assert not s.game.can_undo(0)
    with pytest.raises(IllegalAction):
        s.game.undo(0)


def test_a_war_on_a_seat_not_offered_is_refused_and_changes_nothing():
    s = full(declarer(4), army(1))
    assert "not a legal choice" in s.illegal({"type": "war", "card": "III:War over Culture#1", "rival": 0})


# -- resolution ------------------------------------------------------------------------------------


def test_the_war_is_fought_at_the_start_of_the_declarers_next_turn_and_not_before():
    s = full(declarer(4, culture=10), army(1, culture=20), army(1))
    s.act("war", card=CULTURE, rival=1)
    s.end_turn()  # seat 1's turn: not yet
    assert s.state.wars and not s.events("war_won") and s.player(1).culture == 20
    s.end_turn()  # seat 2's turn: not yet
    assert s.state.wars and not s.events("war_won") and s.player(1).culture == 20
    s.end_turn()  # seat 0's next turn: fought (strength 4 against 1: 5 + 3 culture)
    assert s.state.turn_player == 0 and s.state.wars == []
    won = s.events("war_won")[0]["args"]
    assert (won["winner"], won["advantage"]) == (0, 3)
    assert (s.player(0).culture, s.player(1).culture) == (18, 12)
    assert s.state.military_discards["III"] == ["III:War over Culture#1"]


def test_strengths_are_compared_when_the_war_is_fought_not_when_it_was_declared():
    s = full(declarer(4, culture=10), army(3, culture=20))  # 4 against 3 when declared
    s.act("war", card=CULTURE, rival=1)
    s.end_turn()
    s.act("disband", tech="A:Warriors")  # seat 1: strength 2
    s.end_turn()
    assert s.events("war_won")[0]["args"]["advantage"] == 2
    assert (s.player(0).culture, s.player(1).culture) == (17, 13)


def test_a_war_declared_in_one_age_is_fought_after_the_age_changed():
    # the last Age II civil card is dealt at the start of seat 0's turn: Age III begins first
    s = full(
        army(4, yellow_bank=6),
        army(1, yellow_bank=5),
        age="II",
        turn_player=1,
        decks={"civil": {"II": ["II:Coal"]}},
        wars=[{"card": TERRITORY, "by": 0, "on": 1}],
    )
    s.end_turn()
    assert s.state.age == "III"
    assert [e["event"] for e in s.events() if e["event"] in ("age", "war_won")] == ["age", "war_won"]
    # Age III begins: each loses 2 yellow tokens (§ new age); then the war moves 1
    assert s.player(0).yellow == 6 - 2 + 1 and s.player(1).yellow == 5 - 2 - 1
    assert s.state.military_discards["II"] == ["II:War over Territory#1"]


def test_an_age_ii_war_is_fought_in_age_iii():
    s = full(army(4), army(1, yellow_bank=5), turn_player=1, wars=[{"card": TERRITORY, "by": 0, "on": 1}])
    s.end_turn()
    assert s.player(1).yellow == 4 and s.state.wars == []


# -- resigning -----------------------------------------------------------------------------------


def test_resigning_removes_a_war_against_the_player_and_its_declarer_scores_seven_culture():
    s = full(army(4, culture=3), army(1), army(1), turn_player=1, wars=[{"card": CULTURE, "by": 0, "on": 1}])
    s.act("resign")
    assert s.state.wars == []
    assert s.player(0).culture == 10
    # seed 001, line ~588 (Odstoupeni ze hry): the war cards are removed from the game, and line
    # ~1404: a military card removed from the game goes face down to its age's discards
    assert "III:War over Culture#1" in s.state.military_discards["III"]
    assert "III:War over Culture#1" not in s.state.removed
    assert s.events("war_void")[0]["args"] == {"player": 0, "card": CULTURE, "rival": 1}
    s.end_turn()  # seat 2
    assert s.state.turn_player == 0 and not s.events("war_won") and not s.events("war_tied")
    assert s.player(0).culture == 10


def test_resigning_removes_a_war_the_player_declared_without_culture():
    # Julius Caesar's second political action may be resigning after a war
    hand = (CULTURE, "A:Development of Science")
    s = full(declarer(4, hand=hand, leader="A:Julius Caesar", culture=3), army(1, culture=2), army(1))
    s.act("war", card=CULTURE, rival=1)
    s.act("ability")
    s.act("resign")
    assert s.state.wars == []
    assert "III:War over Culture#1" in s.state.military_discards["III"]  # (seed 001, line ~1404)
    assert s.player(1).culture == 2 and not s.events("war_void")


def test_a_position_war_of_the_resigning_player_is_removed():
    s = full(army(1), army(4, culture=5), army(1), turn_player=1, wars=[{"card": CULTURE, "by": 1, "on": 2}])
    s.act("resign")
    assert s.state.wars == [] and "III:War over Culture#1" in s.state.military_discards["III"]
    assert s.player(2).culture == 0


# -- the log ---------------------------------------------------------------------------------------


def test_the_war_events_are_worded_and_name_their_card_as_the_cause():
    s = full(declarer(4), army(1, culture=9), army(1))
    s.act("war", card=CULTURE, rival=1).end_turn().end_turn().end_turn()
    words = Renderer(terms=terms())
    log = {e["event"]: e["message"] for e in s.game.view(0)["log"] if e["event"].startswith("war")}
    assert words(log["war"]) == "Player 1 declares War over Culture on Player 2."
    assert words(log["war_won"]) == "War over Culture of Player 1 against Player 2: Player 1 wins by 3."
    assert log["war"]["cause"] == log["war_won"]["cause"] == {"card": CULTURE}
    culture = [e["message"] for e in s.game.view(0)["log"] if e["event"] == "culture"][-2:]
    assert [words(m) for m in culture] == [
        "Player 2 loses 8 culture points (War over Culture).",
        "Player 1 scores 8 culture points (War over Culture).",
    ]
    assert culture[0]["cause"] == {"card": CULTURE}


def test_a_tied_war_and_a_void_war_are_worded():
    words = Renderer(terms=terms())
    tied = full(army(2), army(2), turn_player=1, wars=[{"card": CULTURE, "by": 0, "on": 1}]).end_turn()
    message = next(e["message"] for e in tied.game.view(0)["log"] if e["event"] == "war_tied")
    assert words(message) == "War over Culture of Player 1 against Player 2: equal strength (2), no effect."
    assert message["cause"] == {"card": CULTURE}
    void = full(army(2), army(2), army(1), turn_player=1, wars=[{"card": CULTURE, "by": 0, "on": 1}])
    void.act("resign")
    message = next(e["message"] for e in void.game.view(0)["log"] if e["event"] == "war_void")
    assert words(message) == "Player 2 left the game: War over Culture of Player 1 is removed."
    assert message["cause"] == {"card": CULTURE}


# -- positions -------------------------------------------------------------------------------------


def test_a_declared_war_round_trips_in_positions():
    s = full(declarer(4), army(1), army(1))
    s.act("war", card=CULTURE, rival=2)
    pos = s.game.to_position()
    assert pos["wars"] == [{"card": "III:War over Culture#1", "by": 0, "on": 2}]
    check_position(s.game)
    again = epocha.from_position("tta", pos, seed=3)
    assert again.state.wars == s.state.wars


def test_a_position_war_is_fought_like_a_declared_one():
    s = full(army(4), army(1, culture=9), turn_player=1, wars=[{"card": CULTURE, "by": 0, "on": 1}])
    check_position(s.game)
    s.end_turn()
    assert s.player(1).culture == 1 and s.state.wars == []


BAD_WARS = [
    ([{"card": CULTURE, "by": 0, "on": 0}], "declared by one civilization still in the game on another"),
    ([{"card": "III:Raid", "by": 0, "on": 1}], "not a war card"),
    ([{"card": CULTURE, "by": 0, "on": 3}], "not a seat"),
    ([{"card": CULTURE, "by": 0}], "a war"),
    ([{"card": CULTURE, "by": 0, "on": 1, "when": 3}], "unknown key"),
]


@pytest.mark.parametrize(("wars", "message"), BAD_WARS, ids=[m for _, m in BAD_WARS])
def test_bad_wars_in_positions_are_refused(wars, message):
    with pytest.raises(IllegalAction, match="bad position") as info:
        full(army(1), army(1), army(1), wars=wars)
    assert message in str(info.value)


def test_a_war_on_a_civilization_that_resigned_is_refused():
    with pytest.raises(IllegalAction, match="still in the game"):
        full(army(1), {"resigned": True}, army(1), wars=[{"card": CULTURE, "by": 0, "on": 1}])


def test_the_peaceful_game_has_no_wars():
    with pytest.raises(IllegalAction, match="not in the peaceful game"):
        Scenario(
            players=[army(1), army(1)], age="III", wars=[{"card": CULTURE, "by": 0, "on": 1}], peaceful=True
        )
