from .helpers_age_i import holding, i

CARD = i("Mineral Deposits")


def test_mineral_deposits_gains_2_resources():
    s = holding(CARD, food=1, resources=1)
    s.act("play", card=CARD)
    assert (s.food(0), s.resources(0)) == (1, 3)
    assert s.actions_left(0) == (3, 2)


def test_mineral_deposits_gains_what_the_blue_bank_holds():
    s = holding(CARD, food=17, resources=0)  # 18 blue tokens, 17 of them on Agriculture
    s.act("play", card=CARD)
    assert s.resources(0) == 1
