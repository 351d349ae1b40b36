from .shared_action_cards import holding

CARD = "I:Engineering Genius"
N = 3
WONDER = "I:Great Wall"


def scenario(resources, stages_built=0, building=True):
    wonder = {"building": {"card": WONDER, "stages_built": stages_built}} if building else {}
    return holding(CARD, resources=resources, age="I", **wonder)


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
