from epocha.games.tta.scenario import Scenario

from .plain_helpers import board

HOMER = "A:Homer"


def techs(resources=0, warriors=1, **extra):
    out = board(
        Agriculture={"workers": 2, "stored": 2}, Bronze={"workers": 2, "stored": resources}, Warriors=warriors
    )
    out.update(extra)
    return out


def test_homer_prints_a_happy_face():
    s = Scenario(players=[{"leader": HOMER}, {}])
    assert s.ratings(0).happy == 1
    assert s.ratings(1).happy == 0


def test_homer_gives_one_resource_for_units_each_turn():
    s = Scenario(players=[{"leader": HOMER, "technologies": techs(resources=1), "unused_workers": 2}, {}])
    assert s.player(0).turn["military_resources"] == 1
    s.act("build", tech="A:Warriors")  # 2 resources: Homer's 1 + 1 of the player's
    p = s.player(0)
    assert p.workers["A:Warriors#p0"] == 2
    assert s.resources(0) == 0
    assert p.turn["military_resources"] == 0
    assert s.actions_left(0) == (4, 1)
    assert not s.can("build", tech="A:Warriors")  # the pool is spent: one resource per turn


def test_homer_pool_is_spent_first_whatever_the_units():
    s = Scenario(players=[{"leader": HOMER, "technologies": techs(resources=4), "unused_workers": 2}, {}])
    s.act("build", tech="A:Warriors").act("build", tech="A:Warriors")
    assert s.resources(0) == 4 - 1 - 2
    assert s.player(0).turn["military_resources"] == 0


def test_homer_helps_an_upgrade():
    s = Scenario(
        players=[{"leader": HOMER, "technologies": techs(resources=0, **{"I:Swordsmen": {}})}, {}],
    )
    s.act("upgrade", **{"from": "A:Warriors", "to": "I:Swordsmen"})  # 3 - 2 = 1: Homer's
    p = s.player(0)
    assert "A:Warriors#p0" not in p.workers
    assert p.workers["I:Swordsmen#1"] == 1
    assert s.ratings(0).strength == 2
    assert s.actions_left(0) == (4, 1)


def test_homer_resource_pays_for_units_only():
    s = Scenario(players=[{"leader": HOMER, "technologies": techs(resources=1), "unused_workers": 1}, {}])
    assert not s.can("build", tech="A:Bronze")  # a mine costs 2
    assert s.can("build", tech="A:Warriors")


def test_homer_pool_is_lost_at_the_end_of_the_turn_and_refilled_next_turn():
    s = Scenario(players=[{"leader": HOMER, "technologies": techs(resources=0), "unused_workers": 1}, {}])
    s.end_turn()
    assert s.player(0).turn["military_resources"] == 0
    s.end_turn()  # seat 1's turn
    assert s.state.turn_player == 0
    assert s.player(0).turn["military_resources"] == 1
    assert s.player(1).turn["military_resources"] == 0


def test_homer_pool_adds_to_patriotism():
    s = Scenario(
        players=[
            {
                "leader": HOMER,
                "civil_hand": ["A:Patriotism"],
                "technologies": techs(resources=0, **{"I:Knights": {}}),
                "unused_workers": 1,
            },
            {},
        ]
    )
    s.act("play", card="A:Patriotism")
    assert s.player(0).turn["military_resources"] == 2
    assert s.can("build", tech="A:Warriors")
    assert not s.can("build", tech="I:Knights")  # 3 resources


def test_homer_replaced_may_slide_under_a_wonder_instead_of_the_action():
    s = Scenario(players=[{"leader": HOMER, "wonders": ["A:Pyramids"], "civil_hand": ["A:Moses"]}, {}])
    assert s.actions_left(0) == (5, 2)  # the Pyramids: +1 civil action
    s.act("leader", card="A:Moses")
    s.choose("A:Pyramids")
    p = s.player(0)
    assert p.leader == "A:Moses#1"
    assert p.homer_under == "A:Pyramids#1"
    assert s.actions_left(0) == (4, 2)  # the action is not given back
    assert s.ratings(0).happy == 1  # from the Pyramids now


def test_homer_replaced_keeps_the_action_if_not_slid():
    s = Scenario(players=[{"leader": HOMER, "wonders": ["A:Pyramids"], "civil_hand": ["A:Moses"]}, {}])
    s.act("leader", card="A:Moses")
    s.pass_()
    p = s.player(0)
    assert p.homer_under is None
    assert s.actions_left(0) == (5, 2)
    assert s.ratings(0).happy == 0


def test_homer_under_a_wonder_with_happy_faces_adds_one():
    s = Scenario(
        players=[
            {
                "leader": HOMER,
                "wonders": ["A:Pyramids", "A:Hanging Gardens"],
                "civil_hand": ["I:Michelangelo"],
            },
            {},
        ]
    )
    assert s.ratings(0).happy == 3
    s.act("leader", card="I:Michelangelo")
    s.choose("A:Hanging Gardens")
    assert s.player(0).homer_under == "A:Hanging Gardens#1"
    assert s.ratings(0).happy == 3  # Homer's own face moved under the gardens
    assert s.ratings(0).culture == 1 + 3  # Michelangelo: +1 per face of the gardens


def test_homer_replaced_without_a_wonder_asks_nothing():
    s = Scenario(players=[{"leader": HOMER, "civil_hand": ["A:Moses"]}, {}])
    s.act("leader", card="A:Moses")
    assert s.player(0).leader == "A:Moses#1"
    assert s.player(0).homer_under is None
    assert s.actions_left(0) == (4, 2)
    assert s.decision().kind == "turn"


def test_homer_helps_in_the_turn_he_is_played():
    s = Scenario(
        players=[{"civil_hand": [HOMER], "technologies": techs(resources=1), "unused_workers": 1}, {}]
    )
    assert not s.can("build", tech="A:Warriors")
    s.act("leader", card=HOMER)
    assert s.player(0).turn["military_resources"] == 1
    s.act("build", tech="A:Warriors")
    assert s.player(0).workers["A:Warriors#p0"] == 2
    assert s.actions_left(0) == (3, 1)


def test_homer_is_not_an_ability():
    s = Scenario(players=[{"leader": HOMER, "technologies": techs(resources=1), "unused_workers": 1}, {}])
    assert not s.can("ability")
