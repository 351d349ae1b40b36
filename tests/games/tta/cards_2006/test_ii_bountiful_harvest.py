from .helpers_age_ii import holding, ii

CARD = ii("Bountiful Harvest")


def test_bountiful_harvest_gains_3_food_for_a_civil_action():
    s = holding(CARD, food=1, resources=1)
    assert s.can("play", card=CARD)
    s.act("play", card=CARD)
    assert (s.food(0), s.resources(0)) == (1 + 3, 1)
    assert s.actions_left(0) == (3, 2)
    assert s.player(0).civil_hand == []


def test_bountiful_harvest_gains_what_the_blue_bank_holds():
    full = holding(CARD, food=0, resources=15)  # 18 blue tokens: 3 left in the bank
    full.act("play", card=CARD)
    assert full.food(0) == 3
    short = holding(CARD, food=0, resources=16)  # 2 left
    short.act("play", card=CARD)
    assert short.food(0) == 2


def test_bountiful_harvest_not_in_the_turn_it_was_taken():
    s = holding(CARD, turn={"taken": [CARD]})
    assert not s.can("play", card=CARD)
