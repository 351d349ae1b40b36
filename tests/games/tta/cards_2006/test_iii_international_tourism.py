"""International Tourism (Age III pact, 2006; 3-4 players, sides alike): each party produces 1
more culture for every completed wonder the other party has; it forbids no attack."""

from __future__ import annotations

from .helpers_wars import aggressions, civ, k, laid, three, with_pact

CARD = k("III", "International Tourism")
WONDERS = [k("A", "Pyramids"), k("A", "Hanging Gardens")]
OTHERS = [k("A", "Colossus"), k("A", "Library of Alexandria")]
INTERVENTION = k("III", "Armed Intervention")


def cultures(s) -> list[int]:
    return [s.ratings(seat).culture for seat in range(3)]


def test_each_party_gains_one_culture_per_wonder_of_the_other():
    players = (civ(), civ(wonders=WONDERS), civ(wonders=OTHERS))
    base = cultures(three(*players))
    s = laid(CARD, *players)
    assert cultures(s) == [base[0] + 2, base[1], base[2]]  # seat 0 has no wonder: seat 1 gains none


def test_both_ways():
    players = (civ(wonders=OTHERS[:1]), civ(wonders=WONDERS), civ())
    base = cultures(three(*players))
    s = with_pact(CARD, *players)
    assert cultures(s) == [base[0] + 2, base[1] + 1, base[2]]


def test_it_forbids_no_attack():
    s = with_pact(CARD, civ(4, military_hand=[INTERVENTION]), civ(1, culture=3), civ(1, culture=3))
    assert aggressions(s) == [(INTERVENTION, 1), (INTERVENTION, 2)]
