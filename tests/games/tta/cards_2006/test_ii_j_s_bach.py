"""J. S. Bach (Age II leader, 2006 edition): +1 culture per theater, theater technologies 1
science and theaters 1 resource cheaper (the New Story card: 2 science less, no cheaper
theaters, and an upgrade-to-a-theater ability)."""

from .helpers_age_ii import board, game, i, ii

LEADER = ii("J. S. Bach")


def city(**player):
    techs = board(resources=9, Religion=1, extra={i("Drama"): {"workers": 1}, ii("Opera"): {}})
    return game({"leader": LEADER, "technologies": techs, "unused_workers": 1, **player})


def test_each_theater_produces_1_extra_culture():
    techs = board(Religion=1, extra={i("Drama"): {"workers": 2}})
    without = game({"technologies": techs})
    s = game({"leader": LEADER, "technologies": techs})
    assert without.ratings(0).culture == 1 + 2 * 2
    assert s.ratings(0).culture == 1 + 2 * (2 + 1)


def test_theater_technologies_cost_1_science_less():
    s = game({"leader": LEADER, "civil_hand": [ii("Opera")], "science": 6, "technologies": board()})
    assert s.can("develop", label="Develop Opera (1 civil action, 6 science)")  # 7 - 1
    s.act("develop", card=ii("Opera"))
    assert s.player(0).science == 0
    other = game({"leader": LEADER, "civil_hand": [ii("Journalism")], "science": 5, "technologies": board()})
    assert not other.can("develop", card=ii("Journalism"))  # a library: 6


def test_theaters_cost_1_resource_less_to_build():
    s = city()
    assert s.can("build", label="Build a theater on Drama (1 civil action, 4 resources)")  # 5 - 1
    assert s.can("build", label="Build a temple on Religion (1 civil action, 3 resources)")
    s.act("build", tech=ii("Opera"))
    assert s.resources(0) == 9 - 8  # 9 - 1


def test_a_theater_upgrade_costs_the_difference_of_the_discounted_costs():
    s = city()
    assert s.can("upgrade", label="Upgrade Drama to Opera (1 civil action, 4 resources)")  # (9-1) - (5-1)


def test_no_upgrade_ability():
    assert not city().can("ability")
