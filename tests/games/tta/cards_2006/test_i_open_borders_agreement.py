"""Open Borders Agreement (Age I pact, 2006 edition; sides alike; 3-4 players): each party has 1
more military action, and +3 strength when attacking the other (the New Story card: +2); the
pact does not end on an attack.

In the Advanced game any rival may be attacked (units may be sacrificed), so the bonus shows in
the attacker's strength against its partner (`attack_strength`, the strength an aggression
starts from).
"""

from __future__ import annotations

from epocha.games.tta.aggressions import attack_strength
from epocha.games.tta.pacts import ended_by_attack

from .helpers_military import board, k, laid, three, with_pact

CARD = k("I", "Open Borders Agreement")


def warriors(n: int) -> dict:
    return {"technologies": board(Warriors=n)}


def test_each_party_has_one_more_military_action():
    s = laid(CARD, warriors(2), warriors(3), warriors(1), age="I")
    assert s.actions_left(0) == (4, 3)  # Despotism's 2 and the pact's
    assert s.actions_left(1) == (4, 3)
    assert s.actions_left(2) == (4, 2)
    s.end_turn()
    assert s.state.turn_player == 1 and s.actions_left(1) == (4, 3)


def test_the_extra_military_action_can_be_spent():
    s = with_pact(CARD, warriors(3), warriors(1), warriors(1), age="I")
    for _ in range(3):
        s.act("disband", tech=k("A", "Warriors"))
    assert s.actions_left(0) == (4, 0)
    assert s.ratings(0).strength == 0


def test_attacking_the_other_party_adds_three_strength():
    s = with_pact(CARD, warriors(2), warriors(3), warriors(1), age="I")
    p = s.state.players
    assert s.ratings(0).strength == 2 and s.ratings(1).strength == 3
    assert attack_strength(s.state, p[0], p[1]) == 2 + 3
    assert attack_strength(s.state, p[1], p[0]) == 3 + 3  # the partner attacking the layer too
    assert attack_strength(s.state, p[0], p[2]) == 2  # not against a third civilization
    assert attack_strength(s.state, p[2], p[0]) == 1
    assert ended_by_attack(s.state, 0, 1) == []  # an attack does not end it


def test_cancelling_ends_the_extra_action_and_the_bonus():
    s = with_pact(CARD, warriors(2), warriors(3), warriors(1), age="I")
    s.act("cancel_pact", card=CARD)
    # seed 003, line ~2000: a cancelled pact is discarded (to the military discards, line ~1669)
    assert not s.state.pacts and f"{CARD}#1" in s.state.military_discards["I"]
    assert s.actions_left(0) == (4, 2) and s.actions_left(1) == (4, 2)
    assert attack_strength(s.state, s.state.players[0], s.state.players[1]) == 2


def test_offered_only_while_three_civilizations_are_in_the_game():
    s = three({"military_hand": [CARD]}, age="I")
    assert [a["partner"] for a in s.actions("pact")] == [1, 2]
    s = three({"military_hand": [CARD]}, {}, {"resigned": True}, age="I")
    assert s.actions("pact") == []  # two left: pacts are not used


def test_a_new_pact_its_layer_lays_ends_it():
    hand = {**warriors(2), "military_hand": [k("I", "Trade Routes Agreement")]}
    s = with_pact(CARD, hand, warriors(3), warriors(1), age="I")
    s.act("pact", card=k("I", "Trade Routes Agreement"), partner=2, side="A")
    s.choose("accept")
    assert [c.split("#")[0] for c in s.state.pacts] == [k("I", "Trade Routes Agreement")]
    assert f"{CARD}#1" in s.state.military_discards["I"]
    assert s.actions_left(0) == (4, 2) and s.actions_left(1) == (4, 2)
