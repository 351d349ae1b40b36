from .helpers_age_a import holding, k

CARD = k("Engineering Genius")


def test_engineering_genius_2006_builds_a_stage_for_2_resources_less():
    s = holding(CARD, resources=2, building={"card": k("Colossus")})
    s.act("play", card=CARD)  # the first stage: 3 - 2
    p = s.player(0)
    assert p.stages_built == 1
    assert s.resources(0) == 1
    assert s.actions_left(0) == (3, 2)


def test_engineering_genius_2006_discount_beyond_the_cost_is_lost():
    s = holding(CARD, resources=0, building={"card": k("Pyramids"), "stages_built": 2})
    s.act("play", card=CARD)  # the last stage: 1 - 2, free
    p = s.player(0)
    assert p.building is None and p.wonders == [f"{k('Pyramids')}#1"]
    assert s.actions_left(0) == (4, 2)  # the Pyramids' action, unspent


def test_engineering_genius_2006_needs_a_wonder_and_the_resources():
    assert not holding(CARD, resources=9).can("play", card=CARD)
    assert not holding(CARD, resources=0, building={"card": k("Colossus")}).can("play", card=CARD)
    assert holding(CARD, resources=1, building={"card": k("Colossus")}).can("play", card=CARD)
