from .helpers_age_ii import holding, i, ii

CARD = ii("Ideal Building Site")
ORGANIZED_RELIGION = ii("Organized Religion")  # a temple for 7 resources


def test_ideal_building_site_builds_an_urban_building_for_3_resources_less():
    s = holding(CARD, resources=4, unused_workers=1, extra={ORGANIZED_RELIGION: {}, ii("Coal"): {}})
    s.act("play", card=CARD)
    assert s.labels("choose") == [
        "Build a lab on Philosophy (free)",  # 3 - 3
        "Build a temple on Religion (free)",
        "Build a temple on Organized Religion (4 resources)",  # 7 - 3
    ]  # no farm, no mine
    s.choose("Build a temple on Organized Religion (4 resources)")
    p = s.player(0)
    assert p.workers[f"{ORGANIZED_RELIGION}#1"] == 1 and p.pool == 0
    assert s.resources(0) == 0
    assert s.actions_left(0) == (3, 2)
    assert p.civil_hand == []


def test_ideal_building_site_with_one_resource_too_few():
    s = holding(CARD, resources=3, unused_workers=1, extra={ii("Opera"): {}})  # 9 - 3 = 6
    s.act("play", card=CARD)
    assert s.labels("choose") == ["Build a lab on Philosophy (free)", "Build a temple on Religion (free)"]


def test_ideal_building_site_adds_to_masonry():
    s = holding(CARD, resources=3, unused_workers=1, specials=[i("Masonry")], extra={ii("Team Sports"): {}})
    s.act("play", card=CARD)
    s.choose("Build an arena on Team Sports (2 resources)")  # 6 - 1 - 3
    assert s.resources(0) == 1


def test_ideal_building_site_does_not_upgrade():
    s = holding(
        CARD,
        resources=9,
        unused_workers=0,
        extra={"A:Religion (2006)": {"workers": 1}, ORGANIZED_RELIGION: {}},
    )
    assert not s.can("play", card=CARD)  # an upgrade would be possible, a build is not
