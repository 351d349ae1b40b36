from .plain_helpers import board
from .shared_events import revealing

EVENT = "II:Crime Wave"


def army(warriors: int, **more) -> dict:
    """A civilization whose strength is its number of Warriors."""
    return {"technologies": board(Warriors=warriors), "culture": 10, "blue_bank": 10, **more}


def reveal(*players, **position):
    return revealing(EVENT, players, age="II", **position)


def test_the_two_weakest_lose_3_culture_and_a_blue_token():
    s = reveal(army(3), army(1), army(2))
    assert [s.player(q).culture for q in range(3)] == [10, 7, 7]
    assert [s.player(q).blue for q in range(3)] == [10, 9, 9]


def test_with_two_players_only_the_weakest_suffers():
    s = reveal(army(1), army(2))
    assert [s.player(q).culture for q in range(2)] == [7, 10]
    assert [s.player(q).blue for q in range(2)] == [9, 10]


def test_culture_stops_at_0():
    s = reveal(army(3, culture=2), army(0, culture=1), army(5))
    assert [s.player(q).culture for q in range(3)] == [0, 0, 10]


def test_tied_civilizations_the_current_player_counts_as_stronger():
    # all tied: seat 0 reveals, so seats 0, 1, 2, 3 rank strongest to weakest
    s = reveal(army(1), army(1), army(1), army(1))
    assert [s.player(q).culture for q in range(4)] == [10, 10, 7, 7]
    s = reveal(army(1), army(1), army(1), army(1), turn_player=1)
    assert [s.player(q).culture for q in range(4)] == [7, 10, 10, 7]


def test_a_tie_for_second_weakest_spares_the_player_nearer_in_turn_order():
    s = reveal(army(2), army(0), army(2), turn_player=2)
    # seat 1 is weakest; seats 2 (current) and 0 tie: seat 0 comes after seat 2, so it is weaker
    assert [s.player(q).culture for q in range(3)] == [7, 7, 10]
