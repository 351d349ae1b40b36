from epocha.games.tta.scenario import Scenario

LEADER = "III:Mahatma Gandhi"


def test_gandhi_adds_two_culture_to_the_rating():
    s = Scenario(players=[{"leader": LEADER}, {}], age="III")
    assert s.ratings(0).culture == 2
    assert s.ratings(0).happy == 0
    assert s.ratings(0).strength == 1


def test_the_culture_is_scored_in_production_and_nothing_else_changes():
    s = Scenario(players=[{"civil_hand": [LEADER]}, {}], age="III")
    s.act("leader", card=LEADER)
    assert s.player(0).culture == 0
    assert s.actions_left(0) == (3, 2)
    s.end_turn()
    assert s.player(0).culture == 2
