from epocha.games.innovation.scenario import Scenario


def test_returns_the_hand_then_draws_three_sixes():
    s = Scenario(
        players=[{"board": {"purple": ["Railroad"]}, "hand": ["Oars", "Optics"]}, {}],
        decks={1: ["Clothing"], 3: ["Compass"], 6: ["Canning", "Vaccination", "Atomic Theory", "Democracy"]},
    )
    s.dogma("Railroad")
    assert s.quiet  # different ages: no order to choose; nothing splayed right
    assert s.deck(1) == ["Clothing", "Oars"] and s.deck(3) == ["Compass", "Optics"]
    assert s.hand(0) == ["Atomic Theory", "Canning", "Vaccination"]
    assert s.deck(6) == ["Democracy"]


def test_the_player_orders_returned_cards_of_one_age():
    s = Scenario(
        players=[{"board": {"purple": ["Railroad"]}, "hand": ["Oars", "Tools"]}, {}],
        decks={1: [], 6: ["Canning", "Vaccination", "Atomic Theory"]},
    )
    s.dogma("Railroad")
    assert s.chooser == 0 and sorted(s.options()) == ["Oars", "Tools"]
    s.choose("Tools")
    assert s.deck(1) == ["Tools", "Oars"]
    assert s.hand(0) == ["Atomic Theory", "Canning", "Vaccination"]


def test_empty_hand_still_draws_three_and_empty_deck_moves_up():
    s = Scenario(
        players=[{"board": {"purple": ["Railroad"]}}, {}], decks={6: ["Canning"], 7: ["Bicycle", "Lighting"]}
    )
    s.dogma("Railroad")
    assert s.hand(0) == ["Canning", "Bicycle", "Lighting"]


def test_may_splay_up_a_colour_splayed_right():
    s = Scenario(
        players=[
            {
                "board": {
                    "purple": ["Railroad"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "right"},
                    "blue": {"cards": ["Tools", "Writing"], "splay": "right"},
                    "green": {"cards": ["Sailing", "Clothing"], "splay": "left"},
                }
            },
            {},
        ],
        decks={6: ["Canning", "Vaccination", "Atomic Theory"]},
    )
    s.dogma("Railroad")
    assert s.options() == ["red", "blue"] and s.can_pass()
    s.choose("red")
    assert s.splay(0, "red") == "up" and s.splay(0, "blue") == "right"
    assert s.splay(0, "green") == "left"


def test_may_decline_the_splay():
    s = Scenario(
        players=[
            {"board": {"purple": ["Railroad"], "red": {"cards": ["Oars", "Archery"], "splay": "right"}}},
            {},
        ],
        decks={6: ["Canning", "Vaccination", "Atomic Theory"]},
    )
    s.dogma("Railroad")
    s.pass_()
    assert s.splay(0, "red") == "right"


def test_sharer_goes_first_and_earns_the_bonus():
    # Quantum Theory shows three clocks, Railroad two
    s = Scenario(
        players=[
            {"board": {"purple": ["Railroad"]}},
            {"board": {"blue": ["Quantum Theory"]}, "hand": ["Oars"]},
        ],
        decks={
            1: [],
            6: ["Canning", "Vaccination", "Atomic Theory", "Democracy", "Emancipation", "Encyclopedia"],
            7: ["Lighting"],
        },
    )
    s.dogma("Railroad")
    assert s.deck(1) == ["Oars"]
    assert s.hand(1) == ["Atomic Theory", "Canning", "Vaccination"]
    assert s.hand(0) == ["Democracy", "Emancipation", "Encyclopedia", "Lighting"]
