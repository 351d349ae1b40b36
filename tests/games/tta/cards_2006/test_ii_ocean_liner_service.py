"""Ocean Liner Service (Age II wonder, 2006 edition): once a turn, increase population without a
civil action for 5 food less (the New Story card: a worker for nothing); stages 3, 2, 2, 2, 3."""

from .helpers_age_ii import board, game, ii

LINER = ii("Ocean Liner Service")


def liner(food, yellow_bank=None, **kw):
    spec = {"technologies": board(food=food), "wonders": [LINER], **kw}
    if yellow_bank is not None:
        spec["yellow_bank"] = yellow_bank
    return game(spec)


def test_it_increases_population_without_a_civil_action_for_5_food_less():
    s = liner(8, yellow_bank=4)  # 4 tokens left: the action costs 7 food
    assert s.can("population", label="Increase population (1 civil action, 7 food)")
    assert s.can("ability", label="Ocean Liner Service: increase population (2 food)")
    s.act("ability", card=LINER)
    p = s.player(0)
    assert (p.pool, p.yellow) == (1, 3)
    assert s.food(0) == 8 - 2
    assert s.actions_left(0) == (4, 2)


def test_it_is_free_when_the_price_is_5_food_or_less():
    s = liner(0)  # a full yellow bank: 2 food
    s.act("ability", card=LINER)
    assert s.player(0).pool == 1
    assert s.food(0) == 0


def test_once_a_turn_and_the_ordinary_action_stays_at_its_price():
    s = liner(15, yellow_bank=4)
    s.act("ability", card=LINER)
    assert not s.can("ability", card=LINER)
    s.act("population")  # 3 tokens left: 7 food and a civil action
    assert s.food(0) == 15 - 2 - 7
    assert s.player(0).pool == 2
    assert s.actions_left(0) == (3, 2)


def test_it_needs_the_food_left_after_the_discount():
    s = liner(1, yellow_bank=4)
    assert not s.can("ability", card=LINER)


def test_not_before_the_wonder_is_completed_whose_last_stage_costs_3():
    techs = board(food=0, resources=3)
    s = game({"technologies": techs, "building": {"card": LINER, "stages_built": 4}})
    assert not s.can("ability")
    s.act("wonder", stages=1)
    assert s.resources(0) == 0
    s.act("ability", card=LINER)
    assert s.player(0).pool == 1
