"""Loss of Sovereignty (Age III pact): side A's culture rating +2, side B's -2 (never below 0);
neither party may attack the other, and nobody may declare war on side B (aggressions by others
are allowed)."""

from __future__ import annotations

from .shared_pacts import SPY, WAR, army, cancel, laid, rivals, with_pact

CARD = "III:Loss of Sovereignty"
HAND = [SPY, WAR]


def test_side_a_has_two_culture_more_side_b_two_less():
    s = with_pact(CARD, army(), army(**{"A:Religion": 2}), army(**{"A:Religion": 1}), side="A")
    assert s.ratings(0).culture == 2
    assert s.ratings(1).culture == 0  # Religion's 2, less 2
    assert s.ratings(2).culture == 1
    s.end_turn()
    assert s.player(0).culture == 2


def test_side_bs_culture_rating_does_not_go_below_zero():
    s = laid(CARD, army(**{"A:Religion": 1}), army(), army(), side="B")
    assert s.ratings(0).culture == 0 and s.ratings(1).culture == 2


def test_neither_party_may_attack_the_other():
    s = with_pact(CARD, army(4, military_hand=HAND), army(1), army(1), side="A")
    assert rivals(s, "aggression") == [2] and rivals(s, "war") == [2]
    s = with_pact(CARD, army(1), army(4, military_hand=HAND), army(1), side="A", turn_player=1)
    assert rivals(s, "aggression") == [2] and rivals(s, "war") == [2]


def test_nobody_may_declare_war_on_side_b_aggressions_by_others_are_allowed():
    s = with_pact(CARD, army(1), army(1), army(4, military_hand=HAND), side="A", turn_player=2)
    assert rivals(s, "aggression") == [0, 1]
    assert rivals(s, "war") == [0]  # side A may be declared war on
    s = with_pact(CARD, army(1), army(1), army(4, military_hand=HAND), side="B", turn_player=2)
    assert rivals(s, "war") == [1]  # the layer holds B now


def test_cancelling_ends_the_effect():
    players = (army(1), army(1, **{"A:Religion": 2}), army(4, military_hand=HAND))
    s = with_pact(CARD, *players, side="A", turn_player=1)
    cancel(s, CARD)
    assert s.ratings(0).culture == 0 and s.ratings(1).culture == 2
    s.end_turn()
    assert s.state.turn_player == 2 and rivals(s, "war") == [0, 1]
