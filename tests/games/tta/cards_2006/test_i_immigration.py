from .helpers_events import change
from .helpers_events_later import civ, i, reveal_i, without_i

CARD = i("Immigration")


def test_every_civilization_tied_for_the_most_happy_faces_gains_a_worker():
    happy = civ(Religion=2)
    players = [{}, happy, {}, happy]
    s, base = reveal_i(CARD, players), without_i(players)
    assert [s.ratings(q).happy for q in range(4)] == [0, 2, 0, 2]
    gain = {"unused": 1, "yellow": -1}
    assert [change(s, base, q) for q in range(4)] == [{}, gain, {}, gain]  # no food is paid


def test_with_no_happy_faces_anywhere_everyone_is_tied():
    players = [{}, {"yellow_bank": 0}]
    s, base = reveal_i(CARD, players), without_i(players)
    assert [change(s, base, q) for q in range(2)] == [{"unused": 1, "yellow": -1}, {}]
