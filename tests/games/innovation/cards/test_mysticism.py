from epocha.games.innovation.scenario import Scenario


def test_matching_colour_is_melded_and_another_one_drawn():
    s = Scenario(
        players=[{"board": {"purple": ["Mysticism"], "red": ["Archery"]}}, {}],
        decks={1: ["Oars", "Tools"]},
    )
    s.dogma("Mysticism")
    assert s.pile(0, "red") == ["Oars", "Archery"]
    assert s.hand(0) == ["Tools"]
    assert [e["args"]["card"] for e in s.events("reveal")] == ["Oars"]
    assert s.deck(1) == []


def test_other_colour_stays_in_hand():
    s = Scenario(
        players=[{"board": {"purple": ["Mysticism"], "red": ["Archery"]}}, {}],
        decks={1: ["Tools", "Oars"]},
    )
    s.dogma("Mysticism")
    assert s.hand(0) == ["Tools"]
    assert s.board(0) == {"red": ["Archery"], "purple": ["Mysticism"]}
    assert [e["args"]["card"] for e in s.events("reveal")] == ["Tools"]
    assert s.deck(1) == ["Oars"]


def test_empty_deck_draws_from_age_two_and_mysticism_itself_matches():
    s = Scenario(
        players=[{"board": {"purple": ["Mysticism"]}}, {}],
        decks={1: [], 2: ["Philosophy", "Calendar"]},
    )
    s.dogma("Mysticism")
    assert s.pile(0, "purple") == ["Philosophy", "Mysticism"]
    assert s.hand(0) == ["Calendar"]
    assert s.deck(2) == []


def test_shared_with_the_sharing_bonus():
    s = Scenario(
        players=[
            {"board": {"purple": ["Mysticism"]}},
            {"board": {"yellow": ["Masonry"]}},
        ],
        decks={1: ["Domestication", "Sailing", "Writing", "Pottery"]},
    )
    s.dogma("Mysticism")
    assert s.pile(1, "yellow") == ["Domestication", "Masonry"]
    assert s.hand(1) == ["Sailing"]
    assert s.hand(0) == ["Pottery", "Writing"]  # Writing did not match; Pottery: the bonus
    assert s.board(0) == {"purple": ["Mysticism"]}
    assert s.deck(1) == []
