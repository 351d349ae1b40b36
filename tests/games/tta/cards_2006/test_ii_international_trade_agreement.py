"""International Trade Agreement (Age II pact, 2006 edition; 3-4 players): side A produces 1
resource more, side B 1 food more, in each production phase. Plays as the New Story card."""

from __future__ import annotations

from .helpers_military import laid, made, with_pact

CARD = "II:International Trade Agreement (2006)"


def production(s, seat):
    f = made(s, seat)
    return f["food_made"], f["resources_made"]


def test_side_a_produces_one_resource_more_side_b_one_food_more():
    s = with_pact(CARD, side="A")  # seat 0 holds A, seat 1 B
    assert production(s, 0) == (2, 3)
    assert production(s, 1) == (3, 2)
    assert production(s, 2) == (2, 2)
    s.end_turn()
    assert (s.food(0), s.resources(0)) == (2, 3)
    s.end_turn()
    assert (s.food(1), s.resources(1)) == (3, 2)


def test_the_layer_may_take_side_b():
    s = laid(CARD, side="B")
    assert production(s, 0) == (3, 2) and production(s, 1) == (2, 3)


def test_cancelling_ends_the_effect():
    s = with_pact(CARD, side="A")
    s.act("cancel_pact", card=CARD)
    assert production(s, 0) == (2, 2) and production(s, 1) == (2, 2)
