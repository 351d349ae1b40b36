from .helpers_events import change, on_turn
from .helpers_events_later import civ, i, reveal_i, without_i

CARD = i("Foray")


def test_the_two_strongest_each_take_3_food_and_resources_as_they_choose():
    strong = civ(Warriors=2)
    players = [{}, strong, strong, {}]  # strengths 1, 2, 2, 1
    s = reveal_i(CARD, players)
    assert s.decision().seat == 1  # clockwise from the revealer
    s.choose("f3")
    assert s.decision().seat == 2
    s.choose("f1r2")
    base = without_i(players)
    assert [change(s, base, q) for q in range(4)] == [
        {},
        {"food": 3, "blue": -3},
        {"food": 1, "resources": 2, "blue": -3},
        {},
    ]
    assert on_turn(s, 0)


def test_with_two_players_only_the_strongest():
    players = [{}, civ(Warriors=2)]
    s = reveal_i(CARD, players)
    s.choose("r3")
    assert on_turn(s, 0)
    base = without_i(players)
    assert [change(s, base, q) for q in range(2)] == [{}, {"resources": 3, "blue": -3}]
