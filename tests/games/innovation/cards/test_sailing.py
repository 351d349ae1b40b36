from epocha.games.innovation.scenario import Scenario


def test_draw_and_meld_a_one():
    s = Scenario(
        players=[{"board": {"green": ["Sailing"]}}, {"board": {"yellow": ["Masonry"]}}],
        decks={1: ["Archery", "Tools"]},
    )
    s.dogma("Sailing")
    assert s.pile(0, "red") == ["Archery"]
    assert s.hand(0) == []
    assert s.board(1) == {"yellow": ["Masonry"]}
    assert s.deck(1) == ["Tools"]


def test_empty_deck_melds_a_two():
    s = Scenario(
        players=[{"board": {"green": ["Sailing"]}}, {}],
        decks={1: [], 2: ["Calendar"]},
    )
    s.dogma("Sailing")
    assert s.pile(0, "blue") == ["Calendar"]
    assert s.deck(2) == []


def test_shared_with_the_sharing_bonus():
    s = Scenario(
        players=[{"board": {"green": ["Sailing"]}}, {"board": {"purple": ["City States"]}}],
        decks={1: ["Tools", "Archery", "Pottery"]},
    )
    s.dogma("Sailing")
    assert s.pile(1, "blue") == ["Tools"]
    assert s.pile(0, "red") == ["Archery"]
    assert s.hand(0) == ["Pottery"]
    assert s.deck(1) == []
