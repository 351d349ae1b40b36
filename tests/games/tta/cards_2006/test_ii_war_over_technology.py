"""War over Technology (Age II war, 2006): the winner takes science worth its strength
advantage, all the loser has if less, or instead of part of it the loser's special technologies
for their science cost; equal strengths do nothing; sacrifices count. Plays as the New Story
card; declared for its 2 military actions."""

from __future__ import annotations

from .helpers_wars import civ, declared, fight, fought, full, k, outcome

CARD = k("II", "War over Technology")
CODE_OF_LAWS = k("I", "Code of Laws")  # special technology, 6 science


def sciences(s) -> tuple[int, int]:
    return s.player(0).science, s.player(1).science


def test_the_winner_takes_its_advantage_in_science():
    s = fought(CARD, civ(6), civ(1, science=8))
    assert outcome(s) == (0, 5)
    assert sciences(s) == (5, 3)
    assert s.state.military_discards["II"] == [f"{CARD}#1"]


def test_the_loser_loses_only_what_it_has():
    assert sciences(fought(CARD, civ(9, science=1), civ(1, science=3))) == (4, 0)


def test_a_stronger_target_takes_from_the_declarer():
    s = fought(CARD, civ(1, science=10), civ(3))
    assert outcome(s) == (1, 2) and sciences(s) == (8, 2)


def test_the_winner_may_take_a_special_technology_for_its_science_cost():
    s = declared(CARD, civ(8), civ(1, science=5, specials=[CODE_OF_LAWS]))
    s.end_turn()
    fight(s)
    assert outcome(s) == (0, 7)
    assert s.decision().seat == 0 and s.decision().kind == "cards"
    s.choose(CODE_OF_LAWS)
    assert sciences(s) == (1, 4)  # 7 - 6 left: 1 science
    assert [c.split("#")[0] for c in s.player(0).specials.values()] == [CODE_OF_LAWS]
    assert s.player(1).specials == {}


def test_the_winner_may_take_science_only():
    s = declared(CARD, civ(8), civ(1, science=9, specials=[CODE_OF_LAWS]))
    s.end_turn()
    fight(s)
    s.pass_()
    assert sciences(s) == (7, 2) and list(s.player(1).specials.values()) == [f"{CODE_OF_LAWS}#1"]


def test_a_technology_costing_more_than_the_advantage_is_not_offered():
    s = fought(CARD, civ(6), civ(1, science=9, specials=[CODE_OF_LAWS]))  # advantage 5 < 6
    assert sciences(s) == (5, 4) and s.decision().kind == "turn"


def test_equal_strengths_change_nothing():
    s = fought(CARD, civ(2, science=3), civ(2, science=3))
    assert outcome(s) is None and sciences(s) == (3, 3)
    # one Warriors more and the declarer takes 1
    assert sciences(fought(CARD, civ(3, science=3), civ(2, science=3))) == (4, 2)


def test_sacrifices_turn_the_war():
    s = fought(CARD, civ(2), civ(3, science=6), by=("Warriors",) * 2)  # 4 against 3
    assert outcome(s) == (0, 1) and sciences(s) == (1, 5)


def test_declared_for_two_military_actions_and_fought_a_round_later():
    s = full(civ(5, military_hand=[CARD]), civ(1, science=6))
    s.act("war", card=CARD, rival=1)
    assert s.actions_left(0)[1] == 0  # Despotism's 2 military actions
    assert s.state.wars == [{"card": f"{CARD}#1", "by": 0, "on": 1}]
    s.end_turn().end_turn()
    assert s.state.turn_player == 0
    fight(s)
    assert outcome(s) == (0, 4) and sciences(s) == (4, 2)
