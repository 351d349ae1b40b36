from .shared_action_cards import holding

CARD = "II:Rich Land"


def scenario(resources, pool=1, extra=None):
    return holding(CARD, resources=resources, extra=extra, age="II", unused_workers=pool)


def test_rich_land_ii_upgrades_a_mine_for_3_resources_less():
    s = scenario(resources=3, pool=0, extra={"II:Coal": {}})
    s.act("play", card=CARD)  # Bronze -> Coal: 8 - 2 - 3 = 3
    p = s.player(0)
    assert (p.workers["A:Bronze#p0"], p.workers["II:Coal#1"]) == (1, 1)
    assert s.resources(0) == 0
    assert s.actions_left(0) == (3, 2)


def test_rich_land_ii_builds_a_farm_for_free():
    s = scenario(resources=0)
    s.act("play", card=CARD)
    s.choose("Build a farm on Agriculture (free)")
    assert s.player(0).workers["A:Agriculture#p0"] == 3
    assert s.resources(0) == 0


def test_rich_land_ii_is_not_playable_when_the_only_upgrade_is_unaffordable():
    s = scenario(resources=2, pool=0, extra={"II:Coal": {}})
    assert not s.can("play", card=CARD)
