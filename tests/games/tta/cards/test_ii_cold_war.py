from .plain_helpers import board
from .shared_events import revealing

EVENT = "II:Cold War"


def army(warriors: int) -> dict:
    """A civilization whose strength is its number of Warriors."""
    return {"technologies": board(Warriors=warriors), "science": 1}


def reveal(*players, **position):
    return revealing(EVENT, players, age="II", **position)


def test_the_two_strongest_score_6_science():
    s = reveal(army(3), army(1), army(5))
    assert [s.ratings(q).strength for q in range(3)] == [3, 1, 5]
    assert [s.player(q).science for q in range(3)] == [7, 1, 7]


def test_with_two_players_only_the_strongest_scores():
    s = reveal(army(1), army(2))
    assert [s.player(q).science for q in range(2)] == [1, 7]


def test_ties_go_to_the_current_player_then_turn_order():
    s = reveal(army(1), army(1), army(1), army(1), turn_player=2)
    assert [s.player(q).science for q in range(4)] == [1, 1, 7, 7]


def test_tie_for_second_goes_to_the_next_player_in_turn_order():
    s = reveal(army(1), army(4), army(2), army(2), turn_player=3)
    # seat 3 reveals: 3 before 0, 1, 2 in turn order, so seat 3 wins the tie with seat 2
    assert [s.player(q).science for q in range(4)] == [1, 7, 1, 7]
