from .shared_events import civ, cultures, revealing, scoring_at_the_end

EVENT = "III:Impact of Science"


def reveal(*players, age="III", **position):
    """The event revealed during play: it scores at once."""
    return revealing(EVENT, players, age=age, **position)


def final(*players, **position):
    """The event left in the current events when the game ends: scored then."""
    return scoring_at_the_end(EVENT, *players, **position)


def science(rating: int, **more) -> dict:
    return civ(**{"A:Philosophy": rating}, **more)


def test_four_players_score_15_10_5_0_by_science_rating():
    s = reveal(science(5), science(3), science(1), science(7))
    assert cultures(s) == [10, 5, 0, 15]


def test_three_players_score_14_7_0():
    s = reveal(science(1), science(3), science(2))
    assert cultures(s) == [0, 14, 7]


def test_two_players_score_10_0():
    s = reveal(science(2, culture=3), science(1))
    assert cultures(s) == [13, 0]


def test_ties_go_to_the_current_player_then_turn_order():
    s = reveal(science(2), science(2), science(2), science(1), turn_player=1)
    assert cultures(s) == [5, 15, 10, 0]


def test_at_the_end_of_the_game_the_starting_player_counts_as_current():
    s = final(science(2), science(2), science(2), start_player=2, turn_player=1)
    assert cultures(s) == [7, 0, 14]


def test_a_resigned_player_changes_the_scale():
    s = final(science(3), science(1), science(2, resigned=True))
    assert cultures(s) == [10, 0, 0]
