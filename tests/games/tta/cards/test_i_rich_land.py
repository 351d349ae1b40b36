from .shared_action_cards import holding

CARD = "I:Rich Land"


def scenario(resources, pool=1, extra=None):
    return holding(CARD, food=1, resources=resources, extra=extra, unused_workers=pool)


def test_rich_land_i_upgrades_a_farm_for_free():
    s = scenario(resources=0, pool=0, extra={"I:Irrigation": {}})
    s.act("play", card=CARD)  # Agriculture -> Irrigation: 4 - 2 - 2 = 0
    p = s.player(0)
    assert (p.workers["A:Agriculture#p0"], p.workers["I:Irrigation#1"]) == (1, 1)
    assert s.resources(0) == 0
    assert s.actions_left(0) == (3, 2)


def test_rich_land_i_builds_a_mine_for_2_resources_less():
    s = scenario(resources=3, extra={"I:Iron": {}})
    s.act("play", card=CARD)
    s.choose("Build a mine on Iron (3 resources)")  # 5 - 2
    p = s.player(0)
    assert p.workers["I:Iron#1"] == 1 and p.pool == 0
    assert s.resources(0) == 0


def test_rich_land_i_does_not_touch_urban_buildings():
    s = scenario(resources=9, pool=1, extra={"I:Alchemy": {}})
    s.act("play", card=CARD)
    labels = s.labels("choose")
    assert labels == ["Build a farm on Agriculture (free)", "Build a mine on Bronze (free)"]
