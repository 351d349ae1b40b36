from .helpers_age_a import holding, k

CARD = k("Frugality")


def test_frugality_2006_increases_the_population_then_gains_1_food():
    s = holding(CARD, food=3)
    s.act("play", card=CARD)
    p = s.player(0)
    assert (p.pool, p.yellow) == (1, 17)
    assert s.food(0) == 3 - 2 + 1
    assert s.actions_left(0) == (3, 2)


def test_frugality_2006_food_does_not_help_to_pay():
    assert not holding(CARD, food=1).can("play", card=CARD)
    assert holding(CARD, food=2).can("play", card=CARD)


def test_frugality_2006_with_moses():
    s = holding(CARD, food=1, leader=k("Moses"))
    s.act("play", card=CARD)
    assert s.player(0).pool == 1
    assert s.food(0) == 1 - 1 + 1
