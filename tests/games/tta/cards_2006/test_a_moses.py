from .helpers_age_a import game, k, stocked

MOSES = k("Moses")


def test_moses_2006_makes_population_1_food_cheaper():
    s = game({"leader": MOSES, "technologies": stocked(food=3)}, {"technologies": stocked(food=3)})
    assert s.can("population", label="Increase population (1 civil action, 1 food)")
    s.act("population")
    assert s.food(0) == 2 and s.player(0).pool == 1


def test_without_moses_population_costs_the_full_food():
    s = game({"technologies": stocked(food=3)}, {})
    s.act("population")
    assert s.food(0) == 1
