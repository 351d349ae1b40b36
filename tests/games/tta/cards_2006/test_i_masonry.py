from .helpers_age_i import board, game, i

MASONRY = i("Masonry")
GREAT_WALL = i("Great Wall")


def city(**kw):
    extra = {i("Theology"): {}, i("Drama"): {}, i("Irrigation"): {}, i("Swordsmen"): {}}
    return game(
        {"specials": [MASONRY], "technologies": board(resources=9, extra=extra), "unused_workers": 1, **kw}
    )


def test_masonry_discounts_urban_buildings_of_level_i_only():
    s = city()
    assert s.can("build", label="Build a theater on Drama (1 civil action, 4 resources)")
    assert s.can("build", label="Build a temple on Theology (1 civil action, 4 resources)")
    assert s.can("build", label="Build a temple on Religion (1 civil action, 3 resources)")
    assert s.can("build", label="Build a farm on Irrigation (1 civil action, 4 resources)")
    assert s.can("build", label="Build an infantry unit on Swordsmen (1 military action, 3 resources)")


def test_masonry_upgrade_pays_the_difference_of_discounted_costs():
    s = game(
        {
            "specials": [MASONRY],
            "technologies": board(resources=9, Religion=1, extra={i("Theology"): {}}),
        }
    )
    assert s.can("upgrade", label="Upgrade Religion to Theology (1 civil action, 1 resource)")  # (5 - 1) - 3


def test_masonry_builds_two_wonder_stages_for_one_civil_action():
    s = city(building={"card": GREAT_WALL, "stages_built": 0})
    s.act("wonder", stages=2)
    p = s.player(0)
    assert p.stages_built == 2
    assert s.resources(0) == 9 - 4
    assert s.actions_left(0) == (3, 2)
