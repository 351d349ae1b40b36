from epocha.games.tta.scenario import Scenario


def test_cultural_heritage_i_scores_2_science_and_2_culture():
    s = Scenario(players=[{"civil_hand": ["I:Cultural Heritage"], "science": 1, "culture": 10}, {}])
    s.act("play", card="I:Cultural Heritage")
    p = s.player(0)
    assert (p.science, p.culture) == (3, 12)
    assert s.actions_left(0) == (3, 2)
    assert p.civil_hand == []


def test_cultural_heritage_i_only_changes_the_player_who_plays_it():
    s = Scenario(players=[{"civil_hand": ["I:Cultural Heritage"]}, {"science": 4, "culture": 4}])
    s.act("play", card="I:Cultural Heritage")
    assert (s.player(1).science, s.player(1).culture) == (4, 4)
    assert (s.player(0).science, s.player(0).culture) == (2, 2)
