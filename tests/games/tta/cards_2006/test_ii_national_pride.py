from .helpers_events_ii import change, ii, on_turn, prepare, prepare_without

CARD = ii("National Pride")

# the Advanced game: the starting player prepares an Age II event (2 culture), which reveals
# National Pride


def test_the_civilization_with_the_most_culture_scores_5():
    players = [{"culture": 10}, {"culture": 30}, {"culture": 20}]
    s, base = prepare(CARD, players), prepare_without(players)
    assert [change(s, base, q) for q in range(3)] == [{}, {"culture": 5}, {}]
    assert s.player(1).culture == 35
    assert on_turn(s, 0)


def test_one_civilization_only_ties_going_to_the_one_sooner_on_turn():
    # seat 2 prepares: 18 + 2 ties seat 1's 20
    players = [{"culture": 10}, {"culture": 20}, {"culture": 18}]
    s, base = prepare(CARD, players, revealer=2), prepare_without(players, revealer=2)
    assert [s.player(q).culture for q in range(3)] == [10, 20, 25]
    assert [change(s, base, q) for q in range(3)] == [{}, {}, {"culture": 5}]
    players = [{"culture": 10}, {"culture": 20}, {"culture": 20}]
    s, base = prepare(CARD, players), prepare_without(players)  # seat 0 prepares: 12
    assert [change(s, base, q) for q in range(3)] == [{}, {"culture": 5}, {}]
