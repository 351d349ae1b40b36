from .helpers_events_ii import ii, on_turn, prepare, prepare_without

CARD = ii("Iconoclasm")
HAMMURABI, JOAN, NEWTON = "A:Hammurabi (2006)", "I:Joan of Arc (2006)", ii("Isaac Newton")


def test_leaders_of_earlier_ages_leave_play_those_of_the_current_age_stay():
    # the Advanced game (Age II leaders in play): seat 0 prepares an event, which reveals Iconoclasm
    players = [{"leader": HAMMURABI}, {"leader": JOAN}, {"leader": NEWTON}, {}]
    s = prepare(CARD, players)
    assert [s.player(q).leader for q in range(4)] == [None, None, f"{NEWTON}#1", None]
    assert [e["args"]["card"] for e in s.events("leader_removed")] == [HAMMURABI, JOAN]
    assert f"{HAMMURABI}#1" in s.state.removed and f"{JOAN}#1" in s.state.removed
    assert on_turn(s, 0)


def test_the_leaders_lasting_effects_go_and_no_action_comes_back():
    # the Advanced game: seat 0 prepares an event, which reveals Iconoclasm
    players = [{"leader": HAMMURABI}, {}]
    s, base = prepare(CARD, players), prepare_without(players)
    # Hammurabi's civil action for a military one is gone; the turn's actions are as they were
    assert base.player(0).totals == {"ca": 5, "ma": 1}
    assert s.player(0).totals == {"ca": 4, "ma": 2}
    assert s.player(0).ca_spent == base.player(0).ca_spent == 0
