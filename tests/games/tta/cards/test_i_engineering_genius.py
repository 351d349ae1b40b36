from epocha.games.tta.scenario import Scenario

CARD = "I:Engineering Genius"
N = 3
WONDER = "I:Great Wall"


def scenario(resources, stages_built=0, building=True):
    techs = {
        "A:Agriculture": {"workers": 2},
        "A:Bronze": {"workers": 2, "stored": resources},
        "A:Philosophy": {"workers": 1},
        "A:Religion": {},
        "A:Warriors": {"workers": 1},
    }
    spec = {"civil_hand": [CARD], "technologies": techs}
    if building:
        spec["building"] = {"card": WONDER, "stages_built": stages_built}
    return Scenario(players=[spec, {}], age="I")


def test_engineering_genius_i_builds_the_next_stage_for_3_resources_less():
    s = scenario(resources=0, stages_built=2)  # Great Wall: 2, 2, [3], 2
    s.act("play", card=CARD)
    assert s.player(0).stages_built == 3
    assert s.resources(0) == 0
    assert s.actions_left(0) == (3, 2)


def test_engineering_genius_i_discount_beyond_the_stage_cost_is_lost():
    s = scenario(resources=4, stages_built=0)  # the first stage costs 2
    s.act("play", card=CARD)
    assert s.player(0).stages_built == 1
    assert s.resources(0) == 4


def test_engineering_genius_i_is_not_playable_without_a_wonder_being_built():
    assert not scenario(resources=9, building=False).can("play", card=CARD)
