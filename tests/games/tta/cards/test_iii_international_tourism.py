"""International Tourism (Age III pact, sides alike): each party's culture rating is higher by
the number of completed wonders the other party has, ruined ones included (§19)."""

from __future__ import annotations

from .shared_pacts import army, cancel, full, laid, with_pact

CARD = "III:International Tourism"
TWO = {"wonders": ["A:Pyramids", "I:Great Wall"], "ruined": ["A:Pyramids"]}


def test_each_party_has_one_culture_more_for_each_wonder_of_the_other():
    own = full(army(), army(**TWO), army()).ratings(1).culture  # without the pact
    s = with_pact(CARD, army(), army(**TWO), army(), by=1, partner=0)
    assert s.ratings(0).culture == 2  # a ruined wonder counts
    assert s.ratings(1).culture == own  # seat 0 has no wonder
    assert s.ratings(2).culture == 0
    s.end_turn()
    assert s.player(0).culture == 2


def test_both_ways():
    players = (army(wonders=["A:Colossus"]), army(**TWO), army())
    plain = full(*players)
    s = laid(CARD, *players)
    assert s.ratings(0).culture == plain.ratings(0).culture + 2
    assert s.ratings(1).culture == plain.ratings(1).culture + 1


def test_cancelling_ends_the_effect():
    s = with_pact(CARD, army(), army(**TWO), army())
    assert s.ratings(0).culture == 2
    cancel(s, CARD)
    assert s.ratings(0).culture == 0
