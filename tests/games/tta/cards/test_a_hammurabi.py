from epocha.games.tta.scenario import Scenario

from .plain_helpers import board

HAM = "A:Hammurabi"
TECHS = board(Agriculture={"workers": 2, "stored": 6}, Bronze={"workers": 2, "stored": 4})


def test_hammurabi_makes_taking_a_leader_one_action_cheaper():
    row = ["I:Michelangelo", None, None, None, None, "I:Genghis Khan", "I:Alchemy", None, None, "A:Moses"]
    s = Scenario(players=[{"leader": HAM}, {}], row=row)
    s.act("take", card="I:Genghis Khan")  # slot 5: 2 - 1
    assert s.actions_left(0) == (3, 2)
    s.act("take", card="I:Alchemy")  # no leader: the full 2
    assert s.actions_left(0) == (1, 2)
    assert not s.can("take", card="I:Michelangelo")  # another Age I leader: never
    assert not s.can("take", card="A:Moses")  # slot 9: 3 - 1 = 2, one civil action left
    s.act("ability", card=HAM)
    assert s.actions_left(0) == (2, 1)
    s.act("take", card="A:Moses")
    assert s.actions_left(0) == (0, 1)
    assert s.player(0).civil_hand == ["I:Genghis Khan#1", "I:Alchemy#1", "A:Moses#1"]


def test_hammurabi_leader_in_the_first_space_is_free():
    s = Scenario(players=[{"leader": HAM}, {}], row=["I:Joan of Arc"])
    s.act("take", card="I:Joan of Arc")
    assert s.actions_left(0) == (4, 2)
    assert s.player(0).civil_hand == ["I:Joan of Arc#1"]


def test_without_hammurabi_a_leader_costs_its_space():
    s = Scenario(players=[{}, {}], row=["I:Joan of Arc"])
    s.act("take", card="I:Joan of Arc")
    assert s.actions_left(0) == (3, 2)


def test_hammurabi_uses_a_military_action_as_a_civil_action_once_per_turn():
    s = Scenario(players=[{"leader": HAM, "technologies": TECHS, "actions_spent": {"ca": 4, "ma": 0}}, {}])
    assert s.actions_left(0) == (0, 2)
    assert not s.can("population")
    s.act("ability", card=HAM)
    assert s.actions_left(0) == (1, 1)
    assert [e["args"]["player"] for e in s.events("action_converted")] == [0]
    assert not s.can("ability", card=HAM)
    s.act("population")
    assert s.actions_left(0) == (0, 1)
    assert s.player(0).pool == 1
    assert s.food(0) == 4


def test_hammurabi_conversion_needs_a_spent_civil_action_and_a_military_action():
    fresh = Scenario(players=[{"leader": HAM, "technologies": TECHS}, {}])
    assert not fresh.can("ability", card=HAM)
    no_ma = Scenario(
        players=[{"leader": HAM, "technologies": TECHS, "actions_spent": {"ca": 2, "ma": 2}}, {}]
    )
    assert no_ma.actions_left(0) == (2, 0)
    assert not no_ma.can("ability", card=HAM)


def test_hammurabi_conversion_lets_a_revolution_follow_a_spent_civil_action():
    s = Scenario(
        players=[
            {
                "leader": HAM,
                "technologies": TECHS,
                "science": 2,
                "civil_hand": ["I:Monarchy"],
                "actions_spent": {"ca": 1, "ma": 0},
            },
            {},
        ]
    )
    assert not s.can("revolution", card="I:Monarchy")
    s.act("ability", card=HAM)
    s.act("revolution", card="I:Monarchy")
    p = s.player(0)
    assert p.government == "I:Monarchy#1"
    assert p.science == 0
    # Monarchy: 5 civil actions, the new one spent after a revolution; 3 military, one used
    assert s.actions_left(0) == (0, 2)
