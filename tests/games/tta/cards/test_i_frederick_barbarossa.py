from epocha.games.tta.scenario import Scenario

BARBA = "I:Frederick Barbarossa"


def techs(food, resources, **extra):
    out = {
        "A:Agriculture": {"workers": 2, "stored": food},
        "A:Bronze": {"workers": 2, "stored": resources},
        "A:Philosophy": {"workers": 1},
        "A:Warriors": {"workers": 1},
    }
    out.update(extra)
    return out


def test_barbarossa_increases_population_and_builds_a_unit_for_one_military_action():
    s = Scenario(players=[{"leader": BARBA, "technologies": techs(2, 2)}, {}])
    p = s.player(0)
    s.act("ability", card=BARBA, tech="A:Warriors")
    assert p.yellow == 17
    assert p.pool == 0
    assert p.workers["A:Warriors#p0"] == 2
    assert s.food(0) == 1  # 2 - 1
    assert s.resources(0) == 1  # 2 - 1
    assert s.actions_left(0) == (4, 1)
    assert s.ratings(0).strength == 2


def test_barbarossa_can_be_used_for_each_military_action():
    s = Scenario(players=[{"leader": BARBA, "technologies": techs(4, 4, **{"I:Knights": {}})}, {}])
    s.act("ability", card=BARBA, tech="I:Knights")  # 3 - 1 resources
    s.act("ability", card=BARBA, tech="A:Warriors")
    p = s.player(0)
    assert p.workers["I:Knights#1"] == 1
    assert p.workers["A:Warriors#p0"] == 2
    assert p.yellow == 16
    assert s.food(0) == 2
    assert s.resources(0) == 1
    assert s.actions_left(0) == (4, 0)
    assert not s.can("ability", card=BARBA)


def test_barbarossa_needs_both_the_food_and_the_resources():
    no_food = Scenario(players=[{"leader": BARBA, "technologies": techs(0, 5)}, {}])
    assert not no_food.can("ability", card=BARBA)
    no_resources = Scenario(players=[{"leader": BARBA, "technologies": techs(5, 0)}, {}])
    assert not no_resources.can("ability", card=BARBA)
    just = Scenario(players=[{"leader": BARBA, "technologies": techs(1, 1)}, {}])
    assert just.can("ability", card=BARBA, tech="A:Warriors")
    assert not just.can("population")


def test_barbarossa_needs_a_yellow_token():
    s = Scenario(players=[{"leader": BARBA, "technologies": techs(6, 6), "yellow_bank": 0}, {}])
    assert not s.can("ability", card=BARBA)


def test_barbarossa_pays_the_food_of_a_small_yellow_bank():
    s = Scenario(players=[{"leader": BARBA, "technologies": techs(7, 1), "yellow_bank": 4}, {}])
    s.act("ability", card=BARBA, tech="A:Warriors")
    assert s.food(0) == 1  # 7 - (7 - 1)
    assert s.resources(0) == 0
    assert s.player(0).yellow == 3
