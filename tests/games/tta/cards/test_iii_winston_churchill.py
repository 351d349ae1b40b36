from epocha.games.tta.scenario import Scenario

from .shared_checks import civilization

LEADER = "III:Winston Churchill"


def scenario(resources=2, **player):
    return civilization(age="III", resources=resources, **{"unused_workers": 1, "leader": LEADER, **player})


def test_three_culture_once_per_turn():
    s = scenario()
    assert {a["pick"] for a in s.actions("ability")} == {"culture", "military"}
    s.act("ability", card=LEADER, pick="culture")
    assert s.player(0).culture == 3
    assert not s.actions("ability")
    s.end_turn()
    assert s.player(0).culture == 3  # no second helping at the end of the turn (culture rating 0)


def test_the_choice_keeps_the_politics_phase_open():
    s = scenario(military_hand=["III:Impact of Balance"])
    s.act("ability", card=LEADER, pick="culture")
    assert s.can("event", card="III:Impact of Balance")


def test_no_choice_made_means_three_culture_at_the_end_of_the_turn():
    s = scenario()
    s.end_turn()
    assert s.player(0).culture == 3
    assert s.player(1).culture == 0


def test_military_science_lowers_unit_technologies_only_and_is_spent():
    s = scenario(science=6, civil_hand=["II:Riflemen", "II:Cannon", "III:Computers"])
    assert not s.can("develop", card="III:Computers")
    s.act("ability", card=LEADER, pick="military")
    assert s.player(0).culture == 0
    assert not s.can("develop", card="III:Computers")  # 8 science: not a unit technology
    s.act("develop", card="II:Riflemen")
    assert s.player(0).science == 6 - (6 - 3)
    assert s.player(0).turn["churchill_science"] == 0
    assert not s.can("develop", card="II:Cannon")  # 6 science, the pool is used up, 3 left


def test_military_resources_pay_for_units_first():
    s = scenario(civil_hand=["II:Riflemen"], science=10)
    s.act("ability", card=LEADER, pick="military")
    s.act("develop", card="II:Riflemen")
    assert s.resources(0) == 2
    s.act("build", tech="II:Riflemen")  # 5 resources: 3 from Churchill, 2 from the mine
    assert s.resources(0) == 0
    assert s.player(0).turn["military_resources"] == 0
    assert s.ratings(0).strength == 1 + 3


def test_military_resources_do_not_pay_for_buildings():
    s = scenario(resources=1)
    s.act("ability", card=LEADER, pick="military")
    assert not s.can("build", tech="A:Agriculture")  # 2 resources, only 1 to spend
    assert s.can("build", tech="A:Warriors")  # 2 resources: military ones


def test_the_military_option_scores_no_culture_at_the_end_of_the_turn():
    s = scenario()
    s.act("ability", card=LEADER, pick="military")
    s.end_turn()
    assert s.player(0).culture == 0
    assert s.player(0).turn["military_resources"] == 0


def test_available_from_the_turn_churchill_is_played():
    s = Scenario(players=[{"civil_hand": [LEADER]}, {}], age="III")
    assert not s.actions("ability")
    s.act("leader", card=LEADER)
    s.act("ability", card=LEADER, pick="culture")
    assert s.player(0).culture == 3
