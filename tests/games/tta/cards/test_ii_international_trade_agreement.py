"""International Trade Agreement (Age II pact): side A produces 1 resource more, side B 1 food
more, in each production phase."""

from __future__ import annotations

from .shared_pacts import army, cancel, laid, made, with_pact

CARD = "II:International Trade Agreement"


def production(s, seat):
    f = made(s, seat)
    return f["food_made"], f["resources_made"]


def test_side_a_produces_one_resource_more_side_b_one_food_more():
    s = with_pact(CARD, side="A", age="II")  # seat 0 holds A, seat 1 B
    assert production(s, 0) == (2, 3)
    assert production(s, 1) == (3, 2)
    assert production(s, 2) == (2, 2)
    s.end_turn()
    assert (s.food(0), s.resources(0)) == (2, 3)
    s.end_turn()
    assert (s.food(1), s.resources(1)) == (3, 2)


def test_the_layer_may_take_side_b():
    s = laid(CARD, side="B", age="II")
    assert production(s, 0) == (3, 2) and production(s, 1) == (2, 3)


def test_the_extra_is_made_after_the_farms_or_mines_the_blue_bank_permitting():
    # 3 blue tokens: side A's farm takes 2, its mine 1, nothing is left for the pact
    s = with_pact(CARD, army(blue_bank=3), army(blue_bank=3), army(), side="A", age="II")
    assert production(s, 0) == (2, 1)
    # side B's extra food comes right after its farm: the mine has nothing left
    assert production(s, 1) == (3, 0)


def test_cancelling_ends_the_effect():
    s = with_pact(CARD, army(), army(), army(), side="A", age="II", turn_player=1)
    cancel(s, CARD)
    assert production(s, 0) == (2, 2) and production(s, 1) == (2, 2)
    s.end_turn()
    assert (s.food(1), s.resources(1)) == (2, 2)
