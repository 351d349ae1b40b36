from epocha.games.tta.ratings import discontent as discontent_workers

from .helpers_events_ii import change, ii, on_turn, prepare, prepare_without

CARD = ii("Civil Unrest")
# the yellow bank asks for 2 happy faces (11 tokens left) and 1 (13 left): none on the board
PLAYERS = [{"yellow_bank": 11, "culture": 8}, {"yellow_bank": 13, "culture": 10}, {"culture": 10}]


def test_each_civilization_loses_4_culture_per_discontent_worker_and_no_blue_token():
    # the Advanced game: seat 0 prepares an Age II event (2 culture), which reveals Civil Unrest
    s, base = prepare(CARD, PLAYERS), prepare_without(PLAYERS)
    assert [discontent_workers(s.state, s.player(q)) for q in range(3)] == [2, 1, 0]
    # the New Story card would also take a blue token from seat 0 (the most discontent workers)
    assert [change(s, base, q) for q in range(3)] == [{"culture": -8}, {"culture": -4}, {}]
    assert s.player(0).culture == 2  # 8 + 2 - 8
    assert on_turn(s, 0)


def test_culture_stops_at_0():
    players = [{"yellow_bank": 11, "culture": 5}, {}]
    s = prepare(CARD, players)
    assert s.player(0).culture == 0  # 5 + 2 - 8
