from .helpers_age_i import BRONZE
from .helpers_events import change, on_turn
from .helpers_events_later import civ, i, reveal_i, without_i

CARD = i("Border Conflict")


def test_the_weakest_destroys_a_building_and_the_strongest_produces_3_resources():
    players = [civ(Warriors=2), {}, {}]  # strengths 2, 1, 1: seat 2 weakest
    s = reveal_i(CARD, players)
    assert s.decision().seat == 2
    s.choose(BRONZE)
    base = without_i(players)
    assert change(s, base, 0) == {"resources": 3, "blue": -3}
    assert change(s, base, 1) == {}
    assert change(s, base, 2) == {"unused": 1, "workers": -1}
    assert on_turn(s, 0)


def test_units_are_not_offered():
    players = [civ(Warriors=2), civ(Agriculture=0, Bronze=0, Philosophy=0)]
    s, base = reveal_i(CARD, players), without_i(players)
    assert on_turn(s, 0)  # seat 1 has only its warriors: nothing to destroy, no question
    assert change(s, base, 1) == {}
    assert change(s, base, 0) == {"resources": 3, "blue": -3}
