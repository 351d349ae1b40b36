from epocha.games.innovation.scenario import Scenario


def test_returns_tops_without_factory_and_draws_an_eight_each():
    s = Scenario(
        players=[
            {
                "board": {
                    "green": ["Electricity"],
                    "red": ["Oars", "Archery"],
                    "yellow": ["Steam Engine"],
                    "blue": ["Translation"],
                }
            },
            {},
        ],
        decks={1: ["Clothing"], 3: ["Compass"], 8: ["Flight", "Mobility", "Rocketry"]},
    )
    s.dogma("Electricity")
    assert s.pile(0, "red") == ["Archery"]  # only the top card goes
    assert s.board(0) == {"red": ["Archery"], "yellow": ["Steam Engine"], "green": ["Electricity"]}
    assert s.deck(1) == ["Clothing", "Oars"] and s.deck(3) == ["Compass", "Translation"]
    assert s.hand(0) == ["Flight", "Mobility"]
    assert s.deck(8) == ["Rocketry"]


def test_the_player_orders_cards_of_the_same_age():
    s = Scenario(
        players=[{"board": {"green": ["Electricity"], "red": ["Oars"], "blue": ["Tools"]}}, {}],
        decks={1: [], 8: ["Flight", "Mobility"]},
    )
    s.dogma("Electricity")
    assert s.chooser == 0 and sorted(s.options()) == ["Oars", "Tools"]
    s.choose("Tools")
    assert s.deck(1) == ["Tools", "Oars"]
    assert s.hand(0) == ["Flight", "Mobility"]


def test_nothing_to_return_draws_nothing():
    s = Scenario(players=[{"board": {"green": ["Electricity"], "red": ["Coal"]}}, {}], decks={8: ["Flight"]})
    s.dogma("Electricity")
    assert s.hand(0) == [] and s.deck(8) == ["Flight"]


def test_empty_eight_deck_draws_nines():
    s = Scenario(
        players=[{"board": {"green": ["Electricity"], "blue": ["Tools"]}}, {}], decks={8: [], 9: ["Genetics"]}
    )
    s.dogma("Electricity")
    assert s.hand(0) == ["Genetics"]


def test_sharer_goes_first_and_earns_the_bonus():
    # Coal shows three factories, Electricity two
    s = Scenario(
        players=[{"board": {"green": ["Electricity"]}}, {"board": {"red": ["Coal"], "blue": ["Tools"]}}],
        decks={8: ["Flight"], 7: ["Lighting"]},
    )
    s.dogma("Electricity")
    assert s.board(1) == {"red": ["Coal"]} and s.hand(1) == ["Flight"]
    assert s.hand(0) == ["Lighting"]


def test_sharer_with_nothing_to_return_gives_no_bonus():
    s = Scenario(
        players=[{"board": {"green": ["Electricity"]}}, {"board": {"red": ["Coal"]}}],
        decks={8: ["Flight"], 7: ["Lighting"]},
    )
    s.dogma("Electricity")
    assert s.hand(1) == [] and s.hand(0) == [] and s.deck(7) == ["Lighting"]
