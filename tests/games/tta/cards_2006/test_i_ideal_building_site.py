from .helpers_age_i import RELIGION, holding, i

CARD = i("Ideal Building Site")


def test_ideal_building_site_builds_an_urban_building_for_2_resources_less():
    s = holding(CARD, resources=3, unused_workers=1, extra={i("Theology"): {}, i("Iron"): {}})
    s.act("play", card=CARD)
    assert s.labels("choose") == [
        "Build a lab on Philosophy (1 resource)",
        "Build a temple on Religion (1 resource)",
        "Build a temple on Theology (3 resources)",
    ]  # no farm, no mine
    s.choose("Build a temple on Theology (3 resources)")
    p = s.player(0)
    assert p.workers[f"{i('Theology')}#1"] == 1 and p.pool == 0
    assert s.resources(0) == 0
    assert s.actions_left(0) == (3, 2)


def test_ideal_building_site_adds_to_masonry():
    s = holding(CARD, resources=2, unused_workers=1, specials=[i("Masonry")], extra={i("Drama"): {}})
    s.act("play", card=CARD)
    s.choose("Build a theater on Drama (2 resources)")  # 5 - 1 - 2
    assert s.resources(0) == 0


def test_ideal_building_site_does_not_upgrade():
    s = holding(CARD, resources=9, unused_workers=0, extra={RELIGION: {"workers": 1}, i("Theology"): {}})
    assert not s.can("play", card=CARD)  # an upgrade would be possible, a build is not
