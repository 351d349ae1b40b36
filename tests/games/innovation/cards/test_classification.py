from epocha.games.innovation.scenario import Scenario

ME = {"green": ["Classification"]}


def test_takes_the_colour_from_every_other_hand_and_melds_it_in_my_order():
    s = Scenario(
        players=[
            {"hand": ["Oars", "Archery", "Sailing"], "board": ME},
            {"hand": ["Metalworking", "Writing"]},
            {"hand": ["Construction"]},
        ]
    )
    s.dogma("Classification")
    assert s.asking == "color" and s.options() == ["red", "green"] and not s.can_pass()
    s.choose("red")
    assert s.hand(1) == ["Writing"] and s.hand(2) == []
    assert s.asking == "cards"
    assert sorted(s.options()) == ["Archery", "Construction", "Metalworking", "Oars"]
    s.choose("Oars", "Archery", "Metalworking")
    assert s.pile(0, "red") == ["Construction", "Metalworking", "Archery", "Oars"]
    assert s.hand(0) == ["Sailing"]
    assert s.events("reveal")[0]["args"]["player"] == 0
    assert s.quiet


def test_a_single_colour_in_hand_is_not_asked():
    s = Scenario(players=[{"hand": ["Sailing"], "board": ME}, {"hand": ["Oars", "Mapmaking"]}])
    s.dogma("Classification")
    assert s.chooser == 0 and sorted(s.options()) == ["Mapmaking", "Sailing"]
    s.choose("Mapmaking")
    assert s.pile(0, "green") == ["Sailing", "Mapmaking", "Classification"]
    assert s.hand(1) == ["Oars"] and s.hand(0) == []


def test_an_empty_hand_does_nothing():
    s = Scenario(players=[{"board": ME}, {"hand": ["Oars"]}])
    s.dogma("Classification")
    assert s.quiet
    assert s.hand(1) == ["Oars"] and s.board(0) == {"green": ["Classification"]}


def test_a_sharer_goes_first_and_can_take_from_my_hand():
    s = Scenario(
        players=[
            {"hand": ["Mathematics", "Oars"], "board": ME},
            {"hand": ["Writing"], "board": {"purple": ["Education"]}},
        ],
        decks={6: ["Canning"]},
    )
    s.dogma("Classification")
    # seat 1 has only blue: takes my Mathematics and melds both blues in its order
    assert s.chooser == 1
    s.choose("Mathematics")
    assert s.pile(1, "blue") == ["Writing", "Mathematics"]
    # then I have only red left
    assert s.pile(0, "red") == ["Oars"] and s.hand(0) == ["Canning"]
