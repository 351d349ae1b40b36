from .helpers_events import change
from .helpers_events_later import civ, i, reveal_i, without_i

CARD = i("Uncertain Borders")


def test_a_yellow_token_moves_from_the_weakest_to_the_strongest():
    players = [{}, civ(Warriors=2), civ(Warriors=0)]
    s, base = reveal_i(CARD, players), without_i(players)
    assert [change(s, base, q) for q in range(3)] == [{}, {"yellow": 1}, {"yellow": -1}]


def test_an_empty_yellow_bank_gives_nothing():
    players = [civ(Warriors=2), civ(Warriors=0, yellow_bank=0)]
    s, base = reveal_i(CARD, players), without_i(players)
    assert [change(s, base, q) for q in range(2)] == [{}, {}]
