from .helpers_age_i import board
from .helpers_events_ii import change, ii, on_turn, prepare, prepare_without, workers_on

CARD = ii("Emigration")
BRONZE = "A:Bronze (2006)"


def test_each_loses_half_its_discontent_workers_rounded_up_unused_ones_first():
    # the Advanced game: seat 0 prepares an event, which reveals Emigration
    # 3 discontent (6 yellow left, 5 faces asked, 2 from Religion) and 2 unused: 2 leave;
    # 1 discontent: 1 leaves; none: nothing
    players = [
        {"yellow_bank": 6, "unused_workers": 2, "technologies": board(Religion=2)},
        {"yellow_bank": 13},
        {},
    ]
    s, base = prepare(CARD, players), prepare_without(players)
    assert change(s, base, 0) == {"unused": -2, "yellow": 2}
    assert change(s, base, 1) == {"unused": -1, "yellow": 1}
    assert change(s, base, 2) == {}
    assert on_turn(s, 0)


def test_without_unused_workers_the_owner_chooses_which_to_give_up():
    players = [{}, {"yellow_bank": 11, "unused_workers": 0}]
    s, base = prepare(CARD, players), prepare_without(players)
    assert s.chooser == 1  # 2 discontent: 1 worker leaves
    s.choose(BRONZE)
    assert on_turn(s, 0)
    assert change(s, base, 1) == {"workers": -1, "yellow": 1}
    assert workers_on(s, 1, BRONZE) == 1
