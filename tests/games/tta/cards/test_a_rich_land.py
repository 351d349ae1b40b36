from .shared_action_cards import holding

CARD = "A:Rich Land"


def scenario(resources, pool=1, extra=None):
    return holding(CARD, resources=resources, extra=extra, unused_workers=pool)


def test_rich_land_builds_a_farm_or_mine_for_1_resource_less():
    s = scenario(resources=3)
    s.act("play", card=CARD)
    assert s.labels("choose") == [
        "Build a farm on Agriculture (1 resource)",
        "Build a mine on Bronze (1 resource)",
    ]
    s.choose("Build a farm on Agriculture (1 resource)")
    p = s.player(0)
    assert p.workers["A:Agriculture#p0"] == 3 and p.pool == 0
    assert s.resources(0) == 2
    assert s.actions_left(0) == (3, 2)


def test_rich_land_upgrades_a_mine_for_1_resource_less():
    s = scenario(resources=2, pool=0, extra={"I:Iron": {}})
    s.act("play", card=CARD)  # Bronze -> Iron: 5 - 2 - 1 = 2
    p = s.player(0)
    assert (p.workers["A:Bronze#p0"], p.workers["I:Iron#1"]) == (1, 1)
    assert s.resources(0) == 0
    assert s.actions_left(0) == (3, 2)


def test_rich_land_cannot_be_played_without_a_possible_build_or_upgrade():
    assert not scenario(resources=0).can("play", card=CARD)  # builds cost 2 - 1 = 1
    assert not scenario(resources=5, pool=0).can("play", card=CARD)  # no worker, nothing to upgrade
    assert scenario(resources=1).can("play", card=CARD)
