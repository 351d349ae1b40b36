from epocha.games.tta.scenario import Scenario


def test_revolutionary_idea_ii_scores_4_science():
    s = Scenario(
        players=[{"civil_hand": ["II:Revolutionary Idea"], "science": 3, "culture": 7}, {}], age="II"
    )
    rating = s.ratings(0).science
    s.act("play", card="II:Revolutionary Idea")
    p = s.player(0)
    assert (p.science, p.culture) == (7, 7)
    assert s.ratings(0).science == rating
    assert s.actions_left(0) == (3, 2)
    assert p.civil_hand == []


def test_revolutionary_idea_ii_science_can_pay_for_a_later_development():
    s = Scenario(
        players=[{"civil_hand": ["II:Revolutionary Idea", "I:Irrigation"], "science": 0}, {}], age="II"
    )
    assert not s.can("develop", card="I:Irrigation")
    s.act("play", card="II:Revolutionary Idea")
    s.act("develop", card="I:Irrigation")
    assert s.player(0).science == 1
    assert s.actions_left(0) == (2, 2)
