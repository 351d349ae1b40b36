from .helpers_age_a import holding, k

CARD = k("Rich Land")


def test_rich_land_2006_builds_a_farm_or_mine_for_1_resource_less():
    s = holding(CARD, resources=3, unused_workers=1, extra={k("Iron", "I"): {}})
    s.act("play", card=CARD)
    assert s.labels("choose") == [
        "Build a farm on Agriculture (1 resource)",
        "Build a mine on Bronze (1 resource)",
    ]  # no upgrade to Iron (the New Story's card may upgrade)
    s.choose("Build a mine on Bronze (1 resource)")
    p = s.player(0)
    assert p.workers[f"{k('Bronze')}#p0"] == 3 and p.pool == 0
    assert s.resources(0) == 2
    assert s.actions_left(0) == (3, 2)


def test_rich_land_2006_does_not_upgrade():
    s = holding(CARD, resources=9, unused_workers=0, extra={k("Iron", "I"): {}})
    assert s.can("upgrade", **{"from": k("Bronze"), "to": k("Iron", "I")})
    assert not s.can("play", card=CARD)


def test_rich_land_2006_needs_an_affordable_build():
    assert not holding(CARD, resources=0, unused_workers=1).can("play", card=CARD)
    assert holding(CARD, resources=1, unused_workers=1).can("play", card=CARD)
