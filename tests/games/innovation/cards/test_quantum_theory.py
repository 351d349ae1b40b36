from epocha.games.innovation.scenario import Scenario


def test_two_returned_draw_a_ten_and_score_a_ten():
    s = Scenario(
        players=[{"board": {"blue": ["Quantum Theory"]}, "hand": ["Oars", "Optics", "Banking"]}, {}],
        decks={1: [], 3: [], 10: ["Robotics", "Databases", "Software"]},
    )
    s.dogma("Quantum Theory")
    s.choose("Oars", "Optics")
    assert s.deck(1) == ["Oars"] and s.deck(3) == ["Optics"]
    assert s.hand(0) == ["Banking", "Robotics"]
    assert s.score(0) == ["Databases"]
    assert s.deck(10) == ["Software"]


def test_one_returned_draws_nothing():
    s = Scenario(
        players=[{"board": {"blue": ["Quantum Theory"]}, "hand": ["Oars", "Optics"]}, {}],
        decks={1: [], 10: ["Robotics"]},
    )
    s.dogma("Quantum Theory")
    s.choose("Oars")
    s.done()
    assert s.deck(1) == ["Oars"] and s.hand(0) == ["Optics"] and s.deck(10) == ["Robotics"]


def test_pass_returns_nothing():
    s = Scenario(
        players=[{"board": {"blue": ["Quantum Theory"]}, "hand": ["Oars", "Optics"]}, {}],
        decks={10: ["Robotics"]},
    )
    s.dogma("Quantum Theory")
    s.pass_()
    assert s.hand(0) == ["Oars", "Optics"] and s.deck(10) == ["Robotics"]


def test_running_out_of_tens_ends_the_game():
    s = Scenario(
        players=[{"board": {"blue": ["Quantum Theory"]}, "hand": ["Oars", "Optics"]}, {"score": ["Tools"]}],
        decks={10: ["Robotics"]},
    )
    s.dogma("Quantum Theory")
    s.choose("Oars", "Optics")
    assert s.over and s.result["reason"] == "score" and s.result["winners"] == [1]


def test_sharer_goes_first_and_earns_the_bonus():
    # Satellites shows three clocks, as many as Quantum Theory
    s = Scenario(
        players=[
            {"board": {"blue": ["Quantum Theory"]}},
            {"board": {"green": ["Satellites"]}, "hand": ["Oars", "Tools"]},
        ],
        decks={1: [], 8: ["Flight"], 10: ["Robotics", "Databases"]},
    )
    s.dogma("Quantum Theory")
    assert s.chooser == 1
    s.choose("Tools", "Oars")
    assert s.deck(1) == ["Tools", "Oars"]
    assert s.hand(1) == ["Robotics"] and s.score(1) == ["Databases"]
    assert s.hand(0) == ["Flight"]  # player 0 had nothing to return; bonus draw
