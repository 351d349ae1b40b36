from epocha.games.innovation.scenario import Scenario


def test_splay_then_score_one_higher_and_return_a_score_card():
    s = Scenario(
        players=[{"board": {"blue": ["Chemistry", "Tools"], "red": ["Oars"]}, "score": ["Sailing"]}, {}],
        decks={1: [], 6: ["Canning"]},
    )
    s.dogma("Chemistry")
    assert s.options() == ["blue"] and s.can_pass()
    s.choose("blue")
    assert s.splay(0, "blue") == "right"
    # highest top card is Chemistry (5): a 6 is scored, then a score card is returned
    assert sorted(s.options()) == ["Canning", "Sailing"] and not s.can_pass()
    s.choose("Sailing")
    assert s.score(0) == ["Canning"]
    assert s.deck(1) == ["Sailing"]
    assert s.quiet


def test_the_card_just_scored_may_have_to_go_back():
    s = Scenario(players=[{"board": {"blue": ["Chemistry"]}}, {}], decks={6: ["Canning", "Democracy"]})
    s.dogma("Chemistry")
    # no blue splay possible, and the only score card is returned without asking
    assert s.score(0) == []
    assert s.deck(6) == ["Democracy", "Canning"]
    assert s.quiet


def test_an_empty_pile_draws_higher():
    s = Scenario(
        players=[{"board": {"blue": ["Chemistry"]}, "score": ["Oars"]}, {}],
        decks={6: [], 7: ["Evolution"]},
    )
    s.dogma("Chemistry")
    s.choose("Oars")
    assert s.score(0) == ["Evolution"]


def test_a_sharing_opponent_scores_and_returns_first():
    s = Scenario(
        players=[{"board": {"blue": ["Chemistry"]}, "score": ["Oars"]}, {"board": {"red": ["Coal"]}}],
        decks={5: ["Physics"], 6: ["Canning", "Democracy"]},
    )
    s.dogma("Chemistry")
    # opponent (3 factories) draws and scores Canning, then must return it
    assert s.score(1) == []
    assert s.chooser == 0
    s.choose("Oars")
    assert s.score(0) == ["Democracy"]
    assert s.deck(6) == ["Canning"]
    assert s.hand(0) == ["Physics"]  # sharing bonus


def test_may_decline_the_splay():
    s = Scenario(
        players=[{"board": {"blue": ["Chemistry", "Tools"]}, "score": ["Sailing"]}, {}],
        decks={6: ["Canning"]},
    )
    s.dogma("Chemistry")
    s.pass_()
    assert s.splay(0, "blue") == "none"
    s.choose("Canning")
    assert s.score(0) == ["Sailing"] and s.deck(6) == ["Canning"]
