from epocha.games.innovation.scenario import Scenario

BOARD = {"green": ["Measurement"], "red": ["Archery", "Metalworking"]}


def test_first_edition_returns_then_splays_a_chosen_colour_and_draws_its_size():
    s = Scenario(players=[{"hand": ["Oars"], "board": BOARD}, {}], decks={1: [], 2: ["Calendar"]})
    s.dogma("Measurement")
    assert s.can_pass()
    s.choose("Oars")
    assert s.deck(1) == ["Oars"]
    assert s.asking == "color"
    assert s.options() == ["red", "yellow", "green", "blue", "purple"]
    s.choose("red")
    assert s.splay(0, "red") == "right"
    assert s.hand(0) == ["Calendar"]
    assert s.quiet


def test_first_edition_a_missing_colour_splays_nothing_and_draws_a_1():
    s = Scenario(players=[{"hand": ["Oars"], "board": BOARD}, {}], decks={1: ["Sailing"]})
    s.dogma("Measurement")
    s.choose("Oars")
    s.choose("yellow")
    assert s.splay(0, "red") == "none"
    assert s.hand(0) == ["Sailing"]
    assert s.deck(1) == ["Oars"]


def test_first_edition_a_pile_already_splayed_right_is_counted():
    board = {
        "green": ["Measurement"],
        "red": {"cards": ["Archery", "Metalworking", "Oars"], "splay": "right"},
    }
    s = Scenario(players=[{"hand": ["Sailing"], "board": board}, {}], decks={3: ["Optics"]})
    s.dogma("Measurement")
    s.choose("Sailing")
    s.choose("red")
    assert s.splay(0, "red") == "right"
    assert s.hand(0) == ["Optics"]


def test_may_decline():
    s = Scenario(players=[{"hand": ["Oars"], "board": BOARD}, {}])
    s.dogma("Measurement")
    s.pass_()
    assert s.hand(0) == ["Oars"] and s.splay(0, "red") == "none"
    assert s.quiet


def test_an_empty_hand_does_nothing():
    s = Scenario(players=[{"board": BOARD}, {}])
    s.dogma("Measurement")
    assert s.quiet and s.hand(0) == []


def test_third_edition_reveals_and_splays_the_returned_cards_colour():
    s = Scenario(
        players=[{"hand": ["Oars"], "board": BOARD}, {}], decks={1: [], 2: ["Calendar"]}, edition="3e"
    )
    s.dogma("Measurement")
    s.choose("Oars")
    # no colour is asked: the returned card was red
    assert s.splay(0, "red") == "right"
    assert s.hand(0) == ["Calendar"] and s.deck(1) == ["Oars"]
    assert [e["args"]["card"] for e in s.events("reveal")] == ["Oars"]
    assert s.quiet


def test_third_edition_a_colour_i_lack_draws_a_1():
    s = Scenario(players=[{"hand": ["Mysticism"], "board": BOARD}, {}], decks={1: ["Sailing"]}, edition="3e")
    s.dogma("Measurement")
    s.choose("Mysticism")
    assert s.hand(0) == ["Sailing"] and s.splay(0, "red") == "none"


def test_a_sharing_opponent_goes_first_and_i_get_the_bonus():
    s = Scenario(
        players=[
            {"hand": ["Oars"], "board": BOARD},
            {"hand": ["Writing"], "board": {"blue": ["Tools", "Pottery"], "purple": ["Education"]}},
        ],
        decks={1: [], 2: ["Calendar", "Mathematics"], 5: ["Coal"]},
    )
    s.dogma("Measurement")
    assert s.chooser == 1
    s.choose("Writing")
    s.choose("blue")
    assert s.splay(1, "blue") == "right" and s.hand(1) == ["Calendar"]
    s.choose("Oars")
    s.choose("red")
    assert s.hand(0) == ["Mathematics", "Coal"]
