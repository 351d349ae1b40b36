from epocha.games.innovation.scenario import Scenario


def test_more_score_cards_than_hand_cards_draws_two_threes():
    s = Scenario(
        players=[
            {"hand": ["Archery"], "score": ["Oars", "Sailing"], "board": {"blue": ["Calendar"]}},
            {"board": {"red": ["Metalworking"]}},
        ],
        decks={3: ["Alchemy", "Compass", "Optics"]},
    )
    s.dogma("Calendar")
    assert s.hand(0) == ["Archery", "Alchemy", "Compass"]
    assert s.deck(3) == ["Optics"]


def test_equal_counts_draw_nothing():
    s = Scenario(
        players=[
            {"hand": ["Archery", "Tools"], "score": ["Oars", "Sailing"], "board": {"blue": ["Calendar"]}},
            {},
        ],
        decks={3: ["Alchemy"]},
    )
    s.dogma("Calendar")
    assert s.quiet
    assert s.hand(0) == ["Archery", "Tools"]
    assert s.deck(3) == ["Alchemy"]


def test_empty_hand_and_one_score_card():
    s = Scenario(
        players=[{"score": ["Oars"], "board": {"blue": ["Calendar"]}}, {}],
        decks={3: ["Alchemy"], 4: ["Invention"]},
    )
    s.dogma("Calendar")
    assert s.hand(0) == ["Alchemy", "Invention"]  # the 3s ran out: a 4
    assert s.deck(3) == [] and s.deck(4) == []


def test_shared_with_the_sharing_bonus():
    s = Scenario(
        players=[
            {"hand": ["Archery"], "board": {"blue": ["Calendar"]}},
            {"score": ["Oars"], "board": {"yellow": ["Agriculture"]}},
        ],
        decks={2: ["Philosophy"], 3: ["Alchemy", "Compass"]},
    )
    s.dogma("Calendar")
    assert s.hand(1) == ["Alchemy", "Compass"]
    assert s.hand(0) == ["Archery", "Philosophy"]  # only the sharing bonus
    assert s.deck(2) == [] and s.deck(3) == []


def test_sharer_who_draws_nothing_gives_no_bonus():
    s = Scenario(
        players=[
            {"score": ["Archery"], "board": {"blue": ["Calendar"]}},
            {"hand": ["Oars"], "board": {"yellow": ["Agriculture"]}},
        ],
        decks={2: ["Philosophy"], 3: ["Alchemy", "Compass"]},
    )
    s.dogma("Calendar")
    assert s.hand(1) == ["Oars"]
    assert s.hand(0) == ["Alchemy", "Compass"]
    assert s.deck(2) == ["Philosophy"]
