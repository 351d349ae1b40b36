from epocha.games.tta.scenario import Scenario

CARD = "I:New Deposits"
HAND = "A:Development of Science"


def test_mines_produce_without_corruption_food_or_scoring():
    techs = {
        "A:Agriculture": {"workers": 2, "stored": 2},
        "A:Bronze": {"workers": 1, "stored": 1},
        "I:Iron": {"workers": 1},
        "A:Philosophy": {"workers": 1},
    }
    # 5 blue tokens left would cost 4 corruption
    s = Scenario(
        players=[{"military_hand": [HAND], "technologies": techs, "blue_bank": 5, "yellow_bank": 10}, {}, {}],
        current_events=[CARD],
    )
    s.act("event", card=HAND)
    assert s.resources(0) == 1 + 1 + 2
    assert s.food(0) == 2
    assert s.player(0).blue == 3
    assert s.player(0).science == 0
    assert s.resources(1) == 2 and s.resources(2) == 2
    assert s.food(1) == 0


def test_a_short_blue_bank_feeds_the_best_mines_first():
    techs = {"A:Bronze": {"workers": 2}, "I:Iron": {"workers": 1}}
    s = Scenario(
        players=[{"military_hand": [HAND], "technologies": techs, "blue_bank": 1}, {}], current_events=[CARD]
    )
    s.act("event", card=HAND)
    assert s.player(0).stored == {"I:Iron#1": 1}
    assert s.resources(0) == 2


def test_a_civilization_in_uprising_still_mines():
    uprising = {"technologies": {"A:Bronze": {"workers": 2}}, "yellow_bank": 12, "unused_workers": 0}
    s = Scenario(players=[{"military_hand": [HAND]}, uprising], current_events=[CARD])
    s.act("event", card=HAND)
    assert s.resources(1) == 2
