from epocha.games.tta.scenario import Scenario

ARI = "A:Aristotle"


def test_aristotle_scores_a_science_point_per_technology_taken():
    s = Scenario(
        players=[{"leader": ARI}, {}],
        row=["I:Alchemy", "I:Monarchy", "I:Cartography", "I:Knights"],
    )
    p = s.player(0)
    s.act("take", card="I:Alchemy")
    assert p.science == 1
    s.act("take", card="I:Monarchy")  # a government is a technology
    assert p.science == 2
    s.act("take", card="I:Cartography")  # so is a special technology
    assert p.science == 3
    s.act("take", card="I:Knights")
    assert p.science == 4
    assert s.actions_left(0) == (0, 2)


def test_aristotle_scores_nothing_for_a_leader_or_a_wonder():
    s = Scenario(players=[{"leader": ARI}, {}], row=["A:Moses", "A:Pyramids"])
    s.act("take", card="A:Moses")
    s.act("take", card="A:Pyramids")
    p = s.player(0)
    assert p.science == 0
    assert p.building == "A:Pyramids#1"
    assert p.civil_hand == ["A:Moses#1"]


def test_aristotle_helps_only_his_owner():
    s = Scenario(players=[{}, {"leader": ARI}], row=["I:Alchemy"])
    s.act("take", card="I:Alchemy")
    assert s.player(0).science == 0
    assert s.player(1).science == 0


def test_aristotle_in_hand_scores_nothing():
    s = Scenario(players=[{"civil_hand": [ARI]}, {}], row=["I:Alchemy"])
    s.act("take", card="I:Alchemy")
    assert s.player(0).science == 0
    assert s.player(0).civil_hand == ["A:Aristotle#1", "I:Alchemy#1"]


def test_aristotle_does_not_score_when_developing():
    s = Scenario(players=[{"leader": ARI, "science": 5, "civil_hand": ["I:Alchemy"]}, {}])
    s.act("develop", card="I:Alchemy")
    assert s.player(0).science == 1  # 5 - 4, nothing added
