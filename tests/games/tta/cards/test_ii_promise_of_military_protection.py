"""Promise of Military Protection (Age II pact): side A's culture rating +1; side B's strength +4
and culture rating -1 (never below 0). It ends when one party attacks the other, before the
defender answers; its bonuses do not count toward the attack's legality."""

from __future__ import annotations

from .shared_pacts import SPY, WAR, army, cancel, laid, rivals, with_pact

CARD = "II:Promise of Military Protection"
COPY = f"{CARD}#1"
BONUS = "II:Defense / Colonization"


def rated(s, seat):
    r = s.ratings(seat)
    return r.culture, r.strength


def test_side_a_has_one_culture_more_side_b_four_strength_more_and_one_culture_less():
    s = with_pact(CARD, army(2), army(3, **{"A:Religion": 2}), army(), side="A", age="II")
    assert rated(s, 0) == (1, 2)
    assert rated(s, 1) == (1, 7)  # Religion's 2 culture, 3 warriors
    assert rated(s, 2) == (0, 1)


def test_side_bs_culture_rating_does_not_go_below_zero():
    s = laid(CARD, army(), army(), army(), side="B", age="II")
    assert rated(s, 0) == (0, 5) and rated(s, 1) == (1, 1)
    s.end_turn()
    assert s.player(0).culture == 0


def test_an_aggression_by_b_on_a_ends_it_and_bs_four_did_not_make_it_legal():
    # B (seat 1): 4 warriors, 8 with the pact; A 4 warriors: not weaker than 4
    s = with_pact(CARD, army(4), army(4, military_hand=[SPY]), army(1), side="A", age="II", turn_player=1)
    assert rivals(s, "aggression") == [2]
    s = with_pact(
        CARD,
        army(3, military_hand=[BONUS]),
        army(4, military_hand=[SPY]),
        army(1),
        side="A",
        age="II",
        turn_player=1,
    )
    assert rivals(s, "aggression") == [0, 2]
    s.act("aggression", card=SPY, rival=0)
    assert s.events("aggression")[0]["args"]["strength"] == 4
    assert s.decision().seat == 0  # the defender answers: the pact is gone already
    assert s.state.pacts == {} and s.player(0).pacts == [] and s.player(1).pacts == []
    assert COPY in s.state.military_discards["II"]
    assert s.events("pact_ended")[0]["args"]["how"] == "attack"
    assert rated(s, 1) == (0, 4)


def test_an_aggression_by_a_on_b_ends_it_before_the_defence():
    # B: 1 warrior, 5 with the pact, and a +4 bonus card: 9 would hold, 5 does not
    s = with_pact(
        CARD,
        army(6, military_hand=[SPY]),
        army(1, science=6, military_hand=[BONUS]),
        army(1),
        side="A",
        age="II",
    )
    assert rivals(s, "aggression") == [1, 2]
    s.act("aggression", card=SPY, rival=1)
    assert s.state.pacts == {}
    assert s.decision().seat == 0  # the defender cannot match 6 with 1 + 4: it is not asked
    assert s.player(1).science == 1


def test_a_war_declared_on_the_other_ends_it():
    s = with_pact(CARD, army(1, military_hand=[WAR]), army(1), army(1), side="A", age="II")
    assert rivals(s, "war") == [1, 2]
    s.act("war", card=WAR, rival=1)
    assert s.state.pacts == {} and COPY in s.state.military_discards["II"]
    assert rated(s, 0) == (0, 1) and rated(s, 1) == (0, 1)


def test_an_attack_on_someone_else_does_not_end_it():
    s = with_pact(CARD, army(4, military_hand=[SPY]), army(1), army(1), side="A", age="II")
    s.act("aggression", card=SPY, rival=2)
    assert list(s.state.pacts) == [COPY]


def test_cancelling_ends_the_effect():
    s = with_pact(CARD, army(2), army(3, **{"A:Religion": 2}), army(), side="A", age="II", turn_player=1)
    cancel(s, CARD)
    assert rated(s, 0) == (0, 2) and rated(s, 1) == (2, 3)
