from epocha.games.innovation.scenario import Scenario


def test_returns_up_to_three_and_scores_that_value():
    s = Scenario(
        players=[{"board": {"blue": ["Pottery"]}, "hand": ["Oars", "Sailing", "Tools", "Calendar"]}, {}],
        decks={1: ["Agriculture"], 3: ["Optics"]},
    )
    s.dogma("Pottery")
    s.choose("Oars", "Sailing", "Tools")
    assert s.score(0) == ["Optics"]
    assert s.hand(0) == ["Agriculture", "Calendar"]
    assert s.deck(1) == ["Oars", "Sailing", "Tools"]  # returned in pick order to the bottom


def test_done_after_two():
    s = Scenario(
        players=[{"board": {"blue": ["Pottery"]}, "hand": ["Oars", "Sailing", "Tools"]}, {}],
        decks={1: ["Agriculture"], 2: ["Calendar"]},
    )
    s.dogma("Pottery")
    s.choose("Oars")
    assert s.can_finish()
    s.choose("Sailing").done()
    assert s.score(0) == ["Calendar"]
    assert s.hand(0) == ["Agriculture", "Tools"]


def test_decline_still_draws_a_one():
    s = Scenario(players=[{"board": {"blue": ["Pottery"]}, "hand": ["Oars"]}, {}], decks={1: ["Agriculture"]})
    s.dogma("Pottery")
    s.pass_()
    assert s.score(0) == [] and s.hand(0) == ["Agriculture", "Oars"]
