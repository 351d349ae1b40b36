from epocha.games.tta.scenario import Scenario

CARD = "A:Development of Trade Routes"
HAND = "A:Development of Science"


def test_every_civilization_scores_science_and_gains_food_and_a_resource():
    s = Scenario(players=[{"military_hand": [HAND], "science": 4}, {}, {}], current_events=[CARD])
    s.act("event", card=HAND)
    for seat in range(3):
        assert s.food(seat) == 1
        assert s.resources(seat) == 1
        assert s.player(seat).blue == 14
    assert [s.player(q).science for q in range(3)] == [5, 1, 1]


def test_food_comes_first_when_the_blue_bank_has_one_token():
    s = Scenario(players=[{"military_hand": [HAND], "blue_bank": 1}, {}], current_events=[CARD])
    s.act("event", card=HAND)
    assert s.food(0) == 1
    assert s.resources(0) == 0
    assert s.player(0).science == 1
