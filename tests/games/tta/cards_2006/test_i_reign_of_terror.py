from .helpers_events import change
from .helpers_events_later import civ, i, reveal_i, without_i

CARD = i("Reign of Terror")


def test_the_weakest_loses_a_worker():
    players = [{}, civ(Warriors=0), {}]
    s, base = reveal_i(CARD, players), without_i(players)
    assert [change(s, base, q) for q in range(3)] == [{}, {"unused": -1, "yellow": 1}, {}]


def test_among_the_tied_weakest_the_last_in_turn_order_loses():
    players = [{}, {}, {}]
    s, base = reveal_i(CARD, players, revealer=1), without_i(players, revealer=1)
    # seat 1 is on turn, then seat 2, then seat 0: seat 0 is the weakest of the tie
    assert [change(s, base, q) for q in range(3)] == [{"unused": -1, "yellow": 1}, {}, {}]
