from .shared_action_cards import holding

CARD = "I:Urban Growth"


def scenario(resources, pool=1, extra=None):
    return holding(CARD, resources=resources, extra=extra, unused_workers=pool)


def test_urban_growth_i_builds_a_theater_for_2_resources_less():
    s = scenario(resources=2, extra={"I:Drama": {}})
    s.act("play", card=CARD)
    s.choose("Build a theater on Drama (2 resources)")  # 4 - 2
    assert s.resources(0) == 0
    assert s.player(0).workers["I:Drama#1"] == 1
    assert s.ratings(0).culture == 2
    assert s.actions_left(0) == (3, 2)


def test_urban_growth_i_upgrades_for_2_resources_less():
    s = scenario(resources=1, pool=0, extra={"I:Alchemy": {}})
    s.act("play", card=CARD)  # Philosophy -> Alchemy: 6 - 3 - 2 = 1
    assert s.resources(0) == 0
    assert s.player(0).workers["I:Alchemy#1"] == 1
    assert s.actions_left(0) == (3, 2)


def test_urban_growth_i_is_not_playable_when_even_the_cheaper_build_is_unaffordable():
    s = scenario(resources=0)
    assert not s.can("play", card=CARD)  # the cheapest urban build is 3 - 2 = 1
