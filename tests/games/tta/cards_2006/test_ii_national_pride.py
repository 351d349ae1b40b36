from .helpers_events_ii import change, ii, on_turn, reveal, without_event

CARD = ii("National Pride")


def test_the_civilization_with_the_most_culture_scores_5():
    players = [{"culture": 10}, {"culture": 30}, {"culture": 20}]
    s, base = reveal(CARD, players), without_event(players)
    assert [change(s, base, q) for q in range(3)] == [{}, {"culture": 5}, {}]
    assert s.player(1).culture == 35
    assert on_turn(s, 0)


def test_one_civilization_only_ties_going_to_the_one_sooner_on_turn():
    players = [{"culture": 10}, {"culture": 20}, {"culture": 20}]
    s, base = reveal(CARD, players, revealer=2), without_event(players, revealer=2)
    assert [change(s, base, q) for q in range(3)] == [{}, {}, {"culture": 5}]
    s, base = reveal(CARD, players), without_event(players)
    assert [change(s, base, q) for q in range(3)] == [{}, {"culture": 5}, {}]
