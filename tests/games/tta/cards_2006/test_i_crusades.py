from .helpers_events import change
from .helpers_events_later import civ, i, reveal_i, without_i

CARD = i("Crusades")


def test_the_strongest_gains_4_culture_and_the_weakest_loses_4():
    players = [{"culture": 10}, {"culture": 10, **civ(Warriors=3)}, {"culture": 10}]
    s, base = reveal_i(CARD, players), without_i(players)
    # strengths 1, 3, 1: seat 1 strongest; of the tied seats 0 (on turn) and 2, seat 2 is weaker
    assert [change(s, base, q) for q in range(3)] == [{}, {"culture": 4}, {"culture": -4}]


def test_ties_the_current_player_is_the_strongest_and_the_weakest_loses_only_what_it_has():
    players = [{"culture": 10}, {"culture": 10}, {"culture": 3}]
    s, base = reveal_i(CARD, players), without_i(players)
    assert [change(s, base, q) for q in range(3)] == [{"culture": 4}, {}, {"culture": -3}]
    assert s.player(2).culture == 0
