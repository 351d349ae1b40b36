"""Plunder (Age I aggression, 2006): 3 food and resources in all, the attacker's split, by
value; not against a civilization with neither."""

from .helpers_advanced import aggressions, attacking, civ, game, i

PLUNDER = i("Plunder")
IRON = i("Iron")


def goods(s, seat):
    return s.food(seat), s.resources(seat)


def test_the_attacker_chooses_the_split_and_produces_what_the_defender_loses():
    s = attacking(PLUNDER, civ(warriors=4), civ(food=2, resources=5), age="I")
    assert s.actions_left(0) == (4, 0)  # Plunder costs 2 military actions
    s.choose("attack")
    assert s.decision().seat == 0 and s.choices() == ["f2r1", "f1r2", "f0r3"]
    s.choose("f1r2")
    assert goods(s, 1) == (1, 3)
    assert goods(s, 0) == (1, 2)


def test_a_poor_defender_loses_all_it_has():
    s = attacking(PLUNDER, civ(warriors=4), civ(food=1, resources=1), age="I")
    s.choose("attack")  # one split only: nothing asked
    assert goods(s, 1) == (0, 0)
    assert goods(s, 0) == (1, 1)


def test_resources_go_by_value_the_loser_makes_change():
    # the defender holds two Iron tokens (worth 2 each): it loses 3 and keeps a token worth 1
    d = civ(food=0, resources=0, extra={IRON: 1})
    d["technologies"][IRON]["stored"] = 2
    s = attacking(PLUNDER, civ(warriors=4), d, age="I")
    s.choose("attack")
    assert goods(s, 1) == (0, 1)
    assert goods(s, 0) == (0, 3)


def test_not_playable_against_a_civilization_with_neither_food_nor_resources():
    s = game(civ(warriors=4, military_hand=[PLUNDER]), civ(food=0, resources=0), age="I")
    assert aggressions(s) == []
    s = game(civ(warriors=4, military_hand=[PLUNDER]), civ(food=1, resources=0), age="I")
    assert aggressions(s) == [(PLUNDER, 1)]
