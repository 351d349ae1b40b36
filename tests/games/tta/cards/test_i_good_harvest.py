from epocha.games.tta.scenario import Scenario

CARD = "I:Good Harvest"
HAND = "A:Development of Science"


def test_farms_produce_without_corruption_consumption_or_scoring():
    techs = {
        "A:Agriculture": {"workers": 2, "stored": 1},
        "A:Bronze": {"workers": 2, "stored": 3},
        "A:Philosophy": {"workers": 1},
    }
    # 5 blue tokens left would cost 4 corruption; 10 yellow tokens would eat 2 food
    s = Scenario(
        players=[{"military_hand": [HAND], "technologies": techs, "blue_bank": 5, "yellow_bank": 10}, {}],
        current_events=[CARD],
    )
    s.act("event", card=HAND)
    assert s.food(0) == 3
    assert s.resources(0) == 3
    assert s.player(0).blue == 3
    assert s.player(0).science == 0 and s.player(0).culture == 0
    assert s.food(1) == 2 and s.resources(1) == 0


def test_a_short_blue_bank_feeds_the_best_farms_first():
    techs = {"A:Agriculture": {"workers": 2}, "I:Irrigation": {"workers": 1}}
    s = Scenario(
        players=[{"military_hand": [HAND], "technologies": techs, "blue_bank": 2}, {}], current_events=[CARD]
    )
    s.act("event", card=HAND)
    assert s.player(0).stored == {"I:Irrigation#1": 1, "A:Agriculture#p0": 1}
    assert s.food(0) == 3
    assert s.player(0).blue == 0


def test_a_civilization_in_uprising_still_harvests():
    # 12 yellow tokens ask 2 happy faces; no temples and no unused workers: uprising
    uprising = {"technologies": {"A:Agriculture": {"workers": 2}}, "yellow_bank": 12, "unused_workers": 0}
    s = Scenario(players=[{"military_hand": [HAND]}, uprising], current_events=[CARD])
    s.act("event", card=HAND)
    assert s.food(1) == 2
