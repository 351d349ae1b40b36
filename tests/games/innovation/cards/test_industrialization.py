from epocha.games.innovation.scenario import Scenario

ME = {"red": ["Industrialization"], "yellow": ["Steam Engine"], "green": ["Invention"], "blue": ["Tools"]}
SIXES = ["Canning", "Vaccination", "Classification", "Democracy"]


def test_first_edition_tucks_a_6_for_every_two_factories():
    s = Scenario(players=[{"board": ME}, {}], decks={6: list(SIXES)})
    assert s.icons(0, "factory") == 5
    s.dogma("Industrialization")
    assert s.pile(0, "yellow") == ["Steam Engine", "Canning", "Vaccination"]
    assert s.deck(6) == ["Classification", "Democracy"]
    assert s.quiet


def test_third_edition_tucks_a_6_for_every_colour_with_a_factory():
    s = Scenario(players=[{"board": ME}, {}], decks={6: list(SIXES)}, edition="3e")
    s.dogma("Industrialization")
    # red, yellow and green show a factory; blue does not
    assert s.pile(0, "yellow") == ["Steam Engine", "Canning", "Vaccination"]
    assert s.pile(0, "green") == ["Invention", "Classification"]
    assert s.deck(6) == ["Democracy"]


def test_third_edition_counts_factories_revealed_by_a_splay():
    board = {"red": ["Industrialization"], "blue": {"cards": ["Tools", "Chemistry"], "splay": "right"}}
    s = Scenario(players=[{"board": board}, {}], decks={6: list(SIXES)}, edition="3e")
    s.dogma("Industrialization")
    assert s.pile(0, "yellow") == ["Canning", "Vaccination"]
    assert s.deck(6) == ["Classification", "Democracy"]


def test_third_edition_a_covered_unsplayed_factory_does_not_count():
    board = {"red": ["Industrialization"], "blue": ["Tools", "Chemistry"]}
    s = Scenario(players=[{"board": board}, {}], decks={6: list(SIXES)}, edition="3e")
    s.dogma("Industrialization")
    assert s.pile(0, "yellow") == ["Canning"]


def test_first_edition_an_odd_factory_is_not_counted_and_the_splay_is_offered():
    board = {"red": ["Industrialization", "Oars"], "purple": ["Emancipation", "Mysticism"]}
    s = Scenario(players=[{"board": board}, {}], decks={6: list(SIXES)})
    assert s.icons(0, "factory") == 4
    s.dogma("Industrialization")
    assert s.pile(0, "yellow") == ["Canning", "Vaccination"]
    assert s.options() == ["red", "purple"] and s.can_pass()
    s.choose("purple")
    assert s.splay(0, "purple") == "right" and s.splay(0, "red") == "none"


def test_a_sharer_tucks_first_and_i_get_the_bonus():
    s = Scenario(
        players=[{"board": {"red": ["Industrialization"]}}, {"board": {"red": ["Coal"]}}],
        decks={6: list(SIXES)},
    )
    s.dogma("Industrialization")
    # seat 1: 3 factories -> one 6; me: 2 factories -> one 6
    assert s.pile(1, "yellow") == ["Canning"]
    assert s.pile(0, "yellow") == ["Vaccination"]
    assert s.hand(0) == ["Classification"]
