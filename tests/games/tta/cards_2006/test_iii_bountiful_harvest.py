from .helpers_actions_iii import holding, iii

CARD = iii("Bountiful Harvest")


def test_bountiful_harvest_gains_4_food_for_a_civil_action():
    s = holding(CARD, food=1, resources=1)
    assert s.can("play", card=CARD)
    s.act("play", card=CARD)
    assert (s.food(0), s.resources(0)) == (1 + 4, 1)  # one more than the Age II card
    assert s.actions_left(0) == (3, 2)
    assert s.player(0).civil_hand == []


def test_bountiful_harvest_gains_what_the_blue_bank_holds():
    full = holding(CARD, food=0, resources=14)  # 18 blue tokens: 4 left in the bank
    full.act("play", card=CARD)
    assert full.food(0) == 4
    short = holding(CARD, food=0, resources=15)  # 3 left
    short.act("play", card=CARD)
    assert short.food(0) == 3


def test_bountiful_harvest_not_in_the_turn_it_was_taken():
    assert not holding(CARD, turn={"taken": [CARD]}).can("play", card=CARD)
