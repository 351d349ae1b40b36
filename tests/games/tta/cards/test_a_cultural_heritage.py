from epocha.games.tta.scenario import Scenario


def test_cultural_heritage_scores_1_science_and_4_culture_for_one_civil_action():
    s = Scenario(players=[{"civil_hand": ["A:Cultural Heritage"], "science": 2, "culture": 5}, {}])
    before = s.ratings(0)
    s.act("play", card="A:Cultural Heritage")
    p = s.player(0)
    assert (p.science, p.culture) == (3, 9)
    assert s.actions_left(0) == (3, 2)
    assert p.civil_hand == []
    assert any(c.startswith("A:Cultural Heritage") for c in s.state.removed)
    assert s.ratings(0) == before  # points, not ratings


def test_cultural_heritage_cannot_be_played_the_turn_it_was_taken():
    s = Scenario(players=[{}, {}], row=["A:Cultural Heritage"])
    s.act("take", card="A:Cultural Heritage")
    assert s.player(0).civil_hand and not s.can("play", card="A:Cultural Heritage")
    assert s.actions_left(0) == (3, 2)


def test_cultural_heritage_needs_a_civil_action():
    s = Scenario(players=[{"civil_hand": ["A:Cultural Heritage"], "actions_spent": {"ca": 4}}, {}])
    assert not s.can("play", card="A:Cultural Heritage")
