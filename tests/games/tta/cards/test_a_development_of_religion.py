from .shared_events import revealing

CARD = "A:Development of Religion"
HAND = "A:Development of Science"


def reveal(players, revealer=0):
    return revealing(CARD, players, hand=HAND, turn_player=revealer)


def temples(s, seat):
    return s.player(seat).workers.get(f"A:Religion#p{seat}", 0)


def test_players_with_an_unused_worker_may_build_a_free_temple_clockwise():
    seat1 = {"technologies": {"A:Bronze": {"workers": 2, "stored": 1}, "A:Religion": {}}, "unused_workers": 1}
    s = reveal([{}, seat1, {}], revealer=1)
    assert s.chooser == 1
    s.choose("Build a temple on Religion (free)")
    assert s.chooser == 2
    s.pass_()
    assert s.chooser == 0
    s.choose("Build a temple on Religion (free)")
    assert s.decision().kind == "turn"
    assert (temples(s, 0), temples(s, 1), temples(s, 2)) == (1, 1, 0)
    assert s.player(0).pool == 0 and s.player(1).pool == 0 and s.player(2).pool == 1
    assert s.resources(0) == 0 and s.resources(1) == 1  # free: no resources
    assert s.ratings(0).happy == 1 and s.ratings(0).culture == 1
    assert s.actions_left(0) == (4, 2)  # no civil action spent


def test_players_without_an_unused_worker_are_not_asked():
    s = reveal([{"unused_workers": 0}, {}])
    assert s.chooser == 1
    s.choose("Build a temple on Religion (free)")
    assert temples(s, 0) == 0 and temples(s, 1) == 1


def test_the_government_temple_limit_still_holds():
    full = {
        "A:Agriculture": {"workers": 2},
        "A:Religion": {"workers": 1},
        "I:Theology": {"workers": 1},
    }
    s = reveal([{"technologies": full, "unused_workers": 2}, {"unused_workers": 0}])
    assert s.decision().kind == "turn"  # Despotism allows 2 temples: nobody is asked
    assert temples(s, 0) == 1 and s.player(0).pool == 2
