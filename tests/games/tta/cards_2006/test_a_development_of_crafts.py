from .helpers_events import change, key, on_turn, reveal, without_event

CARD = key("Development of Crafts")


def test_every_civilization_gains_2_resources():
    players = [{}, {}, {}]
    s, base = reveal(CARD, players), without_event(players)
    assert [change(s, base, q) for q in range(3)] == [{"resources": 2, "blue": -2}] * 3
    assert on_turn(s, 0)


def test_a_short_blue_bank_gains_what_it_can():
    players = [{"blue_bank": 1}, {}, {"blue_bank": 0}]
    s, base = reveal(CARD, players, revealer=0), without_event(players, revealer=0)
    assert change(s, base, 0) == {"resources": 1, "blue": -1}
    assert change(s, base, 1) == {"resources": 2, "blue": -2}
