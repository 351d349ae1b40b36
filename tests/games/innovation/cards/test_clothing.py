from epocha.games.innovation.scenario import Scenario


def test_shared_melds_new_colours_and_scores_unique_colours():
    s = Scenario(
        players=[
            {"hand": ["Archery", "Sailing"], "board": {"green": ["Clothing"]}},
            {"hand": ["Pottery", "Masonry"], "board": {"yellow": ["Agriculture"]}},
        ],
        decks={1: ["Writing", "Tools", "Oars", "Metalworking", "Mysticism"]},
    )
    s.dogma("Clothing")
    # seat 1: only Pottery is of a new colour; seat 0: only Archery
    assert s.pile(1, "blue") == ["Pottery"]
    assert s.pile(0, "red") == ["Archery"]
    # seat 1 has yellow and blue, seat 0 green and red: two unique colours each
    assert s.score(1) == ["Tools", "Writing"]
    assert s.score(0) == ["Metalworking", "Oars"]
    assert s.hand(1) == ["Masonry"]
    assert s.hand(0) == ["Mysticism", "Sailing"]  # Mysticism: the sharing bonus
    assert s.deck(1) == []


def test_choose_which_new_colour_to_meld():
    s = Scenario(
        players=[
            {"hand": ["Archery", "Tools", "Sailing"], "board": {"green": ["Clothing"]}},
            {"board": {"blue": ["Writing"]}},
        ],
        decks={1: ["Oars"]},
    )
    s.dogma("Clothing")
    assert sorted(s.options()) == ["Archery", "Tools"]
    assert not s.can_pass()
    s.choose("Tools")
    assert s.pile(0, "blue") == ["Tools"]
    assert s.hand(0) == ["Archery", "Sailing"]
    # blue is on seat 1's board: only green scores
    assert s.score(0) == ["Oars"]
    assert s.deck(1) == []


def test_nothing_to_meld_and_no_unique_colour():
    s = Scenario(
        players=[
            {"hand": ["Sailing"], "board": {"green": ["Clothing"]}},
            {"board": {"green": ["The Wheel"]}},
        ],
        decks={1: ["Oars"]},
    )
    s.dogma("Clothing")
    assert s.quiet
    assert s.hand(0) == ["Sailing"]
    assert s.score(0) == []
    assert s.deck(1) == ["Oars"]


def test_any_opponent_having_the_colour_cancels_it():
    s = Scenario(
        players=[
            {"board": {"green": ["Clothing"], "red": ["Archery"], "blue": ["Writing"]}},
            {"board": {"red": ["Oars"]}},
            {"board": {"yellow": ["Masonry"], "blue": ["Tools"]}},
        ],
        decks={1: ["Sailing", "Pottery"]},
    )
    s.dogma("Clothing")
    assert s.score(0) == ["Sailing"]  # green only
    assert s.deck(1) == ["Pottery"]
