"""Trade Routes Agreement (Age I pact, 2006 edition; 3-4 players): once in each of its turns,
side A may use 1 food as 1 resource and side B 1 resource as 1 food (an ability, no action).
Plays as the New Story card."""

from __future__ import annotations

from .helpers_military import board, k, laid, with_pact

CARD = k("I", "Trade Routes Agreement")
A_LABEL = "Trade Routes Agreement: use 1 food as 1 resource (free)"
B_LABEL = "Trade Routes Agreement: use 1 resource as 1 food (free)"


def stocked(food: int = 3, resources: int = 3) -> dict:
    return {"technologies": board(food=food, resources=resources)}


def goods(s, seat):
    return s.food(seat), s.resources(seat)


def test_side_a_uses_one_food_as_one_resource_once_a_turn():
    s = with_pact(CARD, stocked(), stocked(), stocked(), side="A", age="I")
    assert s.labels("ability") == [A_LABEL]
    s.act("ability", card=CARD)
    assert goods(s, 0) == (2, 4)
    assert s.actions_left(0) == (4, 2)  # no civil or military action
    assert s.labels("ability") == []  # once a turn


def test_side_b_uses_one_resource_as_one_food_in_its_own_turn():
    s = with_pact(CARD, stocked(), stocked(), stocked(), side="A", age="I")
    s.end_turn()
    assert s.state.turn_player == 1
    before = goods(s, 1)
    assert s.labels("ability") == [B_LABEL]
    s.act("ability", card=CARD)
    assert goods(s, 1) == (before[0] + 1, before[1] - 1)
    assert s.labels("ability") == []


def test_the_third_civilization_has_no_such_ability():
    s = with_pact(CARD, stocked(), stocked(), stocked(), side="A", age="I", turn_player=2)
    assert s.labels("ability") == []


def test_the_layer_taking_side_b_uses_resources_as_food():
    s = laid(CARD, stocked(), stocked(), stocked(), side="B", age="I")
    assert s.state.pacts == {f"{CARD}#1": {"by": 0, "with": 1, "side": "B"}}
    assert s.labels("ability") == [B_LABEL]
    s.act("ability", card=CARD)
    assert goods(s, 0) == (4, 2)


def test_not_offered_without_food_to_use():
    s = with_pact(CARD, stocked(food=0), stocked(), stocked(), side="A", age="I")
    assert s.labels("ability") == []
