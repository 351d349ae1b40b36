"""Peace Treaty (Age III pact, 2006; 3-4 players, sides alike): each party produces 1 more
culture; neither may attack the other (a war declared before is still fought)."""

from __future__ import annotations

from .helpers_wars import a, aggressions, civ, k, laid, pact, three, with_pact

CARD = k("III", "Peace Treaty")
INTERVENTION, WAR = k("III", "Armed Intervention"), k("III", "War over Culture")
RELIGION = a("Religion")


def cultures(s) -> list[int]:
    return [s.ratings(seat).culture for seat in range(3)]


def test_each_party_produces_one_culture_more():
    s = laid(CARD, civ(extra={RELIGION: 1}), civ(), civ())
    assert cultures(s) == [2, 1, 0]


def test_neither_may_attack_the_other():
    hand = {"military_hand": [INTERVENTION, WAR], "government": k("I", "Monarchy")}
    s = with_pact(CARD, civ(4, **hand), civ(1, culture=5), civ(1, culture=5))
    assert aggressions(s) == [(INTERVENTION, 2)]
    assert [x["rival"] for x in s.actions("war")] == [2]
    s = three(civ(4, **hand), civ(1, culture=5), civ(1, culture=5))
    assert aggressions(s) == [(INTERVENTION, 1), (INTERVENTION, 2)]


def test_a_war_declared_before_is_still_fought():
    s = three(
        civ(5, culture=2),
        civ(1, culture=9),
        civ(),
        turn_player=2,
        wars=[{"card": WAR, "by": 0, "on": 1}],
        pacts=[pact(CARD, 0, 1)],
    )
    s.end_turn()
    s.choose("attack", "defend")
    assert s.player(0).culture == 6 and s.player(1).culture == 5
