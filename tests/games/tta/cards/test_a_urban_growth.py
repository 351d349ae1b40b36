from .shared_action_cards import holding

CARD = "A:Urban Growth"


def scenario(resources, pool=1, extra=None, **player):
    return holding(CARD, resources=resources, extra=extra, unused_workers=pool, **player)


def labels(s):
    return s.labels("choose")


def test_urban_growth_builds_a_temple_for_1_resource_less():
    s = scenario(resources=3)
    s.act("play", card=CARD)
    assert labels(s) == [
        "Build a lab on Philosophy (2 resources)",
        "Build a temple on Religion (2 resources)",
    ]
    s.choose("Build a temple on Religion (2 resources)")
    p = s.player(0)
    assert s.resources(0) == 1
    assert p.workers["A:Religion#p0"] == 1 and p.pool == 0
    assert s.actions_left(0) == (3, 2)
    assert (s.ratings(0).culture, s.ratings(0).happy) == (1, 1)


def test_urban_growth_upgrades_an_urban_building():
    s = scenario(resources=2, pool=0, extra={"I:Alchemy": {}})
    s.act("play", card=CARD)  # the only choice: Philosophy -> Alchemy, 6 - 3 - 1 = 2
    p = s.player(0)
    assert s.resources(0) == 0
    assert p.workers.get("A:Philosophy#p0", 0) == 0 and p.workers["I:Alchemy#1"] == 1
    assert s.ratings(0).science == 2
    assert s.actions_left(0) == (3, 2)


def test_urban_growth_never_builds_farms_mines_or_units():
    s = scenario(resources=5)
    s.act("play", card=CARD)
    assert all("farm" not in lb and "mine" not in lb and "unit" not in lb for lb in labels(s))


def test_urban_growth_respects_the_urban_limit():
    s = scenario(resources=5, pool=1, extra={"A:Religion": {"workers": 2}})
    s.act("play", card=CARD)  # Despotism: at most 2 temples, so the only choice is a lab
    p = s.player(0)
    assert (p.workers["A:Philosophy#p0"], p.workers["A:Religion#p0"]) == (2, 2)
    assert s.resources(0) == 3


def test_urban_growth_cannot_be_played_without_a_possible_build_or_upgrade():
    assert not scenario(resources=1).can("play", card=CARD)  # 3 - 1 = 2 resources needed
    assert not scenario(resources=9, pool=0).can("play", card=CARD)  # no worker, nothing to upgrade
