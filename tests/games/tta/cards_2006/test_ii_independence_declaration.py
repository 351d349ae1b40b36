from .helpers_age_i import board
from .helpers_events_ii import change, ii, on_turn, prepare, prepare_without

CARD = ii("Independence Declaration")
HISTORIC, DEVELOPED, FERTILE = (f"I:{n} Territory (2006)" for n in ("Historic", "Developed", "Fertile"))

# the Advanced game (colonies): seat 0 prepares an event, which reveals Independence Declaration


def test_the_weakest_chooses_the_colony_it_loses_with_its_lasting_benefit():
    players = [
        {"colonies": [HISTORIC, DEVELOPED]},
        {"technologies": board(Warriors=2), "colonies": [FERTILE]},
    ]
    s, base = prepare(CARD, players), prepare_without(players)
    assert s.chooser == 0 and s.prompt() == "Independence Declaration: choose the colony you lose"
    s.choose(DEVELOPED)
    assert on_turn(s, 0)
    assert s.player(0).colonies == [f"{HISTORIC}#1"]
    assert f"{DEVELOPED}#1" in s.state.past_events
    assert change(s, base, 0) == {"blue": -1, "yellow": -1}  # its tokens go back
    assert change(s, base, 1) == {}
    assert s.player(1).colonies == [f"{FERTILE}#1"]


def test_a_lone_colony_is_lost_without_a_question_and_ties_spare_the_current_player():
    players = [{"colonies": [FERTILE]}, {"colonies": [HISTORIC]}]
    s, base = prepare(CARD, players), prepare_without(players)
    assert on_turn(s, 0)
    assert s.player(1).colonies == [] and s.player(0).colonies == [f"{FERTILE}#1"]
    assert (s.ratings(1).happy, base.ratings(1).happy) == (0, 1)


def test_nothing_happens_when_the_weakest_has_no_colony():
    players = [{"technologies": board(Warriors=2), "colonies": [HISTORIC]}, {}]
    s, base = prepare(CARD, players), prepare_without(players)
    assert on_turn(s, 0)
    assert s.player(0).colonies == [f"{HISTORIC}#1"]
    assert [change(s, base, q) for q in range(2)] == [{}, {}]
