"""Databases: each demanded player returns half (rounded up) of their score pile."""

from epocha.games.innovation.scenario import Scenario


def test_victim_returns_the_chosen_half_rounded_up():
    s = Scenario(
        players=[
            {"board": {"green": ["Databases"]}},
            {"score": ["Writing", "Calendar", "Alchemy"]},
        ],
        decks={1: ["Oars"], 2: ["Mapmaking"], 3: ["Optics"]},
    )
    s.dogma("Databases")
    assert s.chooser == 1
    assert sorted(s.options()) == ["Alchemy", "Calendar", "Writing"]
    s.choose("Writing")
    assert not s.can_finish()  # two cards are due
    s.choose("Alchemy")
    assert s.score(1) == ["Calendar"]
    assert s.deck(1) == ["Oars", "Writing"]
    assert s.deck(3) == ["Optics", "Alchemy"]
    assert s.deck(2) == ["Mapmaking"]
    assert s.quiet and s.score(0) == []


def test_victim_orders_cards_of_one_age():
    s = Scenario(
        players=[
            {"board": {"green": ["Databases"]}},
            {"score": ["Writing", "Oars", "Sailing", "Calendar", "Optics"]},
        ],
        decks={1: ["Tools"], 2: ["Mapmaking"]},
    )
    s.dogma("Databases")
    s.choose("Writing", "Calendar", "Oars")  # three of five
    assert s.chooser == 1 and sorted(s.options()) == ["Oars", "Writing"]
    s.choose("Oars")
    assert s.deck(1) == ["Tools", "Oars", "Writing"]
    assert s.deck(2) == ["Mapmaking", "Calendar"]
    assert s.score(1) == ["Sailing", "Optics"]


def test_a_single_card_is_returned_without_asking():
    s = Scenario(
        players=[{"board": {"green": ["Databases"]}}, {"score": ["Optics"]}],
        decks={3: ["Alchemy"]},
    )
    s.dogma("Databases")
    assert s.quiet
    assert s.score(1) == [] and s.deck(3) == ["Alchemy", "Optics"]


def test_two_cards_return_one():
    s = Scenario(
        players=[{"board": {"green": ["Databases"]}}, {"score": ["Optics", "Computers"]}],
        decks={3: ["Alchemy"], 9: ["Genetics"]},
    )
    s.dogma("Databases")
    s.choose("Computers")
    assert s.score(1) == ["Optics"] and s.deck(9) == ["Genetics", "Computers"]
    assert s.deck(3) == ["Alchemy"]


def test_an_empty_score_pile_returns_nothing():
    s = Scenario(players=[{"board": {"green": ["Databases"]}, "score": ["Writing"]}, {"hand": ["Oars"]}])
    s.dogma("Databases")
    assert s.quiet and s.turn["actions_left"] == 1
    assert s.score(1) == [] and s.hand(1) == ["Oars"] and s.score(0) == ["Writing"]


def test_players_with_as_many_clocks_are_spared_and_victims_go_clockwise():
    s = Scenario(
        players=[
            {"board": {"green": ["Databases"]}, "score": ["Writing", "Oars"]},
            {"score": ["Calendar", "Mapmaking"]},
            {"board": {"blue": ["Software"]}, "score": ["Optics", "Alchemy"]},
            {"score": ["Tools", "Sailing", "Physics"]},
        ],
        decks={1: ["Pottery"], 2: ["Philosophy"], 5: ["Coal"]},
    )
    s.dogma("Databases")
    assert s.chooser == 1
    s.choose("Mapmaking")
    assert s.chooser == 3
    s.choose("Physics", "Tools")
    assert s.score(1) == ["Calendar"]
    assert s.score(2) == ["Alchemy", "Optics"]
    assert s.score(3) == ["Sailing"]
    assert s.score(0) == ["Oars", "Writing"]
    assert s.deck(1) == ["Pottery", "Tools"]
    assert s.deck(2) == ["Philosophy", "Mapmaking"]
    assert s.deck(5) == ["Coal", "Physics"]
