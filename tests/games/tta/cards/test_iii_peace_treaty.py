"""Peace Treaty (Age III pact, sides alike): each party's culture rating is 1 higher; neither may
attack the other (wars declared before are still fought)."""

from __future__ import annotations

from .shared_pacts import SPY, WAR, army, cancel, full, laid, pact, rivals, with_pact

CARD = "III:Peace Treaty"
HAND = [SPY, WAR]


def test_each_party_has_one_culture_more():
    s = laid(CARD, army(), army(**{"A:Religion": 2}), army())
    assert [s.ratings(seat).culture for seat in range(3)] == [1, 3, 0]
    s.end_turn()
    assert s.player(0).culture == 1


def test_neither_party_may_attack_the_other():
    s = with_pact(CARD, army(4, military_hand=HAND), army(1), army(1))
    assert rivals(s, "aggression") == [2] and rivals(s, "war") == [2]
    s = with_pact(CARD, army(1), army(4, military_hand=HAND), army(1), turn_player=1)
    assert rivals(s, "aggression") == [2] and rivals(s, "war") == [2]


def test_others_may_attack_either_party():
    s = with_pact(CARD, army(1), army(1), army(4, military_hand=HAND), turn_player=2)
    assert rivals(s, "aggression") == [0, 1] and rivals(s, "war") == [0, 1]


def test_a_war_declared_before_is_still_fought():
    s = full(
        army(4, science=5),
        army(1, science=5),
        army(1),
        turn_player=2,
        wars=[{"card": WAR, "by": 0, "on": 1}],
        pacts=[pact(CARD, 1, 0)],
    )
    s.end_turn()
    won = s.events("war_won")[0]["args"]
    assert (won["winner"], won["advantage"]) == (0, 3)
    assert s.player(0).science == 8 and s.player(1).science == 2
    assert list(s.state.pacts) == [f"{CARD}#1"]


def test_cancelling_ends_the_effect():
    s = with_pact(CARD, army(4, military_hand=HAND), army(1), army(1))
    cancel(s, CARD)
    assert s.ratings(0).culture == 0 and s.ratings(1).culture == 0
    s = with_pact(CARD, army(4, military_hand=HAND), army(1), army(1), by=1, partner=2)
    assert rivals(s, "aggression") == [1, 2]  # (a pact the turn player is no party to)
