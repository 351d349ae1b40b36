from .helpers_age_i import board
from .helpers_events_ii import change, ii, on_turn, prepare, prepare_without, workers_on

CARD = ii("Refugees")
WARRIORS = "A:Warriors (2006)"

# the Advanced game: the starting player prepares an Age II event (2 culture), which reveals
# Refugees


def seat(warriors: int, **more) -> dict:
    return {"technologies": board(Warriors=warriors), "culture": 10, **more}


def test_the_strongest_gains_3_culture_and_a_worker_the_weakest_loses_them():
    players = [seat(1, unused_workers=1), seat(3), seat(2)]
    s, base = prepare(CARD, players), prepare_without(players)
    assert change(s, base, 1) == {"culture": 3, "unused": 1, "yellow": -1}
    assert change(s, base, 0) == {"culture": -3, "unused": -1, "yellow": 1}
    assert change(s, base, 2) == {}
    assert on_turn(s, 0)


def test_ties_spare_the_current_player_and_a_weakest_without_unused_workers_chooses():
    players = [seat(2), seat(2, unused_workers=0)]
    s, base = prepare(CARD, players), prepare_without(players)
    assert s.chooser == 1
    s.choose(WARRIORS)
    assert on_turn(s, 0)
    assert change(s, base, 0) == {"culture": 3, "unused": 1, "yellow": -1}
    assert change(s, base, 1) == {"culture": -3, "workers": -1, "yellow": 1}
    assert workers_on(s, 1, WARRIORS) == 1
