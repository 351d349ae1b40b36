from .helpers_events import change, key, on_turn, reveal, without_event, workers_on

CARD = key("Development of Religion")
RELIGION = key("Religion")
FREE = "Build a temple on Religion (free)"


def test_players_with_an_unused_worker_may_build_a_free_temple_clockwise():
    players = [{}, {}, {}]
    s, base = reveal(CARD, players, revealer=1), without_event(players, revealer=1)
    assert s.chooser == 1
    s.choose(FREE)
    assert s.chooser == 2
    s.pass_()
    assert s.chooser == 0
    s.choose(FREE)
    assert on_turn(s, 1)
    assert [workers_on(s, q, RELIGION) for q in range(3)] == [1, 1, 0]
    assert change(s, base, 0) == {"unused": -1, "workers": 1}  # no resources paid
    assert change(s, base, 2) == {}
    assert s.actions_left(1) == (4, 2)  # the turn player's civil actions are all there


def test_players_without_an_unused_worker_are_not_asked():
    players = [{"unused_workers": 0, "technologies": {RELIGION: {}}}, {}]
    s = reveal(CARD, players)
    assert s.chooser == 1
    s.choose(FREE)
    assert workers_on(s, 0, RELIGION) == 0 and workers_on(s, 1, RELIGION) == 1


def test_the_government_limit_on_temples_still_holds():
    full = {key("Agriculture"): {"workers": 2}, RELIGION: {"workers": 2}}  # Despotism: 2 of a kind
    s = reveal(CARD, [{"technologies": full, "unused_workers": 2}, {"unused_workers": 0}])
    assert on_turn(s, 0)  # nobody could build: nobody was asked
    assert workers_on(s, 0, RELIGION) == 2 and s.player(0).pool == 2
