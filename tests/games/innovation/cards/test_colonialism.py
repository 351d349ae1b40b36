from epocha.games.innovation.scenario import Scenario


def test_tucks_threes_while_they_have_a_crown():
    s = Scenario(
        players=[{"board": {"red": ["Colonialism"]}}, {}],
        decks={3: ["Translation", "Optics", "Alchemy", "Paper"]},
    )
    s.dogma("Colonialism")
    assert s.pile(0, "blue") == ["Translation", "Alchemy"]
    assert s.pile(0, "red") == ["Colonialism", "Optics"]
    assert s.deck(3) == ["Paper"]
    assert s.quiet and s.hand(0) == []


def test_stops_after_a_crownless_card():
    s = Scenario(players=[{"board": {"red": ["Colonialism"]}}, {}], decks={3: ["Alchemy", "Translation"]})
    s.dogma("Colonialism")
    assert s.pile(0, "blue") == ["Alchemy"] and s.deck(3) == ["Translation"]


def test_an_empty_three_deck_tucks_higher_cards():
    s = Scenario(
        players=[{"board": {"red": ["Colonialism"]}}, {}],
        decks={3: ["Compass"], 4: ["Navigation", "Anatomy", "Invention"]},
    )
    s.dogma("Colonialism")
    # Compass (crown), then the 3s are gone: Navigation (crown), then Anatomy (no crown)
    assert s.pile(0, "green") == ["Compass", "Navigation"]
    assert s.pile(0, "yellow") == ["Anatomy"]
    assert s.deck(4) == ["Invention"]


def test_sharing_opponent_tucks_first_and_earns_the_bonus():
    s = Scenario(
        players=[{"board": {"red": ["Colonialism"]}}, {"board": {"red": ["Gunpowder"]}}],
        decks={3: ["Alchemy", "Education"], 4: ["Anatomy"]},
    )
    assert s.icons(1, "factory") >= s.icons(0, "factory")
    s.dogma("Colonialism")
    assert s.pile(1, "blue") == ["Alchemy"]
    assert s.pile(0, "purple") == ["Education"]
    assert s.hand(0) == ["Anatomy"]  # bonus: Colonialism is a 4
