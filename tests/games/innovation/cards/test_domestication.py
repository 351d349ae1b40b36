from epocha.games.innovation.scenario import Scenario


def test_meld_one_of_the_tied_lowest_then_draw():
    s = Scenario(
        players=[
            {"hand": ["Calendar", "Archery", "Sailing"], "board": {"yellow": ["Domestication"]}},
            {"board": {"yellow": ["Agriculture"]}},
        ],
        decks={1: ["Tools"]},
    )
    s.dogma("Domestication")
    assert sorted(s.options()) == ["Archery", "Sailing"]
    assert not s.can_pass()
    s.choose("Sailing")
    assert s.pile(0, "green") == ["Sailing"]
    assert s.hand(0) == ["Archery", "Tools", "Calendar"]
    assert s.deck(1) == []


def test_single_lowest_is_melded_without_asking():
    s = Scenario(
        players=[
            {"hand": ["Calendar", "Oars"], "board": {"yellow": ["Domestication"]}},
            {},
        ],
        decks={1: ["Tools"]},
    )
    s.dogma("Domestication")
    assert s.quiet
    assert s.pile(0, "red") == ["Oars"]
    assert s.hand(0) == ["Tools", "Calendar"]


def test_empty_hand_still_draws():
    s = Scenario(
        players=[{"board": {"yellow": ["Domestication"]}}, {}],
        decks={1: ["Tools"]},
    )
    s.dogma("Domestication")
    assert s.hand(0) == ["Tools"]
    assert s.board(0) == {"yellow": ["Domestication"]}


def test_empty_deck_draws_a_two():
    s = Scenario(
        players=[{"hand": ["Oars"], "board": {"yellow": ["Domestication"]}}, {}],
        decks={1: [], 2: ["Calendar"]},
    )
    s.dogma("Domestication")
    assert s.pile(0, "red") == ["Oars"]
    assert s.hand(0) == ["Calendar"]


def test_shared_with_the_sharing_bonus():
    s = Scenario(
        players=[
            {"hand": ["Masonry"], "board": {"yellow": ["Domestication"]}},
            {"hand": ["Oars"], "board": {"red": ["Archery"]}},
        ],
        decks={1: ["Tools", "Writing", "Pottery"]},
    )
    s.dogma("Domestication")
    assert s.pile(1, "red") == ["Oars", "Archery"]
    assert s.hand(1) == ["Tools"]
    assert s.pile(0, "yellow") == ["Masonry", "Domestication"]
    assert s.hand(0) == ["Pottery", "Writing"]  # Pottery: the sharing bonus
    assert s.deck(1) == []
