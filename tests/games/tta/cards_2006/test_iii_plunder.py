"""Plunder (Age III aggression, 2006): the defender loses food and resources worth 8 in all (the
New Story card: 7), split as the attacker chooses, all it has if less; the attacker produces
exactly that; not against a civilization with neither food nor resources."""

from __future__ import annotations

from .helpers_wars import aggressions, attacking, civ, full, k

CARD = k("III", "Plunder")


def stock(s, seat: int) -> tuple[int, int]:
    return s.food(seat), s.resources(seat)


def test_the_attacker_chooses_the_split_of_eight():
    s = attacking(CARD, civ(4), civ(1, food=6, resources=5))
    assert s.decision().seat == 0
    assert [a["option"] for a in s.actions("choose")] == ["f6r2", "f5r3", "f4r4", "f3r5"]
    s.choose("f4r4")
    assert stock(s, 1) == (2, 1) and stock(s, 0) == (4, 4)
    assert s.actions_left(0)[1] == 0  # 2 military actions


def test_a_defender_with_less_loses_all_without_a_question():
    s = attacking(CARD, civ(4), civ(1, food=3, resources=4))
    assert stock(s, 1) == (0, 0) and stock(s, 0) == (3, 4)
    assert s.decision().kind == "turn"


def test_not_playable_against_a_civilization_with_neither():
    assert aggressions(full(civ(4, military_hand=[CARD]), civ(1), age="III")) == []
    assert aggressions(full(civ(4, military_hand=[CARD]), civ(1, resources=1), age="III")) == [(CARD, 1)]
