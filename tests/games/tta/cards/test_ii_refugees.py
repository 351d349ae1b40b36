from .plain_helpers import board
from .shared_events import revealing

EVENT = "II:Refugees"


def army(warriors: int, **more) -> dict:
    """A civilization whose strength is its number of Warriors."""
    return {"technologies": board(Warriors=warriors), "culture": 10, "unused_workers": 1, **more}


def reveal(*players, turn_player=0):
    return revealing(EVENT, players, age="II", turn_player=turn_player)


def test_the_strongest_gains_and_the_weakest_loses_culture_and_population():
    s = reveal(army(1), army(3, yellow_bank=12), army(0, yellow_bank=12))
    assert [s.player(q).culture for q in range(3)] == [10, 13, 7]
    assert (s.player(1).pool, s.player(1).yellow) == (2, 11)
    assert (s.player(2).pool, s.player(2).yellow) == (0, 13)
    assert (s.player(0).pool, s.player(0).yellow) == (1, 18)


def test_a_weakest_without_unused_workers_chooses_a_worker():
    s = reveal(army(1, unused_workers=0, yellow_bank=12), army(3))
    assert s.chooser == 0
    s.choose("A:Agriculture")
    assert s.player(0).workers["A:Agriculture#p0"] == 1
    assert s.player(0).yellow == 13
    assert s.player(0).culture == 7


def test_an_empty_yellow_bank_gives_no_population_and_culture_stops_at_0():
    s = reveal(army(2, culture=1), army(5, yellow_bank=0))
    assert (s.player(1).culture, s.player(1).pool) == (13, 1)
    assert (s.player(0).culture, s.player(0).pool) == (0, 0)


def test_when_all_are_tied_the_current_player_is_strongest_and_the_last_in_turn_order_weakest():
    s = reveal(army(1), army(1), army(1), turn_player=1)
    assert [s.player(q).culture for q in range(3)] == [7, 13, 10]
