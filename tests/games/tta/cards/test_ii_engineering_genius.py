from .shared_action_cards import holding

CARD = "II:Engineering Genius"
N = 4
WONDER = "II:Eiffel Tower"


def scenario(resources, stages_built=0, building=True):
    wonder = {"building": {"card": WONDER, "stages_built": stages_built}} if building else {}
    return holding(CARD, resources=resources, age="II", **wonder)


def test_engineering_genius_ii_builds_an_expensive_stage_for_4_resources_less():
    s = scenario(resources=3, stages_built=1)  # Eiffel Tower: 3, [7], 3
    s.act("play", card=CARD)
    assert s.player(0).stages_built == 2
    assert s.resources(0) == 0
    assert s.actions_left(0) == (3, 2)


def test_engineering_genius_ii_is_not_playable_one_resource_short():
    assert not scenario(resources=2, stages_built=1).can("play", card=CARD)
