from .helpers_events import change, key, on_turn, reveal, without_event

CARD = key("Development of Science")


def test_every_civilization_scores_2_science():
    players = [{}, {"science": 5}, {}]
    s, base = reveal(CARD, players), without_event(players)
    assert [change(s, base, q) for q in range(3)] == [{"science": 2}] * 3
    assert s.player(0).science == 2
    assert on_turn(s, 0)
