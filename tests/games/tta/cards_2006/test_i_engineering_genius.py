from .helpers_age_i import holding, i

CARD = i("Engineering Genius")
WALL = i("Great Wall")  # stages 2, 2, 3, 2


def test_engineering_genius_builds_one_stage_for_3_resources_less():
    s = holding(CARD, resources=1, building={"card": WALL, "stages_built": 2})
    s.act("play", card=CARD)  # 3 - 3
    p = s.player(0)
    assert p.stages_built == 3
    assert s.resources(0) == 1
    assert s.actions_left(0) == (3, 2)


def test_engineering_genius_builds_only_one_stage_even_with_masonry():
    s = holding(CARD, resources=9, specials=[i("Masonry")], building={"card": WALL, "stages_built": 0})
    s.act("play", card=CARD)  # 2 - 3: free, the rest lost
    assert s.player(0).stages_built == 1
    assert s.resources(0) == 9


def test_engineering_genius_needs_an_unfinished_wonder():
    assert not holding(CARD, resources=9).can("play", card=CARD)
