from epocha.games.tta.scenario import Scenario

LEADER = "II:Napoleon Bonaparte"
BASE = {
    "A:Agriculture": {"workers": 2},
    "A:Bronze": {"workers": 2},
    "A:Philosophy": {"workers": 1},
    "A:Religion": {},
}


def scenario(units, **player):
    spec = {"technologies": {**BASE, **units}, "yellow_bank": 18, "leader": LEADER, **player}
    return Scenario(players=[spec, {}], age="III")


def test_two_strength_per_unit_type():
    s = scenario({"A:Warriors": {"workers": 2}})
    assert s.ratings(0).strength == 2 + 2
    s = scenario({"A:Warriors": {"workers": 1}, "I:Knights": {"workers": 1}, "II:Cannon": {"workers": 1}})
    assert s.ratings(0).strength == 1 + 2 + 3 + 3 * 2


def test_all_four_types_and_levels_do_not_matter():
    s = scenario(
        {
            "A:Warriors": {"workers": 1},
            "II:Riflemen": {"workers": 1},
            "I:Knights": {"workers": 1},
            "II:Cannon": {"workers": 1},
            "III:Air Forces": {"workers": 1},
        }
    )
    assert s.ratings(0).strength == 1 + 3 + 2 + 3 + 5 + 4 * 2


def test_no_units_no_bonus_and_two_military_actions():
    s = scenario({"A:Warriors": {}})
    assert s.ratings(0).strength == 0
    assert s.actions_left(0) == (4, 4)  # Despotism 2 + Napoleon 2


def test_the_bonus_does_not_join_a_colonization_force():
    s = Scenario(
        players=[
            {"leader": LEADER, "military_hand": ["II:Cold War"]},
            {},
        ],
        age="II",
        current_events=["II:Historic Territory"],
    )
    assert s.ratings(0).strength == 1 + 2
    s.act("event", card="II:Cold War")
    assert [a["value"] for a in s.actions("choose")] == [1]  # the Warriors alone
