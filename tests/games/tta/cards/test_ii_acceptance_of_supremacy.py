"""Acceptance of Supremacy (Age II pact): side A produces 1 resource more, side B 1 resource
less; neither party may attack the other (no aggression, no war)."""

from __future__ import annotations

from .shared_pacts import SPY, WAR, army, cancel, laid, made, rivals, with_pact

CARD = "II:Acceptance of Supremacy"


def production(s, seat):
    f = made(s, seat)
    return f["resources_made"], f["resources_lost"]


def test_side_a_produces_one_resource_more_side_b_one_less():
    s = with_pact(CARD, side="A", age="II")  # seat 0 holds A, seat 1 B
    assert production(s, 0) == (3, 0)  # Bronze's 2 and 1
    assert production(s, 1) == (2, 1)
    assert production(s, 2) == (2, 0)
    s.end_turn()
    assert s.resources(0) == 3
    s.end_turn()
    assert s.resources(1) == 1
    lost = s.events("lose")[-1]["args"]
    assert (lost["player"], lost["kind"], lost["amount"], lost["why"]) == (1, "resources", 1, CARD)


def test_the_layer_may_take_side_b():
    s = laid(CARD, side="B", age="II")
    assert production(s, 0) == (2, 1) and production(s, 1) == (3, 0)


def test_neither_party_may_attack_the_other():
    s = with_pact(CARD, army(4, military_hand=[SPY, WAR]), army(1), army(1), side="A", age="II")
    assert rivals(s, "aggression") == [2] and rivals(s, "war") == [2]
    s = with_pact(
        CARD, army(1), army(4, military_hand=[SPY, WAR]), army(1), side="A", age="II", turn_player=1
    )
    assert rivals(s, "aggression") == [2] and rivals(s, "war") == [2]


def test_cancelling_ends_the_effect():
    s = with_pact(CARD, side="A", age="II")
    cancel(s, CARD)
    assert production(s, 0) == (2, 0) and production(s, 1) == (2, 0)
    s.end_turn()
    assert s.resources(0) == 2
