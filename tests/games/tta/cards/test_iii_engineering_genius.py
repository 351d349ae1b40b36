from .shared_action_cards import holding

CARD = "III:Engineering Genius"
N = 5
WONDER = "III:Hollywood"


def scenario(resources, stages_built=0, building=True):
    wonder = {"building": {"card": WONDER, "stages_built": stages_built}} if building else {}
    return holding(CARD, resources=resources, age="III", **wonder)


def test_engineering_genius_iii_builds_a_stage_for_5_resources_less():
    s = scenario(resources=1, stages_built=1)  # Hollywood: 5, [6], 5
    s.act("play", card=CARD)
    assert s.player(0).stages_built == 2
    assert s.resources(0) == 0
    assert s.actions_left(0) == (3, 2)


def test_engineering_genius_iii_makes_a_5_resource_stage_free():
    s = scenario(resources=0, stages_built=0)
    s.act("play", card=CARD)
    assert s.player(0).stages_built == 1
    assert s.resources(0) == 0
    assert s.player(0).building is not None
