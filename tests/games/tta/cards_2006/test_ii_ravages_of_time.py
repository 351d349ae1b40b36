from .helpers_events_ii import ii, on_turn, prepare, prepare_without

CARD = ii("Ravages of Time")
PYRAMIDS, TAJ_MAHAL, LIBRARY = "A:Pyramids (2006)", "I:Taj Mahal (2006)", "A:Library of Alexandria (2006)"
EIFFEL = ii("Eiffel Tower")

# the Advanced game: the starting player prepares an Age II event (2 culture), which reveals
# Ravages of Time


def test_each_civilization_flips_one_age_a_or_i_wonder_which_then_gives_2_culture():
    players = [{"wonders": [PYRAMIDS, TAJ_MAHAL]}, {"wonders": [LIBRARY]}, {}]
    s, base = prepare(CARD, players, revealer=1), prepare_without(players, revealer=1)
    # clockwise from the revealer: a lone wonder is flipped without a question
    assert s.player(1).ruined == [f"{LIBRARY}#1"]
    assert (s.ratings(1).science, s.ratings(1).culture) == (1, 2)  # was 2 science, 1 culture
    assert (base.ratings(1).science, base.ratings(1).culture) == (2, 1)
    assert s.chooser == 0
    assert s.choices() == [[f"{PYRAMIDS}#1"], [f"{TAJ_MAHAL}#1"]]
    s.choose(PYRAMIDS)
    assert on_turn(s, 1)
    assert s.player(0).ruined == [f"{PYRAMIDS}#1"]
    assert s.player(0).wonders == [f"{PYRAMIDS}#1", f"{TAJ_MAHAL}#1"]  # still completed wonders
    # the Pyramids' civil action is gone; 2 culture more beside the Taj Mahal's 3
    assert (base.player(0).totals["ca"], s.player(0).totals["ca"]) == (5, 4)
    assert (base.ratings(0).culture, s.ratings(0).culture) == (3, 5)


def test_a_ruined_wonder_is_not_flipped_again():
    players = [{"wonders": [PYRAMIDS, LIBRARY], "ruined": [LIBRARY]}, {}]
    s = prepare(CARD, players)
    assert on_turn(s, 0)
    assert s.player(0).ruined == [f"{LIBRARY}#1", f"{PYRAMIDS}#1"]
