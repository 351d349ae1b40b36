from .helpers_age_a import board, game, k, stocked

HOMER = k("Homer")
WARRIORS = k("Warriors")


def test_homer_2006_prints_no_happy_face():
    s = game({"leader": HOMER}, {})
    assert s.ratings(0).faces == 0


def test_homer_2006_each_warriors_unit_gives_culture_up_to_two():
    for warriors, culture in ((0, 0), (1, 1), (2, 2), (3, 2)):
        s = game({"leader": HOMER, "technologies": board(Warriors=warriors)}, {})
        assert s.ratings(0).culture == culture, warriors


def test_homer_2006_culture_is_for_warriors_only():
    techs = board({k("Swordsmen", "I"): {"workers": 2}}, Warriors=0)
    s = game({"leader": HOMER, "technologies": techs}, {})
    assert s.ratings(0).culture == 0


def test_homer_2006_culture_is_scored_at_the_end_of_the_turn():
    s = game({"leader": HOMER, "technologies": board(Warriors=2)}, {})
    s.end_turn()
    assert s.player(0).culture == 2


def test_homer_2006_gives_one_resource_for_units_each_turn():
    s = game({"leader": HOMER, "technologies": stocked(resources=1), "unused_workers": 2}, {})
    assert s.player(0).turn["military_resources"] == 1
    s.act("build", tech=WARRIORS)  # 2 resources: Homer's 1 + 1 of the player's
    assert s.player(0).workers[f"{WARRIORS}#p0"] == 2
    assert s.resources(0) == 0
    assert not s.can("build", tech=WARRIORS)  # one resource per turn
    s.end_turn().end_turn()
    assert s.state.turn_player == 0
    assert s.player(0).turn["military_resources"] == 1  # filled again


def test_homer_2006_resource_does_not_pay_for_buildings():
    s = game({"leader": HOMER, "technologies": stocked(resources=1), "unused_workers": 1}, {})
    assert not s.can("build", tech=k("Bronze"))
    assert s.can("build", tech=WARRIORS)


def test_homer_2006_replaced_is_not_slid_under_a_wonder():
    s = game({"leader": HOMER, "wonders": [k("Pyramids")], "civil_hand": [k("Moses")]}, {})
    s.act("leader", card=k("Moses"))
    p = s.player(0)
    assert p.leader == f"{k('Moses')}#1"
    assert p.homer_under is None
    assert s.decision().kind == "turn"  # nothing asked
    assert s.player(0).totals == {"ca": 5, "ma": 2}
