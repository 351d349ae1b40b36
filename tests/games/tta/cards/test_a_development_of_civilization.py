from .plain_helpers import board
from .shared_events import revealing

CARD = "A:Development of Civilization"
HAND = "A:Development of Science"
DEFAULT = board()


def techs(food=0, resources=0):
    t = {k: dict(v) for k, v in DEFAULT.items()}
    t["A:Agriculture"]["stored"] = food
    t["A:Bronze"]["stored"] = resources
    return t


def reveal(players, revealer=0):
    return revealing(CARD, players, hand=HAND, turn_player=revealer)


def labels(s):
    return s.labels()


def test_increase_population_for_one_food_less_and_no_civil_action():
    s = reveal([{"technologies": techs(food=1), "unused_workers": 1}, {"technologies": techs()}])
    assert labels(s) == ["Increase population (1 food)", "Pass (do not do it)"]
    s.choose("Increase population (1 food)")
    assert s.player(0).pool == 2 and s.player(0).yellow == 17
    assert s.food(0) == 0
    assert s.actions_left(0) == (4, 2)
    assert s.decision().kind == "turn"  # seat 1 has nothing it can do: not asked


def test_build_a_farm_mine_or_urban_building_for_one_resource_less_but_not_a_unit():
    s = reveal([{"technologies": techs()}, {"technologies": techs(resources=2), "unused_workers": 1}])
    assert s.chooser == 1
    options = labels(s)
    assert "Build a farm on Agriculture (1 resource)" in options
    assert "Build a mine on Bronze (1 resource)" in options
    assert "Build a lab on Philosophy (2 resources)" in options
    assert "Build a temple on Religion (2 resources)" in options
    assert not any("unit" in label for label in options)
    s.choose("Build a mine on Bronze (1 resource)")
    assert s.player(1).workers["A:Bronze#p1"] == 3
    assert s.resources(1) == 1
    assert s.actions_left(1) == (4, 2)


def test_develop_a_technology_for_one_science_less():
    s = reveal(
        [{"technologies": techs(), "civil_hand": ["I:Irrigation"], "science": 2}, {"technologies": techs()}]
    )
    s.choose("Develop Irrigation (2 science)")
    assert "I:Irrigation#1" in s.player(0).techs
    assert s.player(0).civil_hand == []
    assert s.player(0).science == 0
    assert s.actions_left(0) == (4, 2)


def test_a_revolution_costs_one_science_less_and_all_civil_actions():
    s = reveal(
        [
            {"technologies": techs()},
            {"technologies": techs(), "civil_hand": ["I:Monarchy"], "science": 1},
        ]
    )
    assert s.chooser == 1
    s.choose("Revolution: Monarchy (4 civil actions, 1 science)")
    p = s.player(1)
    assert p.government == "I:Monarchy#1"
    assert p.science == 0
    # all 4 civil actions are spent and Monarchy's fifth arrives spent: none left next turn
    assert s.actions_left(1) == (0, 3)
    s.end_turn()
    assert s.state.turn_player == 1
    assert s.actions_left(1) == (0, 3)


def test_no_revolution_with_a_civil_action_already_spent():
    s = reveal(
        [
            {"technologies": techs()},
            {
                "technologies": techs(),
                "civil_hand": ["I:Monarchy"],
                "science": 9,
                "actions_spent": {"ca": 1, "ma": 0},
            },
        ]
    )
    assert s.chooser == 1
    assert labels(s) == ["Change government to Monarchy (7 science)", "Pass (do not do it)"]
    s.pass_()
    assert s.player(1).government == "A:Despotism#p1"
    assert s.player(1).science == 9


def test_each_player_chooses_clockwise_from_the_revealer_and_may_pass():
    s = reveal(
        [
            {"technologies": techs(food=2), "unused_workers": 1},
            {"technologies": techs(food=2), "unused_workers": 1},
            {"technologies": techs(food=2), "unused_workers": 1},
        ],
        revealer=2,
    )
    assert s.chooser == 2
    s.choose("Increase population (1 food)")
    assert s.chooser == 0
    s.pass_()
    assert s.chooser == 1
    s.choose("Increase population (1 food)")
    assert [s.player(q).pool for q in range(3)] == [1, 2, 2]
    assert [s.food(q) for q in range(3)] == [2, 1, 1]
