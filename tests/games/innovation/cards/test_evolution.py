from epocha.games.innovation.scenario import Scenario


def _evolution(me=None, other=None, decks=None):
    me = {"board": {"blue": ["Evolution"]}, **(me or {})}
    return Scenario(players=[me, other or {}], decks=decks or {})


def test_score_an_eight_then_return_a_score_card():
    s = _evolution({"score": ["Tools"]}, decks={1: [], 8: ["Flight"]})
    s.dogma("Evolution")
    assert s.can_pass() and sorted(s.options()) == ["draw", "score"]
    s.choose("score")
    assert sorted(s.options()) == ["Flight", "Tools"]  # the new 8 may be returned too
    s.choose("Tools")
    assert s.score(0) == ["Flight"] and s.deck(1) == ["Tools"]


def test_may_return_the_eight_just_scored():
    s = _evolution(decks={8: ["Flight", "Mobility"]})
    s.dogma("Evolution")
    s.choose("score")  # the only score card is returned without asking
    assert s.score(0) == [] and s.deck(8) == ["Mobility", "Flight"]


def test_draw_one_higher_than_the_highest_score_card():
    s = _evolution({"score": ["Optics", "Banking"]}, decks={6: ["Canning"]})
    s.dogma("Evolution")
    s.choose("draw")
    assert s.hand(0) == ["Canning"] and s.score(0) == ["Optics", "Banking"]


def test_draw_with_empty_score_pile_draws_a_one():
    s = _evolution(decks={1: ["Writing"]})
    s.dogma("Evolution")
    s.choose("draw")
    assert s.hand(0) == ["Writing"]


def test_scoring_from_an_empty_eight_deck_takes_a_nine():
    s = _evolution({"score": ["Canning"]}, decks={8: [], 9: ["Genetics"]})
    s.dogma("Evolution")
    s.choose("score")
    s.choose("Canning")
    assert s.score(0) == ["Genetics"] and s.deck(6)[-1] == "Canning"


def test_pass_does_nothing():
    s = _evolution({"score": ["Tools"]}, decks={2: ["Calendar"], 8: ["Flight"]})
    s.dogma("Evolution")
    s.pass_()
    assert s.hand(0) == [] and s.score(0) == ["Tools"] and s.deck(8) == ["Flight"]


def test_sharer_goes_first_and_earns_the_bonus():
    # Experimentation shows three lightbulbs, as many as Evolution
    s = _evolution(other={"board": {"blue": ["Experimentation"]}}, decks={1: ["Writing"], 7: ["Lighting"]})
    s.dogma("Evolution")
    assert s.chooser == 1
    s.choose("draw")
    assert s.hand(1) == ["Writing"]
    s.pass_()
    assert s.hand(0) == ["Lighting"]


def test_sharer_who_passes_gives_no_bonus():
    s = _evolution(other={"board": {"blue": ["Experimentation"]}}, decks={7: ["Lighting"]})
    s.dogma("Evolution")
    s.pass_()
    s.pass_()
    assert s.hand(0) == [] and s.hand(1) == [] and s.deck(7) == ["Lighting"]
