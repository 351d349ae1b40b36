"""Open Borders Agreement (Age I pact, sides alike): each party has 1 more military action, and
+2 strength when attacking the other; the pact does not end on an attack."""

from __future__ import annotations

from .shared_pacts import SPY, WAR, army, cancel, laid, rivals, with_pact
from .shared_wars import fought

CARD = "I:Open Borders Agreement"


def test_each_party_has_one_more_military_action_arriving_unspent():
    s = laid(CARD, age="I")
    assert s.actions_left(0) == (4, 3)  # Despotism's 2 and the pact's
    assert s.actions_left(1) == (4, 3)
    assert s.actions_left(2) == (4, 2)
    s.end_turn()
    assert s.state.turn_player == 1 and s.actions_left(1) == (4, 3)


def test_the_extra_military_action_can_be_spent():
    s = with_pact(CARD, army(3), army(), army(), age="I")
    for _ in range(3):
        s.act("disband", tech="A:Warriors")
    assert s.actions_left(0) == (4, 0)
    assert s.ratings(0).strength == 0


def test_attacking_the_other_party_adds_two_strength():
    # strength 2 against 3: only the partner, with the pact's +2, may be attacked
    s = with_pact(CARD, army(2, military_hand=[SPY]), army(3), army(3), age="II")
    assert rivals(s, "aggression") == [1]
    s.act("aggression", card=SPY, rival=1)
    assert s.events("aggression")[0]["args"]["strength"] == 4
    assert list(s.state.pacts) == ["I:Open Borders Agreement#1"]  # it does not end


def test_the_partner_attacking_the_layer_adds_two_strength_too():
    s = with_pact(CARD, army(3), army(2, military_hand=[SPY]), army(3), age="II", turn_player=1)
    assert rivals(s, "aggression") == [0]


def test_the_bonus_counts_when_a_war_on_the_other_is_fought():
    s = fought(
        WAR, army(2, science=4), army(3, science=4), army(1), pacts=[{"card": CARD, "by": 1, "with": 0}]
    )
    won = s.events("war_won")[0]["args"]
    assert (won["winner"], won["advantage"]) == (0, 1)  # 2 + 2 against 3
    assert s.player(0).science == 5 and s.player(1).science == 3
    assert s.state.pacts


def test_cancelling_ends_the_extra_action_and_the_bonus():
    s = with_pact(CARD, army(2, military_hand=[SPY]), army(3), army(3), age="II")
    assert s.actions_left(0) == (4, 3)
    cancel(s, CARD)
    assert s.actions_left(0) == (4, 2) and s.actions_left(1) == (4, 2)
    assert "I:Open Borders Agreement#1" in s.state.military_discards["I"]
    s.end_turn()
    assert s.actions_left(1) == (4, 2)
