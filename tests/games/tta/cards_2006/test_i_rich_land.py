from .helpers_age_i import AGRICULTURE, holding, i

CARD = i("Rich Land")


def test_rich_land_builds_a_farm_or_mine_for_2_resources_less():
    s = holding(CARD, resources=3, unused_workers=1, extra={i("Iron"): {}, i("Theology"): {}})
    s.act("play", card=CARD)
    assert s.labels("choose") == [
        "Build a farm on Agriculture (free)",
        "Build a mine on Bronze (free)",
        "Build a mine on Iron (3 resources)",
    ]  # no urban building
    s.choose("Build a mine on Iron (3 resources)")
    p = s.player(0)
    assert p.workers[f"{i('Iron')}#1"] == 1 and p.pool == 0
    assert s.resources(0) == 0
    assert s.actions_left(0) == (3, 2)


def test_rich_land_does_not_upgrade():
    s = holding(CARD, resources=9, unused_workers=0, extra={i("Irrigation"): {}})
    assert s.player(0).workers[f"{AGRICULTURE}#p0"] == 2
    assert not s.can("play", card=CARD)  # the New Story card would upgrade Agriculture
