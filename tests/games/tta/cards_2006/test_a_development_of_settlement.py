from .helpers_events import change, key, on_turn, reveal, without_event

CARD = key("Development of Settlement")


def test_every_civilization_gains_a_worker_without_paying_food():
    players = [{}, {}]
    s, base = reveal(CARD, players), without_event(players)
    assert [change(s, base, q) for q in range(2)] == [{"unused": 1, "yellow": -1}] * 2
    assert s.player(0).pool == 2
    assert on_turn(s, 0)


def test_an_empty_yellow_bank_gains_nothing():
    players = [{"yellow_bank": 0}, {}]
    s, base = reveal(CARD, players), without_event(players)
    assert change(s, base, 0) == {}
    assert change(s, base, 1) == {"unused": 1, "yellow": -1}
