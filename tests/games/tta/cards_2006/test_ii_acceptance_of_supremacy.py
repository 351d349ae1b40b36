"""Acceptance of Supremacy (Age II pact, 2006 edition; 3-4 players): side A produces 1 resource
more, side B 1 resource less; neither party may attack the other. Plays as the New Story card
(seed 003 illustrates it: *Uznání svrchovanosti*)."""

from __future__ import annotations

from epocha.games.tta.aggressions import aggression_targets, may_attack

from .helpers_military import laid, made, three, with_pact

CARD = "II:Acceptance of Supremacy (2006)"


def production(s, seat):
    f = made(s, seat)
    return f["resources_made"], f["resources_lost"]


def test_side_a_produces_one_resource_more_side_b_one_less():
    s = with_pact(CARD, side="A")  # seat 0 holds A, seat 1 B
    assert production(s, 0) == (3, 0)  # Bronze's 2 and 1
    assert production(s, 1) == (2, 1)
    assert production(s, 2) == (2, 0)
    s.end_turn()
    assert s.resources(0) == 3
    s.end_turn()
    assert s.resources(1) == 1


def test_the_layer_may_take_side_b():
    s = laid(CARD, side="B")
    assert production(s, 0) == (2, 1) and production(s, 1) == (3, 0)


def test_neither_party_may_attack_the_other():
    s = with_pact(CARD, side="A")
    p = s.state.players
    assert aggression_targets(s.state, p[0]) == [2]
    assert aggression_targets(s.state, p[1]) == [2]
    assert not may_attack(s.state, p[1], 0) and may_attack(s.state, p[2], 0)
    # without the pact anyone may be attacked in the Advanced game
    plain = three()
    assert aggression_targets(plain.state, plain.state.players[0]) == [1, 2]


def test_cancelling_ends_the_effect():
    s = with_pact(CARD, side="A")
    s.act("cancel_pact", card=CARD)
    assert production(s, 0) == (2, 0) and production(s, 1) == (2, 0)
    assert aggression_targets(s.state, s.state.players[0]) == [1, 2]
