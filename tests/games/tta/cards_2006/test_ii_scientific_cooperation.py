"""Scientific Cooperation (Age II pact, 2006 edition; sides alike; 3-4 players): developing a
technology costs either party 2 science less and the other party pays 1 science; while the
other has no science, the party cannot develop technologies (seed 003's appendix, *Smlouva o
vědecké spolupráci*). Plays as the New Story card."""

from __future__ import annotations

from .helpers_military import laid, with_pact

CARD = "II:Scientific Cooperation (2006)"
IRON = "I:Iron (2006)"  # 5 science


def test_developing_costs_two_less_and_the_partner_pays_one():
    s = with_pact(CARD, {"science": 10, "civil_hand": [IRON]}, {"science": 3}, {"science": 3})
    assert s.labels("develop") == ["Develop Iron (1 civil action, 3 science)"]
    s.act("develop", card=IRON)
    assert s.player(0).science == 7
    assert s.player(1).science == 2 and s.player(2).science == 3


def test_the_partner_developing_makes_the_layer_pay_one():
    s = with_pact(CARD, {"science": 3}, {"science": 10, "civil_hand": [IRON]}, {}, turn_player=1)
    s.act("develop", card=IRON)
    assert s.player(1).science == 7 and s.player(0).science == 2


def test_offered_and_accepted_it_takes_effect_at_once():
    s = laid(CARD, {"science": 10, "civil_hand": [IRON]}, {"science": 1})
    s.act("develop", card=IRON)
    assert s.player(0).science == 7 and s.player(1).science == 0


def test_no_development_while_the_partner_has_no_science():
    s = with_pact(CARD, {"science": 10, "civil_hand": [IRON]}, {"science": 0}, {})
    assert s.actions("develop") == []


def test_cancelling_ends_the_effect():
    s = with_pact(CARD, {"science": 10, "civil_hand": [IRON]}, {"science": 0}, {})
    s.act("cancel_pact", card=CARD)
    assert s.labels("develop") == ["Develop Iron (1 civil action, 5 science)"]
    s.act("develop", card=IRON)
    assert s.player(0).science == 5 and s.player(1).science == 0
