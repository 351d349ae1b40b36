"""Digest §8-§9: civil and military actions and their costs."""

from epocha.games.tta.scenario import Scenario

RICH = {
    "A:Agriculture": {"workers": 2, "stored": 6},
    "A:Bronze": {"workers": 2, "stored": 10},
    "A:Philosophy": {"workers": 1},
    "A:Religion": {},
    "A:Warriors": {"workers": 1},
}


def rich(**extra):
    return Scenario(players=[{"technologies": RICH, "unused_workers": 2, "science": 20, **extra}, {}])


def test_increase_population_costs_food_from_the_bank_table():
    s = rich()
    s.act("population")
    p = s.player(0)
    assert p.pool == 3 and p.yellow == 16 and s.food(0) == 4  # 2 food at 17 tokens in the bank


def test_build_and_upgrade_and_destroy():
    s = rich(civil_hand=["I:Iron"])
    s.act("develop", card="I:Iron")
    assert s.player(0).science == 15
    s.act("build", tech="I:Iron")  # 5 resources
    assert s.resources(0) == 5 and s.player(0).pool == 1
    s.act("upgrade", **{"from": "A:Bronze#p0", "to": "I:Iron#1"})  # 5 - 2 = 3
    assert s.resources(0) == 2 and s.player(0).workers["I:Iron#1"] == 2
    assert s.actions_left(0) == (1, 2)  # develop, build, upgrade


def test_urban_limit_of_despotism():
    s = rich(technologies={**RICH, "A:Religion": {"workers": 2}})
    assert not s.can("build", tech="A:Religion")


def test_leader_replacement_gives_the_action_back():
    s = rich(leader="A:Moses", civil_hand=["A:Aristotle"])
    s.act("leader", card="A:Aristotle")
    assert s.actions_left(0) == (4, 2) and s.player(0).leader == "A:Aristotle#1"


def test_wonder_take_cost_and_stages():
    s = rich(wonders=["A:Pyramids"], building=None)
    s2 = Scenario(players=[{"technologies": RICH, "wonders": ["A:Pyramids"]}, {}], row=["A:Colossus"])
    assert s2.labels("take") == ["Take Colossus (2 civil actions)"]  # 1 + 1 per completed wonder
    s2.act("take", card="A:Colossus")
    s2.act("wonder", stages=1)
    assert s2.player(0).stages_built == 1 and s2.resources(0) == 10 - 3
    del s


def test_revolution_needs_all_civil_actions_and_spends_them():
    s = rich(civil_hand=["I:Monarchy"])
    assert s.can("revolution", card="I:Monarchy")
    s.act("revolution", card="I:Monarchy")
    p = s.player(0)
    assert p.government == "I:Monarchy#1" and p.science == 18
    assert s.actions_left(0) == (0, 3)  # the new actions arrive spent; the new military one does not


def test_peaceful_change_costs_the_higher_science():
    s = rich(civil_hand=["I:Monarchy"])
    s.act("develop", card="I:Monarchy")
    assert s.player(0).science == 12 and s.actions_left(0) == (4, 3)


def test_military_units_and_tactics():
    s = rich(military_hand=["I:Legion"], technologies={**RICH, "A:Warriors": {"workers": 3}})
    s.act("tactic", card="I:Legion")
    assert s.ratings(0).strength == 3 + 2
    assert not s.can("tactic")  # once per round
    s.act("disband", tech="A:Warriors")
    assert s.ratings(0).strength == 2
