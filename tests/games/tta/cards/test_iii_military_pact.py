"""Military Pact (Age III pact, sides alike): each party's strength is 3 higher; it ends when one
party attacks the other, before the defender answers, and the attacker's +3 does not count
toward the attack's legality."""

from __future__ import annotations

from .shared_pacts import SPY, WAR, army, cancel, laid, rivals, with_pact

CARD = "III:Military Pact"
COPY = f"{CARD}#1"


def strengths(s):
    return [s.ratings(seat).strength for seat in range(3)]


def test_each_party_has_three_strength_more():
    s = laid(CARD, army(2), army(1), army(1))
    assert strengths(s) == [5, 4, 1]
    assert s.player(0).pacts == [COPY] and s.player(1).pacts == [COPY]


def test_the_attackers_three_do_not_make_an_aggression_on_the_partner_legal():
    # 4 warriors (7 with the pact) against the partner's 1 (4 with it): 4 is not more than 4
    s = with_pact(CARD, army(4, military_hand=[SPY]), army(1), army(1))
    assert rivals(s, "aggression") == [2]


def test_an_aggression_on_the_partner_ends_it_before_the_defender_answers():
    bonus = "III:Defense / Colonization"
    s = with_pact(CARD, army(5, military_hand=[SPY]), army(1, science=6, military_hand=[bonus]), army(1))
    assert rivals(s, "aggression") == [1, 2]
    s.act("aggression", card=SPY, rival=1)
    assert s.events("aggression")[0]["args"]["strength"] == 5
    assert s.state.pacts == {} and COPY in s.state.military_discards["III"]
    assert strengths(s) == [5, 1, 1]
    ended = s.events("pact_ended")[0]["args"]
    assert ended == {"card": CARD, "by": 0, "partner": 1, "how": "attack"}
    d = s.decision()  # the defender answers without the pact's +3
    assert d.seat == 1
    assert s.prompt() == "Player 1 attacks you with Spy (strength 5); your defence: 1"


def test_a_war_declared_on_the_partner_ends_it():
    s = with_pact(CARD, army(1, military_hand=[WAR]), army(1), army(1), by=1, partner=0)
    s.act("war", card=WAR, rival=1)
    assert s.state.pacts == {} and strengths(s) == [1, 1, 1]
    assert s.events("pact_ended")[0]["args"]["how"] == "attack"


def test_an_attack_on_a_third_civilization_keeps_it():
    s = with_pact(CARD, army(1, military_hand=[SPY]), army(1), army(3))
    assert rivals(s, "aggression") == [2]  # 4 with the pact against 3
    s.act("aggression", card=SPY, rival=2)
    assert list(s.state.pacts) == [COPY]


def test_cancelling_ends_the_effect():
    s = with_pact(CARD, army(2), army(1), army(1), turn_player=1)
    cancel(s, CARD)
    assert strengths(s) == [2, 1, 1]
