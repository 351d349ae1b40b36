from .helpers_events import change, on_turn
from .helpers_events_later import civ, i, reveal_i, without_i

CARD = i("Barbarians")


def player(culture: int, warriors: int = 1) -> dict:
    return civ(Warriors=warriors, culture=culture)


def test_the_culture_leader_among_the_two_weakest_loses_a_worker():
    players = [player(5), player(5, warriors=2), player(9)]  # strengths 1, 2, 1: seats 0 and 2 weakest
    s, base = reveal_i(CARD, players), without_i(players)
    assert [change(s, base, q) for q in range(3)] == [{}, {}, {"unused": -1, "yellow": 1}]
    assert on_turn(s, 0)


def test_a_strong_culture_leader_loses_nothing():
    players = [player(5), player(9, warriors=2), player(5)]
    s, base = reveal_i(CARD, players), without_i(players)
    assert [change(s, base, q) for q in range(3)] == [{}, {}, {}]


def test_tied_for_most_culture_the_current_player_is_the_leader():
    players = [player(9), player(5, warriors=2), player(9)]  # seat 0 reveals: it leads the tie
    s, base = reveal_i(CARD, players), without_i(players)
    assert [change(s, base, q) for q in range(3)] == [{"unused": -1, "yellow": 1}, {}, {}]
