from .plain_helpers import board
from .shared_events import revealing

EVENT = "II:Prosperity"


def civ(temples=0, **more):
    return {"technologies": board(more.pop("extra", None), Religion=temples), **more}


def reveal(*players):
    return revealing(EVENT, players, age="II")


def test_one_food_per_happy_face():
    s = reveal(civ(temples=2), civ(), civ(temples=1, wonders=["A:Hanging Gardens"]))
    assert [s.food(q) for q in range(3)] == [2, 0, 3]


def test_at_most_8_food():
    many = civ(temples=2, wonders=["A:Hanging Gardens"], extra={"II:Team Sports": {"workers": 2}})
    s = reveal(many, civ())
    assert s.ratings(0).faces == 10
    assert s.food(0) == 8


def test_a_short_blue_bank_limits_the_food():
    s = reveal(civ(temples=2, blue_bank=1), civ())
    assert s.food(0) == 1
    assert s.player(0).blue == 0
