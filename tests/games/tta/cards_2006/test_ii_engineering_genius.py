from .helpers_age_ii import holding, i, ii

CARD = ii("Engineering Genius")
RAILROAD = ii("Transcontinental Railroad")  # stages 3, 4, 5


def test_engineering_genius_builds_one_stage_for_4_resources_less():
    s = holding(CARD, resources=0, building={"card": RAILROAD, "stages_built": 1})
    s.act("play", card=CARD)  # 4 - 4
    p = s.player(0)
    assert p.stages_built == 2
    assert s.resources(0) == 0
    assert s.actions_left(0) == (3, 2)
    assert p.civil_hand == []


def test_engineering_genius_with_one_resource_too_few():
    eiffel = {"card": ii("Eiffel Tower"), "stages_built": 1}  # stages 3, 7, 3
    assert not holding(CARD, resources=2, building=eiffel).can("play", card=CARD)
    s = holding(CARD, resources=3, building=eiffel)
    s.act("play", card=CARD)  # 7 - 4
    assert s.player(0).stages_built == 2
    assert s.resources(0) == 0


def test_engineering_genius_completes_a_wonder():
    s = holding(CARD, resources=0, building={"card": i("Taj Mahal"), "stages_built": 2})  # 2, 4, 2
    s.act("play", card=CARD)  # 2 - 4: free
    p = s.player(0)
    assert p.building is None and f"{i('Taj Mahal')}#1" in p.wonders


def test_engineering_genius_builds_only_one_stage_even_with_masonry():
    s = holding(CARD, resources=9, specials=[i("Masonry")], building={"card": RAILROAD, "stages_built": 0})
    s.act("play", card=CARD)  # 3 - 4: free, the rest lost
    assert s.player(0).stages_built == 1
    assert s.resources(0) == 9


def test_engineering_genius_needs_an_unfinished_wonder():
    assert not holding(CARD, resources=9).can("play", card=CARD)
