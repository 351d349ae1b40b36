from .helpers_age_i import board
from .helpers_events_ii import change, ii, on_turn, prepare, prepare_without

CARD = ii("Cold War")

# the Advanced game: the starting player prepares an Age II event (2 culture), which reveals
# Cold War


def strength(n: int) -> dict:
    """A starting board with `n` Warriors (strength n)."""
    return {"technologies": board(Warriors=n)}


def test_the_two_strongest_score_6_science_each():
    players = [strength(1), strength(3), strength(2)]
    s, base = prepare(CARD, players), prepare_without(players)
    assert [change(s, base, q) for q in range(3)] == [{}, {"science": 6}, {"science": 6}]
    assert on_turn(s, 0)


def test_ties_go_to_the_current_player_then_the_next_in_turn_order():
    players = [strength(2), strength(2), strength(2), strength(2)]
    s, base = prepare(CARD, players, revealer=2), prepare_without(players, revealer=2)
    assert [change(s, base, q) for q in range(4)] == [{}, {}, {"science": 6}, {"science": 6}]


def test_with_two_players_only_the_strongest_scores():
    players = [strength(1), strength(2)]
    s, base = prepare(CARD, players), prepare_without(players)
    assert [change(s, base, q) for q in range(2)] == [{}, {"science": 6}]
