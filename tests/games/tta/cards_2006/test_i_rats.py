from .helpers_events import change
from .helpers_events_later import civ, i, reveal_i, without_i

CARD = i("Rats")


def test_every_civilization_loses_all_its_food_but_no_resources():
    players = [civ(food=4, resources=3), civ(food=0)]
    s, base = reveal_i(CARD, players), without_i(players)
    assert [s.food(q) for q in range(2)] == [0, 0]
    assert change(s, base, 0) == {"food": -4, "blue": 4}
    assert change(s, base, 1) == {"food": -2, "blue": 2}  # what its farms produced at its turn's end
