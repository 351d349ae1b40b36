from epocha.games.tta.scenario import Scenario

MOSES = "A:Moses"


def farms(food_tokens):
    return {
        "A:Agriculture": {"workers": 2, "stored": food_tokens},
        "A:Bronze": {"workers": 2},
        "A:Philosophy": {"workers": 1},
        "A:Warriors": {"workers": 1},
    }


def test_moses_makes_population_one_food_cheaper():
    s = Scenario(players=[{"leader": MOSES, "technologies": farms(4)}, {"technologies": farms(4)}])
    s.act("population")
    assert s.food(0) == 3  # 2 - 1
    assert s.player(0).pool == 1
    assert s.player(0).yellow == 17


def test_moses_with_a_small_yellow_bank():
    s = Scenario(players=[{"leader": MOSES, "technologies": farms(7), "yellow_bank": 3}, {}])
    s.act("population")
    assert s.food(0) == 1  # 7 - 1
    assert s.player(0).yellow == 2


def test_moses_lets_one_food_pay_for_a_worker():
    s = Scenario(players=[{"leader": MOSES, "technologies": farms(1)}, {"technologies": farms(1)}])
    assert s.can("population")
    s.act("population")
    assert s.food(0) == 0
    s.end_turn()
    assert not s.can("population")  # seat 1, without Moses, needs 2


def test_moses_does_nothing_with_an_empty_yellow_bank():
    s = Scenario(players=[{"leader": MOSES, "technologies": farms(5), "yellow_bank": 0}, {}])
    assert not s.can("population")
