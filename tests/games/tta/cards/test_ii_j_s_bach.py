from .shared_checks import civilization

LEADER = "II:J.S. Bach"


def scenario(techs=None, **player):
    return civilization(techs, age="II", resources=6, **player)


def workers(s, key, seat=0):
    return sum(n for t, n in s.player(seat).workers.items() if t.split("#")[0] == key)


def test_each_theater_produces_one_more_culture():
    s = scenario({"I:Drama": {"workers": 2}, "II:Opera": {"workers": 1}}, leader=LEADER)
    assert s.ratings(0).culture == 2 * (2 + 1) + (3 + 1)
    s = scenario({"I:Drama": {"workers": 2}, "II:Opera": {"workers": 1}})
    assert s.ratings(0).culture == 7


def test_theater_technologies_cost_two_science_less():
    s = scenario(leader=LEADER, science=10, civil_hand=["II:Opera", "II:Journalism"])
    s.act("develop", card="II:Opera")
    assert s.player(0).science == 10 - 5
    assert not s.can("develop", card="II:Journalism")  # 6 science, no discount


def test_upgrade_a_library_to_a_theater_once_per_turn():
    s = scenario(
        {"I:Printing Press": {"workers": 2}, "I:Drama": {}},
        leader=LEADER,
    )
    assert s.can("ability", card=LEADER, **{"from": "I:Printing Press", "to": "I:Drama"})
    s.act("ability", card=LEADER, **{"from": "I:Printing Press", "to": "I:Drama"})
    assert workers(s, "I:Printing Press") == 1
    assert workers(s, "I:Drama") == 1
    assert s.resources(0) == 6 - 1  # 4 - 3
    assert s.actions_left(0) == (3, 2)
    assert not s.actions("ability")  # once per turn


def test_upgrade_costs_nothing_when_the_old_building_costs_more():
    s = scenario({"I:Alchemy": {"workers": 1}, "I:Drama": {}}, leader=LEADER)
    s.act("ability", card=LEADER, **{"from": "I:Alchemy", "to": "I:Drama"})
    assert s.resources(0) == 6
    assert workers(s, "I:Alchemy") == 0 and workers(s, "I:Drama") == 1
    assert s.ratings(0).science == 1  # the lab is gone
    assert s.ratings(0).culture == 3


def test_same_or_higher_level_only_and_from_age_a_buildings():
    s = scenario(
        {
            "A:Religion": {"workers": 1},
            "II:Journalism": {"workers": 1},
            "I:Drama": {},
            "II:Opera": {},
        },
        leader=LEADER,
    )
    pairs = {(a["from"].split("#")[0], a["to"].split("#")[0]) for a in s.actions("ability")}
    assert pairs == {
        ("A:Philosophy", "I:Drama"),
        ("A:Philosophy", "II:Opera"),
        ("A:Religion", "I:Drama"),
        ("A:Religion", "II:Opera"),
        ("II:Journalism", "II:Opera"),
    }
    s.act("ability", card=LEADER, **{"from": "A:Religion", "to": "II:Opera"})
    assert s.resources(0) == 6 - (8 - 3)


def test_the_urban_limit_applies_and_resources_must_suffice():
    s = scenario({"I:Printing Press": {"workers": 1}, "I:Drama": {"workers": 2}}, leader=LEADER)
    assert not s.actions("ability")  # Despotism: at most 2 theaters
    s = scenario(
        {"A:Bronze": {"workers": 2, "stored": 4}, "A:Religion": {"workers": 1}, "II:Opera": {}},
        leader=LEADER,
    )
    assert not s.actions("ability")  # 8 - 3 = 5 resources, only 4


def test_no_civil_action_no_upgrade():
    s = scenario(
        {"I:Printing Press": {"workers": 1}, "I:Drama": {}},
        leader=LEADER,
        actions_spent={"ca": 4, "ma": 0},
    )
    assert not s.actions("ability")
