"""Loss of Sovereignty (Age III pact, 2006; 3-4 players): side A produces 2 more culture, side B
2 less (never below 0); neither party may attack the other, and nobody may declare war on B
(others' aggressions on B are allowed)."""

from __future__ import annotations

from .helpers_wars import a, aggressions, civ, k, with_pact

CARD = k("III", "Loss of Sovereignty")
INTERVENTION, WAR = k("III", "Armed Intervention"), k("III", "War over Culture")
RELIGION = a("Religion")
ATTACKER = {"military_hand": [INTERVENTION, WAR], "government": k("I", "Monarchy")}


def cultures(s) -> list[int]:
    return [s.ratings(seat).culture for seat in range(3)]


def test_a_has_two_culture_more_and_b_two_less():
    s = with_pact(CARD, civ(), civ(extra={RELIGION: 3}), civ(extra={RELIGION: 1}), by=1, partner=2, side="A")
    assert cultures(s) == [0, 3 + 2, 0]  # B: 1 - 2, not below 0
    s = with_pact(CARD, civ(), civ(extra={RELIGION: 3}), civ(extra={RELIGION: 3}), by=1, partner=2, side="A")
    assert cultures(s) == [0, 5, 1]


def test_nobody_may_declare_war_on_b_but_others_may_attack_it():
    # seat 1 holds A, seat 2 B; seat 0 is not a party
    s = with_pact(CARD, civ(4, **ATTACKER), civ(1, culture=3), civ(1, culture=3), by=1, partner=2, side="A")
    assert [x["rival"] for x in s.actions("war")] == [1]
    assert aggressions(s) == [(INTERVENTION, 1), (INTERVENTION, 2)]


def test_the_parties_may_not_attack_each_other():
    # seat 0 holds B, seat 1 A: seat 0 may attack only seat 2 (and declare war on anyone else)
    s = with_pact(CARD, civ(4, **ATTACKER), civ(1, culture=3), civ(1, culture=3), side="B")
    assert aggressions(s) == [(INTERVENTION, 2)]
    assert [x["rival"] for x in s.actions("war")] == [2]
