"""Spy (Age II aggression, 2006): up to 5 science taken; not against a civilization without
science. The seed's worked example is the first test."""

from .helpers_advanced import DEFENSE, aggressions, attacking, civ, game, i, ii

SPY = ii("Spy")
RIFLEMEN, KNIGHTS = ii("Riflemen"), i("Knights")


def test_the_seed_example_a_defender_with_3_science_loses_3_and_the_attacker_scores_3():
    # A: strength 14 (4 Riflemen, 2 Warriors); B: strength 10 (3 Knights, 4 Warriors), 3 science
    # and a Defense +4 in hand
    a = civ(warriors=2, extra={RIFLEMEN: 4}, science=7)
    b = civ(warriors=4, extra={KNIGHTS: 3}, science=3, military_hand=[DEFENSE["II"]])
    s = attacking(SPY, a, b)
    assert s.actions_left(0) == (4, 1)  # Spy costs 1 of Despotism's 2 military actions
    s.choose("Sacrifice a unit of Riflemen", "attack")  # attack 14 + 3 = 17
    assert s.decision().seat == 1
    # B could reach 17 only by sacrificing two Knights besides its Defense +4: it yields
    s.choose("yield")
    assert s.player(1).science == 0
    assert s.player(0).science == 10  # 3, not 5: only what the loser had
    assert s.ratings(0).strength == 11  # the sacrificed Riflemen are lost
    assert s.player(1).military_hand == [f"{DEFENSE['II']}#1"]  # B kept its Defense
    assert s.decision().kind == "turn" and s.decision().seat == 0


def test_at_most_5_science_is_taken():
    s = attacking(SPY, civ(warriors=4), civ(science=8))
    s.choose("attack")
    assert s.player(1).science == 3
    assert s.player(0).science == 5


def test_not_playable_against_a_civilization_without_science():
    s = game(civ(warriors=4, military_hand=[SPY]), civ(science=0))
    assert aggressions(s) == []
    s = game(civ(warriors=4, military_hand=[SPY]), civ(science=1))
    assert aggressions(s) == [(SPY, 1)]
