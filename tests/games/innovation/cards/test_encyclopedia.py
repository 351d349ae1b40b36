from epocha.games.innovation.scenario import Scenario

ME = {"blue": ["Encyclopedia"]}


def test_melds_all_the_highest_score_cards_in_my_order():
    s = Scenario(players=[{"board": ME, "score": ["Oars", "Calendar", "Mathematics", "Construction"]}, {}])
    s.dogma("Encyclopedia")
    assert s.asking == "option" and s.can_pass()
    s.choose("meld")
    # two blue 2s land on one pile: I order them (the last ends on top)
    assert sorted(s.options()) == ["Calendar", "Mathematics"]
    s.choose("Calendar")
    assert s.pile(0, "blue") == ["Mathematics", "Calendar", "Encyclopedia"]
    assert s.pile(0, "red") == ["Construction"]
    assert s.score(0) == ["Oars"]
    assert s.quiet


def test_may_decline():
    s = Scenario(players=[{"board": ME, "score": ["Oars", "Calendar"]}, {}])
    s.dogma("Encyclopedia")
    s.pass_()
    assert s.score(0) == ["Oars", "Calendar"] and s.board(0) == {"blue": ["Encyclopedia"]}


def test_an_empty_score_pile_asks_nothing():
    s = Scenario(players=[{"board": ME}, {}])
    s.dogma("Encyclopedia")
    assert s.quiet and s.board(0) == {"blue": ["Encyclopedia"]}


def test_a_sharer_melds_first_and_i_get_the_bonus():
    s = Scenario(
        players=[
            {"board": ME, "score": ["Oars"]},
            {"board": {"green": ["Navigation"]}, "score": ["Sailing", "Anatomy"]},
        ],
        decks={6: ["Canning"]},
    )
    s.dogma("Encyclopedia")
    assert s.chooser == 1
    s.choose("meld")
    assert s.pile(1, "yellow") == ["Anatomy"] and s.score(1) == ["Sailing"]
    s.choose("meld")
    assert s.pile(0, "red") == ["Oars"]
    assert s.hand(0) == ["Canning"]
