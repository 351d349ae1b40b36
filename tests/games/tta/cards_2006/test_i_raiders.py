from .helpers_events import change, on_turn
from .helpers_events_later import civ, i, reveal_i, without_i

CARD = i("Raiders")


def player(warriors: int, food: int, resources: int) -> dict:
    return civ(food, resources, Warriors=warriors)


def test_the_two_weakest_each_lose_2_food_and_resources_as_they_choose():
    players = [player(1, 3, 3), player(2, 3, 3), player(1, 3, 3)]  # seats 0 and 2 weakest
    s = reveal_i(CARD, players)
    assert s.decision().seat == 0
    s.choose("f2r0")
    assert s.decision().seat == 2
    s.choose("f1r1")
    assert on_turn(s, 0)
    base = without_i(players)
    assert [change(s, base, q) for q in range(3)] == [
        {"food": -2, "blue": 2},
        {},
        {"food": -1, "resources": -1, "blue": 2},
    ]


def test_whoever_has_less_loses_all_it_has():
    players = [player(2, 0, 0), civ(food=1, resources=0, Agriculture=0, Bronze=0)]  # seat 1 weakest
    s, base = reveal_i(CARD, players), without_i(players)
    assert on_turn(s, 0)  # 1 food in all: nothing to choose
    assert change(s, base, 1) == {"food": -1, "blue": 1}
