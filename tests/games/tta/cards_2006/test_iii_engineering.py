"""Engineering (Age III special technology, construction, 2006 edition): urban buildings of
level I, II, III cost 1, 2, 3 resources less (II -> III upgrades save 1, unlike Architecture),
four wonder stages for one civil action, replacing Architecture."""

from .helpers_age_iii import board, game, i, ii, iii

ENGINEERING = iii("Engineering")
ARCHITECTURE = ii("Architecture")


def city(specials=(ENGINEERING,), **kw):
    extra = {
        i("Drama"): {"workers": 1},
        ii("Opera"): {"workers": 1},
        iii("Movies"): {},
        ii("Coal"): {},
        ii("Riflemen"): {},
    }
    techs = board(resources=30, Religion=1, extra={i("Theology"): {}, **extra})
    # Democracy: 4 buildings of a kind, so a third theater may be built
    spec = {"government": iii("Democracy"), "specials": list(specials), "technologies": techs, **kw}
    return game({"unused_workers": 1, **spec})


def upgrade(s, old, new, cost):
    return s.can("upgrade", label=f"Upgrade {old} to {new} (1 civil action, {cost})")


def test_upgrades_pay_the_difference_of_the_discounted_costs():
    s = city()
    assert upgrade(s, "Religion", "Theology", "1 resource")  # (5 - 1) - 3
    assert upgrade(s, "Drama", "Opera", "3 resources")  # (9 - 2) - (5 - 1)
    assert upgrade(s, "Opera", "Movies", "2 resources")  # (12 - 3) - (9 - 2)
    without = city(specials=(ARCHITECTURE,))
    assert upgrade(without, "Opera", "Movies", "3 resources")  # Architecture: (12 - 2) - (9 - 2)


def test_urban_buildings_only():
    s = city()
    assert s.can("build", label="Build a theater on Movies (1 civil action, 9 resources)")  # 12 - 3
    assert s.can("build", label="Build a theater on Opera (1 civil action, 7 resources)")  # 9 - 2
    assert s.can("build", label="Build a temple on Religion (1 civil action, 3 resources)")  # level A
    assert s.can("build", label="Build a mine on Coal (1 civil action, 8 resources)")
    assert s.can("build", label="Build an infantry unit on Riflemen (1 military action, 5 resources)")
    s.act("build", tech=iii("Movies"))
    assert s.resources(0) == 30 - 9


def test_four_wonder_stages_for_one_civil_action():
    s = city(building={"card": iii("Fast Food Chains"), "stages_built": 0})
    s.act("wonder", stages=4)
    p = s.player(0)
    assert [w.split("#")[0] for w in p.wonders] == [iii("Fast Food Chains")]
    assert s.resources(0) == 30 - 16
    assert s.actions_left(0) == (7 - 1, 3)  # Democracy: 7 civil actions


def test_it_replaces_architecture():
    s = game(
        {
            "specials": [ARCHITECTURE],
            "civil_hand": [ENGINEERING],
            "science": 9,
            "technologies": board(resources=20, extra={iii("Movies"): {}}),
            "unused_workers": 1,
        }
    )
    assert s.can("build", label="Build a theater on Movies (1 civil action, 10 resources)")
    s.act("develop", card=ENGINEERING)
    assert list(s.player(0).specials.values()) == [f"{ENGINEERING}#1"]
    assert s.player(0).science == 0
    assert s.can("build", label="Build a theater on Movies (1 civil action, 9 resources)")  # not 7
