from epocha.games.innovation.scenario import Scenario


def test_guessed_colour_is_melded_and_may_be_splayed_up():
    s = Scenario(players=[{"board": {"purple": ["Empiricism"]}}, {}], decks={9: ["Services"]})
    s.dogma("Empiricism")
    assert s.asking == "color" and not s.can_pass()
    s.choose("purple")
    assert "purple" not in s.options()
    s.choose("blue")
    assert s.pile(0, "purple") == ["Services", "Empiricism"]
    assert s.options() == ["purple"] and s.can_pass()
    s.choose("purple")
    assert s.splay(0, "purple") == "up"
    assert not s.over


def test_may_decline_the_splay():
    s = Scenario(players=[{"board": {"purple": ["Empiricism"]}}, {}], decks={9: ["Services"]})
    s.dogma("Empiricism")
    s.choose("red", "purple")
    s.pass_()
    assert s.pile(0, "purple") == ["Services", "Empiricism"] and s.splay(0, "purple") == "none"


def test_wrong_colour_stays_in_hand():
    s = Scenario(players=[{"board": {"purple": ["Empiricism"]}}, {}], decks={9: ["Services"]})
    s.dogma("Empiricism")
    s.choose("red", "green")
    assert s.quiet
    assert s.hand(0) == ["Services"] and s.pile(0, "purple") == ["Empiricism"]


def test_new_colour_melded_alone_offers_no_splay():
    s = Scenario(players=[{"board": {"purple": ["Empiricism"]}}, {}], decks={9: ["Fission"]})
    s.dogma("Empiricism")
    s.choose("red", "green")
    assert s.quiet and s.pile(0, "red") == ["Fission"]


def _lightbulb_board(education=True):
    purple = ["Empiricism", "Education", "Philosophy"] if education else ["Empiricism", "Philosophy"]
    return {
        "purple": {"cards": purple, "splay": "up"},
        "blue": {"cards": ["Evolution", "Experimentation", "Mathematics"], "splay": "up"},
        "green": ["Classification"],
        "yellow": ["Perspective"],
    }


def test_twenty_lightbulbs_win():
    s = Scenario(players=[{"board": _lightbulb_board()}, {}], decks={9: ["Fission"]})
    assert s.icons(0, "lightbulb") == 21
    s.dogma("Empiricism")
    s.choose("blue", "green")
    assert s.hand(0) == ["Fission"]
    assert s.over and s.result["winners"] == [0]


def test_fewer_than_twenty_lightbulbs_do_not_win():
    s = Scenario(players=[{"board": _lightbulb_board(education=False)}, {}], decks={9: ["Fission"]})
    assert s.icons(0, "lightbulb") == 19
    s.dogma("Empiricism")
    s.choose("blue", "green")
    assert not s.over and s.quiet


def test_sharer_goes_first_and_earns_the_bonus():
    # Experimentation shows three lightbulbs, as many as Empiricism
    s = Scenario(
        players=[{"board": {"purple": ["Empiricism"]}}, {"board": {"blue": ["Experimentation"]}}],
        decks={9: ["Services", "Fission", "Genetics"], 8: ["Flight"]},
    )
    s.dogma("Empiricism")
    assert s.chooser == 1
    s.choose("red", "green")  # Services is purple: kept in hand
    assert s.hand(1) == ["Services"]
    s.choose("red", "blue")  # Fission is red: melded
    assert s.pile(0, "red") == ["Fission"]
    assert s.hand(0) == ["Genetics"]  # bonus draw from the 9 now on top
