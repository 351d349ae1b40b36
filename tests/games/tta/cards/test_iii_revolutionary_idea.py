from epocha.games.tta.scenario import Scenario


def test_revolutionary_idea_iii_scores_6_science():
    s = Scenario(players=[{"civil_hand": ["III:Revolutionary Idea"], "science": 1}, {}], age="III")
    s.act("play", card="III:Revolutionary Idea")
    assert s.player(0).science == 7
    assert s.player(0).culture == 0
    assert s.actions_left(0) == (3, 2)


def test_revolutionary_idea_iii_two_copies_score_twice():
    s = Scenario(
        players=[{"civil_hand": ["III:Revolutionary Idea", "III:Revolutionary Idea"]}, {}], age="III"
    )
    s.act("play", card="III:Revolutionary Idea")
    s.act("play", card="III:Revolutionary Idea")
    assert s.player(0).science == 12
    assert s.actions_left(0) == (2, 2)
    assert s.player(0).civil_hand == []
