from epocha.games.innovation.scenario import Scenario


def test_scores_a_card_of_my_highest_score_value():
    s = Scenario(
        players=[{"board": {"red": ["Machine Tools"]}, "score": ["Oars", "Calendar"]}, {}],
        decks={2: ["Mathematics"]},
    )
    s.dogma("Machine Tools")
    assert s.score(0) == ["Oars", "Calendar", "Mathematics"]
    assert s.deck(2) == []
    assert s.quiet


def test_an_empty_score_pile_scores_a_1():
    s = Scenario(players=[{"board": {"red": ["Machine Tools"]}}, {}], decks={1: ["Sailing"]})
    s.dogma("Machine Tools")
    assert s.score(0) == ["Sailing"]


def test_an_empty_pile_scores_from_higher():
    s = Scenario(
        players=[{"board": {"red": ["Machine Tools"]}, "score": ["Calendar"]}, {}],
        decks={2: [], 3: ["Optics"]},
    )
    s.dogma("Machine Tools")
    assert s.score(0) == ["Calendar", "Optics"]


def test_a_sharer_scores_first_and_i_get_the_bonus():
    s = Scenario(
        players=[
            {"board": {"red": ["Machine Tools"]}, "score": ["Calendar"]},
            {"board": {"yellow": ["Steam Engine"], "blue": ["Chemistry"]}, "score": ["Coal"]},
        ],
        decks={2: ["Mathematics"], 5: ["Physics"], 6: ["Canning"]},
    )
    s.dogma("Machine Tools")
    assert s.score(1) == ["Coal", "Physics"]
    assert s.score(0) == ["Calendar", "Mathematics"]
    assert s.hand(0) == ["Canning"]
