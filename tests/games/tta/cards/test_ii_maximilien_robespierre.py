from epocha.games.tta.scenario import Scenario

LEADER = "II:Maximilien Robespierre"


def scenario(**player):
    spec = {"leader": LEADER, "civil_hand": ["I:Monarchy"], "science": 10, **player}
    return Scenario(players=[spec, {}], age="II")


def test_revolution_is_paid_with_all_military_actions_and_scores_three_culture():
    s = scenario(actions_spent={"ca": 4, "ma": 0})
    assert s.actions_left(0) == (0, 3)  # Despotism 2 + Robespierre 1
    s.act("revolution", card="I:Monarchy")
    p = s.player(0)
    assert p.government.startswith("I:Monarchy")
    assert p.science == 10 - 2
    assert p.culture == 3
    # Monarchy's new military action arrives spent, its new civil action usable
    assert s.actions_left(0) == (1, 0)
    assert p.totals == {"ca": 5, "ma": 4}


def test_civil_actions_are_not_needed_and_not_touched():
    s = scenario()
    s.act("revolution", card="I:Monarchy")
    assert s.actions_left(0) == (5, 0)
    assert s.player(0).culture == 3


def test_no_revolution_once_a_military_action_is_spent():
    s = scenario(actions_spent={"ca": 0, "ma": 1})
    assert not s.can("revolution", card="I:Monarchy")


def test_a_peaceful_change_scores_nothing():
    s = scenario()
    s.act("develop", card="I:Monarchy")
    assert s.player(0).culture == 0
    assert s.player(0).science == 2
    assert s.actions_left(0) == (4, 4)


def test_without_robespierre_the_revolution_needs_the_civil_actions():
    s = Scenario(
        players=[{"civil_hand": ["I:Monarchy"], "science": 10, "actions_spent": {"ca": 1, "ma": 0}}, {}],
        age="II",
    )
    assert not s.can("revolution", card="I:Monarchy")
