from .helpers_age_i import holding, i

CARD = i("Bountiful Harvest")


def test_bountiful_harvest_gains_2_food_for_a_civil_action():
    s = holding(CARD, food=1, resources=1)
    assert s.can("play", card=CARD)
    s.act("play", card=CARD)
    assert (s.food(0), s.resources(0)) == (3, 1)
    assert s.actions_left(0) == (3, 2)
    assert s.player(0).civil_hand == []


def test_bountiful_harvest_not_in_the_turn_it_was_taken():
    s = holding(CARD, turn={"taken": [CARD]})
    assert not s.can("play", card=CARD)
