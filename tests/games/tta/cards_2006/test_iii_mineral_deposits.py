from .helpers_actions_iii import holding, iii

CARD = iii("Mineral Deposits")


def test_mineral_deposits_gains_4_resources():
    s = holding(CARD, food=1, resources=1)
    s.act("play", card=CARD)
    assert (s.food(0), s.resources(0)) == (1, 1 + 4)  # one more than the Age II card
    assert s.actions_left(0) == (3, 2)
    assert s.player(0).civil_hand == []


def test_mineral_deposits_gains_what_the_blue_bank_holds():
    full = holding(CARD, food=14, resources=0)  # 18 blue tokens: 4 left in the bank
    full.act("play", card=CARD)
    assert full.resources(0) == 4
    short = holding(CARD, food=17, resources=0)  # 1 left
    short.act("play", card=CARD)
    assert short.resources(0) == 1


def test_mineral_deposits_not_in_the_turn_it_was_taken():
    assert not holding(CARD, turn={"taken": [CARD]}).can("play", card=CARD)
