from epocha.games.tta.scenario import Scenario

CARD = "I:Rats"
HAND = "A:Development of Science"


def test_every_civilization_loses_all_its_food_but_keeps_resources():
    farms = {
        "A:Agriculture": {"workers": 1, "stored": 3},
        "I:Irrigation": {"workers": 1, "stored": 2},
        "A:Bronze": {"workers": 1, "stored": 4},
    }
    s = Scenario(
        players=[{"military_hand": [HAND], "technologies": farms}, {}, {"technologies": farms}],
        current_events=[CARD],
    )
    assert s.food(0) == 7
    s.act("event", card=HAND)
    assert [s.food(q) for q in range(3)] == [0, 0, 0]
    assert s.resources(0) == 4 and s.resources(2) == 4
    assert s.player(0).blue == 16 - 4  # the food tokens went back to the blue bank
    assert s.player(0).stored == {"A:Bronze#p0": 4}
