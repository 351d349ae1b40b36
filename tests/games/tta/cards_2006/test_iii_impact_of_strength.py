from .helpers_events_later import civ, iii, scored

EVENT = iii("Impact of Strength")


def strength(warriors: int) -> dict:
    return civ(Warriors=warriors)


def test_four_players_score_15_10_5_0_by_strength():
    assert scored(EVENT, [strength(3), strength(0), strength(1), strength(2)]) == [15, 0, 5, 10]


def test_three_players_score_14_7_0():
    assert scored(EVENT, [strength(1), strength(3), strength(2)]) == [0, 14, 7]


def test_two_players_score_10_0():
    assert scored(EVENT, [strength(2), strength(1)]) == [10, 0]


def test_ties_at_the_end_the_starting_player_counts_as_current():
    players = [strength(1), strength(1), strength(1)]
    assert scored(EVENT, players, start_player=2) == [7, 0, 14]
