from .shared_action_cards import holding

CARD = "II:Urban Growth"


def scenario(resources, pool=1, extra=None):
    return holding(CARD, resources=resources, extra=extra, age="II", unused_workers=pool)


def test_urban_growth_ii_builds_a_temple_for_free():
    s = scenario(resources=0)
    s.act("play", card=CARD)
    s.choose("Build a temple on Religion (free)")  # 3 - 3
    assert s.resources(0) == 0
    assert s.player(0).workers["A:Religion#p0"] == 1
    assert s.actions_left(0) == (3, 2)


def test_urban_growth_ii_builds_a_lab_for_3_resources_less():
    s = scenario(resources=4, extra={"I:Alchemy": {}})
    s.act("play", card=CARD)
    s.choose("Build a lab on Alchemy (3 resources)")  # 6 - 3
    assert s.resources(0) == 1
    assert s.ratings(0).science == 1 + 2


def test_urban_growth_ii_discount_beyond_the_upgrade_cost_is_lost():
    s = scenario(resources=2, pool=0, extra={"A:Religion": {"workers": 1}, "I:Theology": {}})
    s.act("play", card=CARD)  # the only choice: Religion -> Theology, 5 - 3 = 2, minus 3: free
    assert s.resources(0) == 2
    assert s.player(0).workers["I:Theology#1"] == 1
    assert "A:Religion#p0" not in s.player(0).workers
    assert s.actions_left(0) == (3, 2)
