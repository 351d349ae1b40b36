"""War over Resources (Age II war, 2006; no New Story namesake): the winner takes food and
resources worth its strength advantage in all, splitting as it chooses, all the loser has if
less, and produces exactly that; equal strengths do nothing; sacrifices count.

Three civilizations: seat 2 ends its turn (its production only) before seat 0's turn starts."""

from __future__ import annotations

from .helpers_wars import civ, declared, fight, fought, k, outcome

CARD = k("II", "War over Resources")


def stock(s, seat: int) -> tuple[int, int]:
    return s.food(seat), s.resources(seat)


def test_the_winner_chooses_the_split_of_its_advantage():
    s = declared(CARD, civ(5), civ(1, food=3, resources=5), civ())
    s.end_turn()
    fight(s)
    assert outcome(s) == (0, 4)
    d = s.decision()
    assert d.seat == 0 and d.kind == "option"
    assert [a["option"] for a in s.actions("choose")] == ["f3r1", "f2r2", "f1r3", "f0r4"]
    s.choose("f1r3")
    assert stock(s, 1) == (2, 2)
    assert stock(s, 0) == (1, 3)
    assert s.state.military_discards["II"] == [f"{CARD}#1"]


def test_a_loser_with_less_loses_all_without_a_question():
    s = fought(CARD, civ(11), civ(1, food=2, resources=1), civ())  # advantage 10
    assert stock(s, 1) == (0, 0)
    assert stock(s, 0) == (2, 1)
    assert s.decision().kind == "turn"


def test_only_food_left_is_taken_as_food():
    s = fought(CARD, civ(4), civ(1, food=6, resources=0), civ())  # advantage 3
    assert stock(s, 1) == (3, 0) and stock(s, 0) == (3, 0)


def test_a_stronger_target_chooses_and_takes_from_the_declarer():
    s = declared(CARD, civ(1, food=4, resources=4), civ(3), civ())
    s.end_turn()
    fight(s)
    assert outcome(s) == (1, 2)
    assert s.decision().seat == 1
    s.choose("f0r2")
    assert stock(s, 0) == (4, 2) and stock(s, 1) == (0, 2)


def test_equal_strengths_change_nothing():
    s = fought(CARD, civ(2, food=4, resources=4), civ(2, food=4, resources=4), civ())
    assert outcome(s) is None
    assert stock(s, 0) == (4, 4) and stock(s, 1) == (4, 4)
    # one Warriors more and the declarer takes 1 (its only choice of split: resources)
    s = fought(CARD, civ(3, food=4, resources=4), civ(2, food=0, resources=4), civ())
    assert stock(s, 0) == (4, 5) and stock(s, 1) == (0, 3)


def test_a_sacrifice_turns_the_war():
    # 2 against 3: the declarer would lose 1; sacrificing both Warriors: 4 against 3
    s = fought(CARD, civ(2, food=0, resources=0), civ(3, food=0, resources=5), civ(), by=("Warriors",) * 2)
    assert outcome(s) == (0, 1)
    assert stock(s, 1) == (0, 4) and stock(s, 0) == (0, 1)
    assert s.ratings(0).strength == 0
