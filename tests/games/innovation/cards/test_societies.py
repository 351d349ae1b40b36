from epocha.games.innovation.scenario import Scenario

ME = {"purple": ["Societies"], "blue": ["Tools"], "green": ["Compass"]}
VICTIM = {"blue": ["Chemistry"], "green": ["Paper"], "purple": ["Education"], "red": ["Engineering"]}


def test_first_edition_any_non_purple_top_card_with_a_lightbulb():
    s = Scenario(players=[{"board": ME}, {"board": VICTIM}], decks={5: ["Coal"]})
    assert s.icons(1, "crown") < s.icons(0, "crown")
    s.dogma("Societies")
    assert s.chooser == 1
    assert sorted(s.options()) == ["Chemistry", "Engineering", "Paper"]
    s.choose("Paper")
    assert s.pile(0, "green") == ["Paper", "Compass"]
    assert "green" not in s.board(1)
    assert s.hand(1) == ["Coal"]
    assert s.quiet


def test_first_edition_nothing_eligible_means_no_draw():
    s = Scenario(
        players=[{"board": ME}, {"board": {"purple": ["Education"], "red": ["Oars"]}}], decks={5: ["Coal"]}
    )
    s.dogma("Societies")
    assert s.board(1) == {"purple": ["Education"], "red": ["Oars"]}
    assert s.hand(1) == [] and s.deck(5) == ["Coal"]
    assert s.quiet


def test_third_edition_the_card_must_beat_my_top_card_of_its_colour():
    s = Scenario(players=[{"board": ME}, {"board": VICTIM}], decks={5: ["Coal"]}, edition="3e")
    s.dogma("Societies")
    # Paper (3) does not beat Compass (3); Education (3) does not beat Societies (5);
    # Engineering beats my missing red (0)
    assert sorted(s.options()) == ["Chemistry", "Engineering"]
    s.choose("Engineering")
    assert s.pile(0, "red") == ["Engineering"]
    assert s.hand(1) == ["Coal"]


def test_third_edition_a_purple_card_may_qualify():
    s = Scenario(
        players=[
            {"board": {"purple": ["Societies"]}},
            {"board": {"purple": ["Democracy"], "red": ["Archery"]}},
        ],
        decks={5: ["Coal"]},
        edition="3e",
    )
    s.dogma("Societies")
    assert sorted(s.options()) == ["Archery", "Democracy"]
    s.choose("Democracy")
    assert s.pile(0, "purple") == ["Democracy", "Societies"]
    assert s.hand(1) == ["Coal"]


def test_only_players_with_fewer_crowns_are_demanded():
    s = Scenario(
        players=[
            {"board": ME},
            {"board": {"green": ["Navigation"], "purple": ["Enterprise"], "blue": ["Chemistry"]}},
            {"board": {"blue": ["Experimentation"]}},
        ],
        decks={5: ["Coal"]},
    )
    s.dogma("Societies")
    assert s.pile(0, "blue") == ["Experimentation", "Tools"]
    assert s.pile(1, "blue") == ["Chemistry"]
    assert s.hand(2) == ["Coal"] and s.hand(0) == []
