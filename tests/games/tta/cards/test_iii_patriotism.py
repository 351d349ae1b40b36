from epocha.games.tta.scenario import Scenario

CARD = "III:Patriotism"


def test_patriotism_iii_gives_4_resources_for_units_and_a_military_action():
    s = Scenario(players=[{"civil_hand": [CARD]}, {}], age="III")
    s.act("play", card=CARD)
    p = s.player(0)
    assert p.turn["military_resources"] == 4
    assert s.actions_left(0) == (3, 3)
    s.act("build", tech="A:Warriors")  # 2 of the 4
    assert p.turn["military_resources"] == 2 and s.resources(0) == 0
    assert s.ratings(0).strength == 2


def test_patriotism_iii_twice_adds_up():
    s = Scenario(players=[{"civil_hand": [CARD, "A:Patriotism"]}, {}], age="III")
    s.act("play", card=CARD)
    s.act("play", card="A:Patriotism")
    assert s.player(0).turn["military_resources"] == 5
    assert s.actions_left(0) == (2, 4)
