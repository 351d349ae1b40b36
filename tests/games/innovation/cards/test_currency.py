from epocha.games.innovation.scenario import Scenario


def test_return_cards_of_two_values_to_score_two_twos():
    s = Scenario(
        players=[
            {"hand": ["Archery", "Oars", "Calendar", "Sailing"], "board": {"green": ["Currency"]}},
            {"board": {"red": ["Metalworking"]}},
        ],
        decks={1: ["Tools"], 2: ["Mathematics", "Philosophy", "Fermenting"]},
    )
    s.dogma("Currency")
    assert s.can_pass()
    s.choose("Archery", "Oars", "Calendar")
    s.done()
    # the two 1s go to the same supply pile: their owner orders them
    assert sorted(s.options()) == ["Archery", "Oars"]
    s.choose("Oars")
    assert s.deck(1) == ["Tools", "Oars", "Archery"]
    assert s.score(0) == ["Mathematics", "Philosophy"]
    assert s.deck(2) == ["Fermenting", "Calendar"]
    assert s.hand(0) == ["Sailing"]
    assert s.quiet


def test_three_cards_of_one_value_score_one_two():
    s = Scenario(
        players=[{"hand": ["Calendar", "Mathematics", "Fermenting"], "board": {"green": ["Currency"]}}, {}],
        decks={2: ["Philosophy", "Monotheism"]},
    )
    s.dogma("Currency")
    s.choose("Calendar", "Mathematics", "Fermenting")
    s.choose("Fermenting", "Calendar")  # the order back under the 2 pile
    assert s.score(0) == ["Philosophy"]
    assert s.deck(2) == ["Monotheism", "Fermenting", "Calendar", "Mathematics"]
    assert s.hand(0) == []


def test_decline():
    s = Scenario(
        players=[{"hand": ["Archery"], "board": {"green": ["Currency"]}}, {}],
        decks={2: ["Philosophy"]},
    )
    s.dogma("Currency")
    s.pass_()
    assert s.quiet
    assert s.hand(0) == ["Archery"]
    assert s.score(0) == []
    assert s.deck(2) == ["Philosophy"]


def test_empty_hand_asks_nothing():
    s = Scenario(players=[{"board": {"green": ["Currency"]}}, {}], decks={2: ["Philosophy"]})
    s.dogma("Currency")
    assert s.quiet
    assert s.score(0) == []
    assert s.deck(2) == ["Philosophy"]


def test_shared_with_the_sharing_bonus():
    s = Scenario(
        players=[
            {"hand": ["Oars"], "board": {"green": ["Currency"]}},
            {"hand": ["Archery", "Alchemy"], "board": {"purple": ["City States"]}},
        ],
        decks={2: ["Philosophy", "Calendar", "Fermenting"]},
    )
    s.dogma("Currency")
    assert s.chooser == 1
    s.choose("Archery", "Alchemy")
    assert s.score(1) == ["Calendar", "Philosophy"]
    assert s.chooser == 0
    s.pass_()
    assert s.hand(0) == ["Oars", "Fermenting"]  # the sharing bonus
    assert s.deck(2) == []
