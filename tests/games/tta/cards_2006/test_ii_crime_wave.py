from .helpers_age_i import board
from .helpers_events_ii import change, ii, on_turn, prepare, prepare_without

CARD = ii("Crime Wave")

# the Advanced game: the starting player prepares an Age II event (2 culture), which reveals
# Crime Wave


def seat(warriors: int, culture: int = 10) -> dict:
    return {"technologies": board(Warriors=warriors), "culture": culture}


def test_the_two_weakest_lose_3_culture_and_a_blue_token_each():
    players = [seat(1), seat(3), seat(2), seat(4)]
    s, base = prepare(CARD, players), prepare_without(players)
    lost = {"culture": -3, "blue": -1}
    assert [change(s, base, q) for q in range(4)] == [lost, {}, lost, {}]
    assert s.player(0).blue == 17  # the token went to the box
    assert on_turn(s, 0)


def test_among_tied_civilizations_those_last_on_turn_are_the_weakest():
    players = [seat(1), seat(1), seat(1)]
    s, base = prepare(CARD, players), prepare_without(players)
    lost = {"culture": -3, "blue": -1}
    assert [change(s, base, q) for q in range(3)] == [{}, lost, lost]


def test_with_two_players_only_the_weakest_loses_and_culture_stops_at_0():
    players = [seat(2), seat(1, culture=2)]
    s, base = prepare(CARD, players), prepare_without(players)
    assert [change(s, base, q) for q in range(2)] == [{}, {"culture": -2, "blue": -1}]
