from .shared_events import revealing

CARD = "A:Development of Warfare"
HAND = "A:Development of Science"


def reveal(players, revealer=0, **position):
    return revealing(CARD, players, hand=HAND, turn_player=revealer, **position)


def warriors(s, seat):
    return s.player(seat).workers.get(f"A:Warriors#p{seat}", 0)


def test_players_with_an_unused_worker_may_build_free_warriors():
    s = reveal([{}, {}], revealer=1)
    assert s.chooser == 1
    s.choose("Build an infantry unit on Warriors (free)")
    assert s.chooser == 0
    s.choose("Build an infantry unit on Warriors (free)")
    assert warriors(s, 0) == 2 and warriors(s, 1) == 2
    assert s.ratings(0).strength == 2
    assert s.player(0).pool == 0
    assert s.actions_left(0) == (4, 2)  # no military action spent
    assert s.actions_left(1) == (4, 2)


def test_a_player_may_decline_and_one_without_workers_is_not_asked():
    s = reveal([{}, {"unused_workers": 0}, {}])
    s.pass_()
    assert s.chooser == 2
    s.choose("Build an infantry unit on Warriors (free)")
    assert s.decision().kind == "turn"
    assert (warriors(s, 0), warriors(s, 1), warriors(s, 2)) == (1, 1, 2)
    assert s.player(0).pool == 1


def test_no_military_action_is_needed():
    s = reveal([{"actions_spent": {"ca": 0, "ma": 2}}, {"unused_workers": 0}])
    s.choose("Build an infantry unit on Warriors (free)")
    assert warriors(s, 0) == 2
    assert s.resources(0) == 0
