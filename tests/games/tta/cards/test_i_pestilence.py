from .shared_events import revealing

CARD = "I:Pestilence"
HAND = "A:Development of Science"


def reveal(players, revealer=0):
    return revealing(CARD, players, hand=HAND, turn_player=revealer)


def test_every_civilization_loses_an_unused_worker():
    s = reveal([{}, {}, {}])
    assert [s.player(q).pool for q in range(3)] == [0, 0, 0]
    assert [s.player(q).yellow for q in range(3)] == [19, 19, 19]
    assert s.decision().kind == "turn"


def test_owners_without_unused_workers_choose_clockwise_from_the_revealer():
    s = reveal([{"unused_workers": 0}, {}, {"unused_workers": 0}], revealer=1)
    assert s.player(1).pool == 0
    d = s.decision()
    assert d.seat == 2 and d.kind == "cards"
    s.choose("A:Philosophy")
    d = s.decision()
    assert d.seat == 0 and d.kind == "cards"
    s.choose("A:Warriors")
    assert "A:Philosophy#p2" not in s.player(2).workers
    assert "A:Warriors#p0" not in s.player(0).workers
    assert s.ratings(2).science == 0 and s.ratings(0).strength == 0
    assert [s.player(q).yellow for q in range(3)] == [19, 19, 19]
    assert s.decision().seat == 1 and s.decision().kind == "turn"


def test_a_civilization_with_no_workers_at_all_loses_nothing():
    s = reveal([{}, {"technologies": {"A:Agriculture": {}}, "unused_workers": 0}])
    assert s.player(1).yellow == 18
    assert s.player(0).pool == 0
