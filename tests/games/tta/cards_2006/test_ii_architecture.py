"""Architecture (Age II special technology, construction, 2006 edition): the construction rule's
worked examples (digest §20.3), the three wonder stages, and replacing Masonry."""

from .helpers_age_ii import board, game, i, ii

ARCHITECTURE = ii("Architecture")
MASONRY = i("Masonry")
EIFFEL = ii("Eiffel Tower")


def city(specials=(ARCHITECTURE,), **kw):
    extra = {
        i("Theology"): {"workers": 1},
        ii("Organized Religion"): {},
        i("Drama"): {"workers": 1},
        ii("Opera"): {"workers": 1},
        "III:Movies (2006)": {},
        ii("Coal"): {},
        ii("Riflemen"): {},
    }
    techs = board(resources=20, Religion=1, extra=extra)
    return game({"specials": list(specials), "technologies": techs, "unused_workers": 1, **kw})


def upgrade(s, old, new, cost):
    return s.can("upgrade", label=f"Upgrade {old} to {new} (1 civil action, {cost})")


def test_without_a_construction_technology_the_upgrades_pay_the_whole_difference():
    s = city(specials=())
    assert upgrade(s, "Religion", "Theology", "2 resources")  # 5 - 3
    assert upgrade(s, "Religion", "Organized Religion", "4 resources")  # 7 - 3
    assert upgrade(s, "Theology", "Organized Religion", "2 resources")  # 7 - 5
    assert upgrade(s, "Opera", "Movies", "3 resources")  # 12 - 9


def test_architecture_upgrades_save_1_from_a_to_i_2_from_a_to_ii_1_from_i_to_ii():
    s = city()
    assert upgrade(s, "Religion", "Theology", "1 resource")  # (5 - 1) - 3
    assert upgrade(s, "Religion", "Organized Religion", "2 resources")  # (7 - 2) - 3
    assert upgrade(s, "Theology", "Organized Religion", "1 resource")  # (7 - 2) - (5 - 1)
    assert upgrade(s, "Drama", "Opera", "3 resources")  # (9 - 2) - (5 - 1)


def test_architecture_saves_nothing_from_level_ii_to_iii():
    s = city()
    assert upgrade(s, "Opera", "Movies", "3 resources")  # (12 - 2) - (9 - 2)


def test_architecture_discounts_urban_buildings_but_not_farms_mines_or_units():
    s = city(technologies=board(resources=20, extra={ii("Opera"): {}, ii("Coal"): {}, ii("Riflemen"): {}}))
    assert s.can("build", label="Build a theater on Opera (1 civil action, 7 resources)")  # 9 - 2
    assert s.can("build", label="Build a temple on Religion (1 civil action, 3 resources)")  # level A
    assert s.can("build", label="Build a mine on Coal (1 civil action, 8 resources)")
    assert s.can("build", label="Build an infantry unit on Riflemen (1 military action, 5 resources)")
    s.act("build", tech=ii("Opera"))
    assert s.resources(0) == 20 - 7


def test_architecture_builds_three_wonder_stages_for_one_civil_action():
    s = city(building={"card": EIFFEL, "stages_built": 0})
    assert not s.can("wonder", stages=4)
    s.act("wonder", stages=3)
    p = s.player(0)
    assert p.wonders and p.wonders[0].startswith(EIFFEL)
    assert s.resources(0) == 20 - (3 + 7 + 3)
    assert s.actions_left(0) == (3, 2)


def test_architecture_replaces_masonry_and_the_discounts_do_not_add_up():
    s = game(
        {
            "specials": [MASONRY],
            "civil_hand": [ARCHITECTURE],
            "science": 6,
            "technologies": board(resources=20, extra={i("Drama"): {}, ii("Opera"): {}}),
            "unused_workers": 2,
        }
    )
    assert s.can("build", label="Build a theater on Opera (1 civil action, 8 resources)")  # Masonry: 9 - 1
    s.act("develop", card=ARCHITECTURE)
    assert list(s.player(0).specials.values()) == [f"{ARCHITECTURE}#1"]
    assert s.player(0).science == 0
    # Architecture's discounts alone: Drama 5 - 1 (not 5 - 2), Opera 9 - 2 (not 9 - 3)
    assert s.can("build", label="Build a theater on Drama (1 civil action, 4 resources)")
    assert s.can("build", label="Build a theater on Opera (1 civil action, 7 resources)")
