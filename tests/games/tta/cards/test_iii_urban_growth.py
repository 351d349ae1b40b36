from .shared_action_cards import holding

CARD = "III:Urban Growth"


def scenario(resources, pool=1, extra=None):
    return holding(CARD, resources=resources, extra=extra, age="III", unused_workers=pool)


def test_urban_growth_iii_builds_a_library_for_4_resources_less():
    s = scenario(resources=5, extra={"II:Journalism": {}})
    s.act("play", card=CARD)
    s.choose("Build a library on Journalism (4 resources)")  # 8 - 4
    assert s.resources(0) == 1
    assert s.player(0).workers["II:Journalism#1"] == 1
    assert s.actions_left(0) == (3, 2)


def test_urban_growth_iii_upgrade_never_costs_below_zero():
    s = scenario(resources=1, pool=0, extra={"I:Alchemy": {}})
    s.act("play", card=CARD)  # Philosophy -> Alchemy: 3 - 4 -> free
    assert s.resources(0) == 1
    assert s.player(0).workers["I:Alchemy#1"] == 1


def test_urban_growth_iii_offers_builds_and_upgrades_to_choose_from():
    s = scenario(resources=0, pool=1, extra={"I:Alchemy": {}})
    s.act("play", card=CARD)
    labels = s.labels("choose")
    assert labels == [  # building Alchemy (6 - 4 = 2) is unaffordable
        "Build a lab on Philosophy (free)",
        "Build a temple on Religion (free)",
        "Upgrade Philosophy to Alchemy (free)",
    ]
    s.choose("Upgrade Philosophy to Alchemy (free)")
    assert s.player(0).pool == 1 and s.player(0).workers["I:Alchemy#1"] == 1
