from epocha.games.innovation.scenario import Scenario


def test_victim_draws_then_gives_its_highest_card():
    s = Scenario(
        players=[{"board": {"red": ["Archery"]}}, {"hand": ["Calendar", "Tools"]}],
        decks={1: ["Sailing"]},
    )
    s.dogma("Archery")
    assert s.hand(0) == ["Calendar"]
    assert s.hand(1) == ["Sailing", "Tools"]


def test_victim_chooses_among_tied_highest_cards():
    s = Scenario(
        players=[{"board": {"red": ["Archery"]}}, {"hand": ["Calendar", "Mathematics"]}],
        decks={1: ["Sailing"]},
    )
    s.dogma("Archery")
    assert s.chooser == 1
    assert sorted(s.options()) == ["Calendar", "Mathematics"]
    s.choose("Mathematics")
    assert s.hand(0) == ["Mathematics"] and s.hand(1) == ["Sailing", "Calendar"]


def test_players_with_as_many_castles_are_not_demanded():
    s = Scenario(
        players=[{"board": {"red": ["Archery"]}}, {"board": {"red": ["Oars"]}, "hand": ["Calendar"]}],
        decks={1: ["Sailing"]},
    )
    s.dogma("Archery")
    assert s.hand(1) == ["Calendar"] and s.hand(0) == []
    assert s.deck(1) == ["Sailing"]


def test_the_drawn_card_itself_can_be_the_one_given():
    s = Scenario(players=[{"board": {"red": ["Archery"]}}, {}], decks={1: ["Sailing"]})
    s.dogma("Archery")
    assert s.hand(0) == ["Sailing"] and s.hand(1) == []
