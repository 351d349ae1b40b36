from .helpers_actions_iii import holding, i, ii, iii

CARD = iii("Engineering Genius")
RAILROAD = ii("Transcontinental Railroad")  # stages 3, 4, 5
EIFFEL = ii("Eiffel Tower")  # stages 3, 7, 3


def test_engineering_genius_builds_one_stage_for_5_resources_less():
    s = holding(CARD, resources=0, building={"card": RAILROAD, "stages_built": 2})
    s.act("play", card=CARD)  # 5 - 5
    p = s.player(0)
    assert p.building is None and f"{RAILROAD}#1" in p.wonders
    assert s.resources(0) == 0
    assert s.actions_left(0) == (3, 2)
    assert p.civil_hand == []


def test_engineering_genius_with_one_resource_too_few():
    eiffel = {"card": EIFFEL, "stages_built": 1}
    assert not holding(CARD, resources=1, building=eiffel).can("play", card=CARD)
    s = holding(CARD, resources=2, building=eiffel)
    s.act("play", card=CARD)  # 7 - 5
    assert s.player(0).stages_built == 2
    assert s.resources(0) == 0


def test_engineering_genius_builds_only_one_stage_even_with_masonry():
    s = holding(CARD, resources=9, specials=[i("Masonry")], building={"card": RAILROAD, "stages_built": 0})
    s.act("play", card=CARD)  # 3 - 5: free, the rest lost
    assert s.player(0).stages_built == 1
    assert s.resources(0) == 9


def test_engineering_genius_needs_an_unfinished_wonder():
    assert not holding(CARD, resources=9).can("play", card=CARD)


def test_engineering_genius_not_in_the_turn_it_was_taken():
    s = holding(CARD, resources=9, building={"card": RAILROAD, "stages_built": 0}, turn={"taken": [CARD]})
    assert not s.can("play", card=CARD)
