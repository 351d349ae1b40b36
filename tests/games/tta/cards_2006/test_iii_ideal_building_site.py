from .helpers_actions_iii import holding, i, iii

CARD = iii("Ideal Building Site")
COMPUTERS = iii("Computers")  # a lab for 10 resources


def test_ideal_building_site_builds_an_urban_building_for_4_resources_less():
    s = holding(
        CARD,
        resources=6,
        unused_workers=1,
        extra={COMPUTERS: {}, iii("Oil"): {}, iii("Mechanized Agriculture"): {}},
    )
    s.act("play", card=CARD)
    assert s.labels("choose") == [
        "Build a lab on Philosophy (free)",  # 3 - 4: the rest lost
        "Build a temple on Religion (free)",
        "Build a lab on Computers (6 resources)",  # 10 - 4
    ]  # no farm, no mine
    s.choose("Build a lab on Computers (6 resources)")
    p = s.player(0)
    assert p.workers[f"{COMPUTERS}#1"] == 1 and p.pool == 0
    assert s.resources(0) == 0
    assert s.actions_left(0) == (3, 2)
    assert p.civil_hand == []


def test_ideal_building_site_with_one_resource_too_few():
    s = holding(CARD, resources=5, unused_workers=1, extra={COMPUTERS: {}})
    s.act("play", card=CARD)
    assert s.labels("choose") == ["Build a lab on Philosophy (free)", "Build a temple on Religion (free)"]


def test_ideal_building_site_adds_to_masonry():
    s = holding(
        CARD, resources=4, unused_workers=1, specials=[i("Masonry")], extra={iii("Professional Sports"): {}}
    )
    s.act("play", card=CARD)
    s.choose("Build an arena on Professional Sports (3 resources)")  # 8 - 1 - 4
    assert s.resources(0) == 1


def test_ideal_building_site_does_not_upgrade():
    s = holding(CARD, resources=9, unused_workers=0, extra={COMPUTERS: {}})
    assert not s.can("play", card=CARD)  # an upgrade would be possible, a build is not


def test_ideal_building_site_not_in_the_turn_it_was_taken():
    s = holding(CARD, resources=9, unused_workers=1, turn={"taken": [CARD]})
    assert not s.can("play", card=CARD)
