from epocha.games.innovation.scenario import Scenario


def test_return_a_card_to_draw_and_meld_one_higher():
    s = Scenario(
        players=[
            {"hand": ["Calendar", "Archery"], "board": {"blue": ["Mathematics"]}},
            {"board": {"red": ["Metalworking"]}},
        ],
        decks={2: ["Philosophy"], 3: ["Alchemy", "Compass"]},
    )
    s.dogma("Mathematics")
    assert s.can_pass()
    s.choose("Calendar")
    assert s.pile(0, "blue") == ["Alchemy", "Mathematics"]
    assert s.deck(2) == ["Philosophy", "Calendar"]
    assert s.deck(3) == ["Compass"]
    assert s.hand(0) == ["Archery"]


def test_decline():
    s = Scenario(
        players=[{"hand": ["Calendar"], "board": {"blue": ["Mathematics"]}}, {}],
        decks={3: ["Alchemy"]},
    )
    s.dogma("Mathematics")
    s.pass_()
    assert s.quiet
    assert s.hand(0) == ["Calendar"]
    assert s.deck(3) == ["Alchemy"]
    assert s.pile(0, "blue") == ["Mathematics"]


def test_empty_hand_asks_nothing():
    s = Scenario(players=[{"board": {"blue": ["Mathematics"]}}, {}], decks={2: ["Philosophy"]})
    s.dogma("Mathematics")
    assert s.quiet
    assert s.board(0) == {"blue": ["Mathematics"]}
    assert s.deck(2) == ["Philosophy"]


def test_empty_deck_melds_from_higher():
    s = Scenario(
        players=[{"hand": ["Archery"], "board": {"blue": ["Mathematics"]}}, {}],
        decks={1: [], 2: [], 3: ["Optics"]},
    )
    s.dogma("Mathematics")
    s.choose("Archery")
    assert s.pile(0, "red") == ["Optics"]
    assert s.deck(1) == ["Archery"]


def test_shared_with_the_sharing_bonus():
    s = Scenario(
        players=[
            {"hand": ["Oars"], "board": {"blue": ["Mathematics"]}},
            {"hand": ["Archery"], "board": {"blue": ["Writing"]}},
        ],
        decks={1: ["Tools"], 2: ["Calendar", "Philosophy"]},
    )
    s.dogma("Mathematics")
    assert s.chooser == 1
    s.choose("Archery")
    assert s.pile(1, "blue") == ["Calendar", "Writing"]
    s.pass_()
    assert s.hand(0) == ["Oars", "Philosophy"]  # the sharing bonus
    assert s.deck(1) == ["Tools", "Archery"]
