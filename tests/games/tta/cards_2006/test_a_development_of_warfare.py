from .helpers_events import change, key, on_turn, reveal, without_event, workers_on

CARD = key("Development of Warfare")
WARRIORS = key("Warriors")
FREE = "Build an infantry unit on Warriors (free)"


def test_players_with_an_unused_worker_may_build_warriors_for_free_clockwise():
    players = [{}, {}, {}]
    s, base = reveal(CARD, players, revealer=2), without_event(players, revealer=2)
    assert s.chooser == 2
    s.choose(FREE)
    assert s.chooser == 0
    s.pass_()
    assert s.chooser == 1
    s.choose(FREE)
    assert on_turn(s, 2)
    assert [workers_on(s, q, WARRIORS) for q in range(3)] == [1, 2, 2]
    assert change(s, base, 1) == {"unused": -1, "workers": 1}  # no resources paid
    assert change(s, base, 0) == {}
    assert s.actions_left(2) == (4, 2)  # no military action spent
    assert s.ratings(2).strength == 2


def test_players_without_an_unused_worker_are_not_asked():
    s = reveal(CARD, [{}, {"unused_workers": 0, "technologies": {WARRIORS: {"workers": 1}}}])
    assert s.chooser == 0
    s.choose(FREE)
    assert on_turn(s, 0)
    assert workers_on(s, 0, WARRIORS) == 2 and workers_on(s, 1, WARRIORS) == 1
