from .helpers_events import change, key, on_turn, reveal, without_event

CARD = key("Development of Agriculture")


def test_every_civilization_gains_2_food():
    players = [{}, {}, {}]
    s, base = reveal(CARD, players), without_event(players)
    assert [change(s, base, q) for q in range(3)] == [{"food": 2, "blue": -2}] * 3
    assert on_turn(s, 0)  # nobody is asked anything
    assert [c.split("#")[0] for c in s.state.past_events] == [CARD]


def test_a_short_blue_bank_gains_what_it_can():
    players = [{"blue_bank": 1}, {}]
    s, base = reveal(CARD, players), without_event(players)
    assert change(s, base, 0) == {"food": 1, "blue": -1}
    assert change(s, base, 1) == {"food": 2, "blue": -2}
