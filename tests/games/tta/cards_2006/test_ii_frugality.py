from .helpers_age_ii import holding, ii

CARD = ii("Frugality")


def test_frugality_increases_population_then_gains_3_food():
    s = holding(CARD, food=2)  # 18 tokens in the yellow bank: a worker costs 2 food
    s.act("play", card=CARD)
    p = s.player(0)
    assert (p.pool, p.yellow) == (1, 17)
    assert s.food(0) == 2 - 2 + 3
    assert s.actions_left(0) == (3, 2)
    assert p.civil_hand == []


def test_frugality_food_cannot_pay_for_the_worker():
    assert not holding(CARD, food=1).can("play", card=CARD)
