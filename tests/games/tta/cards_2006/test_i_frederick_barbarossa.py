from .helpers_age_i import WARRIORS, board, game, i

BARBA = i("Frederick Barbarossa")


def scenario(food, resources, **player):
    return game({"leader": BARBA, "technologies": board(food, resources, extra={i("Knights"): {}}), **player})


def test_barbarossa_grows_and_builds_a_unit_for_one_civil_action():
    s = scenario(2, 2)
    p = s.player(0)
    s.act("ability", card=BARBA, tech=WARRIORS)
    assert (p.yellow, p.pool) == (17, 0)
    assert p.workers[f"{WARRIORS}#p0"] == 2
    assert (s.food(0), s.resources(0)) == (2 - 1, 2 - 1)
    assert s.actions_left(0) == (3, 2)  # the New Story card: a military action instead
    assert s.ratings(0).strength == 2


def test_barbarossa_needs_a_civil_action_not_a_military_one():
    s = scenario(9, 9, actions_spent={"ca": 4, "ma": 0})
    assert not s.can("ability", card=BARBA)
    t = scenario(9, 9, actions_spent={"ca": 3, "ma": 2})
    t.act("ability", card=BARBA, tech=i("Knights"))
    assert t.player(0).workers[f"{i('Knights')}#1"] == 1
    assert t.resources(0) == 9 - (3 - 1)
    assert t.actions_left(0) == (0, 0)


def test_barbarossa_may_be_used_for_each_civil_action_and_needs_food_and_resources():
    s = scenario(4, 5)
    s.act("ability", card=BARBA, tech=i("Knights"))  # 2 - 1 food, 3 - 1 resources
    s.act("ability", card=BARBA, tech=i("Knights"))
    assert s.player(0).workers[f"{i('Knights')}#1"] == 2
    assert (s.food(0), s.resources(0)) == (2, 1)
    assert s.actions_left(0) == (2, 2)
    no_food = scenario(0, 5)
    assert not no_food.can("ability", card=BARBA)
