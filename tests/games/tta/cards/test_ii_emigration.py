from .shared_events import revealing

EVENT = "II:Emigration"


def reveal(*players, **position):
    return revealing(EVENT, players, age="II", **position)


def test_half_the_discontent_workers_rounded_up_leave_from_the_unused_ones():
    # 10 yellow tokens in the bank: 3 happy faces needed, none: 3 discontent -> 2 leave
    s = reveal({"yellow_bank": 10, "unused_workers": 3}, {"yellow_bank": 14, "unused_workers": 1}, {})
    assert (s.player(0).pool, s.player(0).yellow) == (1, 12)
    # 14 in the bank: 1 discontent -> 1 leaves
    assert (s.player(1).pool, s.player(1).yellow) == (0, 15)
    assert (s.player(2).pool, s.player(2).yellow) == (1, 18)
    assert s.decision().kind == "turn"


def test_without_unused_workers_each_owner_chooses_clockwise_from_the_revealer():
    s = reveal(
        {}, {"yellow_bank": 12, "unused_workers": 0}, {"yellow_bank": 12, "unused_workers": 0}, turn_player=2
    )
    # seat 2 revealed it: seat 2 chooses first, then seat 1 (seat 0 is content)
    assert s.chooser == 2
    s.choose("A:Bronze")
    assert s.chooser == 1
    s.choose("A:Agriculture")
    assert s.player(2).workers["A:Bronze#p2"] == 1
    assert s.player(1).workers["A:Agriculture#p1"] == 1
    assert (s.player(1).yellow, s.player(2).yellow) == (13, 13)
    assert s.decision().kind == "turn" and s.chooser == 2


def test_unused_workers_first_then_a_chosen_worker():
    # 8 in the bank: 4 discontent -> 2 leave: the unused worker, then one chosen
    s = reveal({"yellow_bank": 8, "unused_workers": 1}, {})
    assert s.chooser == 0
    s.choose("A:Warriors")
    p = s.player(0)
    assert p.pool == 0 and "A:Warriors#p0" not in p.workers
    assert p.yellow == 10
