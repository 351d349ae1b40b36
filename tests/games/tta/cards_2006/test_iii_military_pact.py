"""Military Pact (Age III pact, 2006; 3-4 players, sides alike): each party's strength is 4
higher (the New Story card: 3); it ends when one party attacks the other, and the attacker's
+4 does not count for that attack."""

from __future__ import annotations

from epocha.games.tta.aggressions import attack_strength

from .helpers_wars import civ, k, laid, with_pact

CARD = k("III", "Military Pact")
WAR = k("III", "War over Culture")


def strengths(s) -> list[int]:
    return [s.ratings(seat).strength for seat in range(3)]


def test_each_party_has_four_strength_more():
    s = laid(CARD, civ(2), civ(1), civ(1))
    assert strengths(s) == [6, 5, 1]


def test_its_bonus_does_not_count_against_the_partner():
    s = with_pact(CARD, civ(2), civ(1), civ(1))
    p = s.state.players
    assert attack_strength(s.state, p[0], p[1]) == 2
    assert attack_strength(s.state, p[0], p[2]) == 6


def test_a_war_declared_on_the_partner_ends_it():
    s = with_pact(CARD, civ(1, military_hand=[WAR], government=k("I", "Monarchy")), civ(1), civ(1))
    s.act("war", card=WAR, rival=1)
    assert s.state.pacts == {} and strengths(s) == [1, 1, 1]
    assert s.events("pact_ended")[0]["args"]["how"] == "attack"


def test_cancelling_ends_the_effect():
    s = with_pact(CARD, civ(2), civ(1), civ(1))
    s.act("cancel_pact", card=CARD)
    assert strengths(s) == [2, 1, 1]
