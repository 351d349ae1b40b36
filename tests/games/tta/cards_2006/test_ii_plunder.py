"""Plunder (Age II aggression, 2006): as the Age I card, 5 food and resources in all."""

from .helpers_advanced import aggressions, attacking, civ, game, ii

PLUNDER = ii("Plunder")


def goods(s, seat):
    return s.food(seat), s.resources(seat)


def test_5_in_all_split_as_the_attacker_chooses():
    s = attacking(PLUNDER, civ(warriors=4), civ(food=3, resources=6))
    assert s.actions_left(0) == (4, 0)  # Plunder costs 2 military actions
    s.choose("attack")
    assert s.choices() == ["f3r2", "f2r3", "f1r4", "f0r5"]
    s.choose("f2r3")
    assert goods(s, 1) == (1, 3)
    assert goods(s, 0) == (2, 3)


def test_a_poor_defender_loses_all_it_has():
    s = attacking(PLUNDER, civ(warriors=4), civ(food=2, resources=1))
    s.choose("attack")
    assert goods(s, 1) == (0, 0)
    assert goods(s, 0) == (2, 1)


def test_not_playable_against_a_civilization_with_neither_food_nor_resources():
    s = game(civ(warriors=4, military_hand=[PLUNDER]), civ(food=0, resources=0))
    assert aggressions(s) == []
    s = game(civ(warriors=4, military_hand=[PLUNDER]), civ(food=0, resources=2))
    assert aggressions(s) == [(PLUNDER, 1)]
