from .helpers_age_ii import holding, ii

CARD = ii("Mineral Deposits")


def test_mineral_deposits_gains_3_resources():
    s = holding(CARD, food=1, resources=1)
    s.act("play", card=CARD)
    assert (s.food(0), s.resources(0)) == (1, 1 + 3)
    assert s.actions_left(0) == (3, 2)
    assert s.player(0).civil_hand == []


def test_mineral_deposits_gains_what_the_blue_bank_holds():
    full = holding(CARD, food=15, resources=0)  # 18 blue tokens: 3 left in the bank
    full.act("play", card=CARD)
    assert full.resources(0) == 3
    short = holding(CARD, food=17, resources=0)  # 1 left
    short.act("play", card=CARD)
    assert short.resources(0) == 1
