"""Scientific Cooperation (Age II pact, sides alike): developing a technology costs either party
2 science less and the other party pays 1 science; while the other has no science, the party
cannot develop technologies."""

from __future__ import annotations

from .shared_pacts import army, cancel, laid, with_pact

CARD = "II:Scientific Cooperation"
IRON = "I:Iron"  # 5 science


def test_developing_costs_two_less_and_the_partner_pays_one():
    s = laid(CARD, army(science=10, civil_hand=[IRON]), army(science=3), army(science=3), age="II")
    assert s.labels("develop") == ["Develop Iron (1 civil action, 3 science)"]
    s.act("develop", card=IRON)
    assert s.player(0).science == 7
    assert s.player(1).science == 2 and s.player(2).science == 3
    paid = s.events("science")[-1]["args"]
    assert paid == {"player": 1, "amount": -1, "why": CARD}


def test_the_partner_developing_makes_the_layer_pay_one():
    s = with_pact(CARD, army(science=3), army(science=10, civil_hand=[IRON]), army(), age="II", turn_player=1)
    s.act("develop", card=IRON)
    assert s.player(1).science == 7 and s.player(0).science == 2


def test_a_revolution_costs_two_less_too_and_the_partner_pays_one():
    s = with_pact(CARD, army(science=10, civil_hand=["I:Monarchy"]), army(science=3), army(), age="II")
    assert s.labels("revolution") == ["Revolution: Monarchy (4 civil actions)"]  # 2 science less: none
    s.act("revolution", card="I:Monarchy")
    assert s.player(0).science == 10 and s.player(1).science == 2


def test_no_development_while_the_partner_has_no_science():
    s = with_pact(CARD, army(science=10, civil_hand=[IRON, "I:Monarchy"]), army(science=0), army(), age="II")
    assert s.actions("develop") == [] and s.actions("revolution") == []
    s = with_pact(CARD, army(science=10, civil_hand=[IRON]), army(science=1), army(), age="II")
    assert s.labels("develop") == ["Develop Iron (1 civil action, 3 science)"]


def test_cancelling_ends_the_effect():
    s = with_pact(CARD, army(science=10, civil_hand=[IRON]), army(science=0), army(), age="II")
    cancel(s, CARD)
    assert s.labels("develop") == ["Develop Iron (1 civil action, 5 science)"]
    s.act("develop", card=IRON)
    assert s.player(0).science == 5 and s.player(1).science == 0
