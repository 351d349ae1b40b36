from .helpers_age_ii import holding, ii

CARD = ii("Rich Land")
COAL = ii("Coal")  # a mine for 8 resources


def test_rich_land_builds_a_farm_or_mine_for_3_resources_less():
    s = holding(
        CARD, resources=5, unused_workers=1, extra={COAL: {}, ii("Selective Breeding"): {}, ii("Opera"): {}}
    )
    s.act("play", card=CARD)
    assert s.labels("choose") == [
        "Build a farm on Agriculture (free)",
        "Build a mine on Bronze (free)",
        "Build a mine on Coal (5 resources)",  # 8 - 3
        "Build a farm on Selective Breeding (3 resources)",  # 6 - 3
    ]  # no urban building
    s.choose("Build a mine on Coal (5 resources)")
    p = s.player(0)
    assert p.workers[f"{COAL}#1"] == 1 and p.pool == 0
    assert s.resources(0) == 0
    assert s.actions_left(0) == (3, 2)
    assert p.civil_hand == []


def test_rich_land_with_one_resource_too_few():
    s = holding(CARD, resources=4, unused_workers=1, extra={COAL: {}})
    s.act("play", card=CARD)
    assert s.labels("choose") == ["Build a farm on Agriculture (free)", "Build a mine on Bronze (free)"]


def test_rich_land_does_not_upgrade():
    s = holding(CARD, resources=9, unused_workers=0, extra={ii("Selective Breeding"): {}})
    assert not s.can("play", card=CARD)  # the New Story card would upgrade Agriculture
