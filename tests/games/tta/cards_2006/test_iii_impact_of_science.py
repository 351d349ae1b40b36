from .helpers_events_later import civ, iii, scored

EVENT = iii("Impact of Science")


def science(rating: int) -> dict:
    return civ(Philosophy=rating)


def test_four_players_score_15_10_5_0_by_science_rating():
    assert scored(EVENT, [science(2), science(4), science(0), science(3)]) == [5, 15, 0, 10]


def test_three_players_score_14_7_0():
    assert scored(EVENT, [science(1), science(3), science(2)]) == [0, 14, 7]


def test_two_players_score_10_0():
    assert scored(EVENT, [science(1), science(2)]) == [0, 10]


def test_ties_at_the_end_the_starting_player_counts_as_current():
    players = [science(1), science(1), science(1)]
    assert scored(EVENT, players, start_player=1) == [0, 14, 7]
