"""Trade Routes Agreement (Age I pact): once in each of its turns, side A may use 1 food as 1
resource, side B 1 resource as 1 food (an ability, no action)."""

from __future__ import annotations

from .shared_pacts import army, cancel, laid, with_pact

CARD = "I:Trade Routes Agreement"
A_LABEL = "Trade Routes Agreement: use 1 food as 1 resource (free)"
B_LABEL = "Trade Routes Agreement: use 1 resource as 1 food (free)"


def goods(s, seat):
    return s.food(seat), s.resources(seat)


def stocked():
    return army(food=3, resources=3)


def test_side_a_uses_one_food_as_one_resource_once_a_turn():
    s = with_pact(CARD, stocked(), stocked(), army(), side="A", age="I")
    assert s.labels("ability") == [A_LABEL]
    s.act("ability", card=CARD)
    assert goods(s, 0) == (2, 4)
    assert s.actions_left(0) == (4, 2)  # no civil or military action
    assert s.labels("ability") == []  # once a turn
    assert not s.actions("cancel_pact")  # it ended the politics phase
    lost = s.events("lose")[-1]["args"]
    assert (lost["kind"], lost["amount"], lost["why"]) == ("food", 1, CARD)


def test_side_b_uses_one_resource_as_one_food_in_its_own_turn():
    s = with_pact(CARD, stocked(), stocked(), army(), side="A", age="I")
    s.end_turn()
    assert s.state.turn_player == 1
    assert s.labels("ability") == [B_LABEL]
    s.act("ability", card=CARD)
    assert goods(s, 1) == (4, 2)
    assert s.labels("ability") == []


def test_the_layer_taking_side_b_uses_resources_as_food():
    s = laid(CARD, stocked(), stocked(), army(), side="B", age="I")
    assert s.state.pacts == {"I:Trade Routes Agreement#1": {"by": 0, "with": 1, "side": "B"}}
    assert s.labels("ability") == [B_LABEL]
    s.act("ability", card=CARD)
    assert goods(s, 0) == (4, 2)


def test_again_in_the_next_turn():
    s = with_pact(CARD, stocked(), stocked(), army(), side="A", age="I")
    s.act("ability", card=CARD)
    s.end_turn().end_turn().end_turn()
    assert s.state.turn_player == 0 and s.labels("ability") == [A_LABEL]


def test_not_offered_without_food_to_use():
    s = with_pact(CARD, army(food=0, resources=3), stocked(), army(), side="A", age="I")
    assert s.labels("ability") == []


def test_cancelling_ends_the_ability():
    s = with_pact(CARD, stocked(), stocked(), army(), side="A", age="I")
    cancel(s, CARD)
    assert s.labels("ability") == []
    s.end_turn()
    assert s.labels("ability") == []
