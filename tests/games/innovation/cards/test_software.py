"""Software: draw and score a 10; draw and meld two 10s and execute the second one's
non-demand effects for yourself only."""

from epocha.games.innovation.scenario import Scenario


def test_scores_a_ten_melds_two_and_executes_only_the_second():
    # decks: 10 (score Databases, meld Robotics then Stem Cells; Stem Cells is executed)
    s = Scenario(
        players=[
            {"board": {"blue": ["Software"], "green": ["Sailing"]}, "hand": ["Writing"]},
            {"hand": ["Oars"]},
        ],
        decks={10: ["Databases", "Robotics", "Stem Cells", "Globalization"]},
    )
    s.dogma("Software")
    assert s.score(0) == ["Databases"]
    assert s.top(0, "red") == "Robotics" and s.top(0, "yellow") == "Stem Cells"
    assert s.chooser == 0 and s.options() == ["score"]
    s.choose("score")
    assert s.score(0) == ["Writing", "Databases"]
    assert s.top(0, "green") == "Sailing"  # Robotics (the first card) was not executed
    assert s.hand(1) == ["Oars"]
    assert s.deck(10) == ["Globalization"]
    assert [e["args"]["card"] for e in s.events("execute")] == ["Stem Cells"]


def test_the_second_card_of_the_same_colour_ends_on_top_and_runs():
    # decks: 10 (score Databases; meld Miniaturization then Robotics; Robotics scores Sailing
    # and melds Stem Cells, which is executed in turn)
    s = Scenario(
        players=[
            {"board": {"blue": ["Software"], "green": ["Sailing"]}, "hand": ["Writing"]},
            {},
        ],
        decks={10: ["Databases", "Miniaturization", "Robotics", "Stem Cells"]},
    )
    s.dogma("Software")
    assert s.pile(0, "red") == ["Robotics", "Miniaturization"]
    assert s.score(0) == ["Sailing", "Databases"]
    assert s.top(0, "yellow") == "Stem Cells"
    assert s.options() == ["score"]  # Stem Cells asks; Miniaturization never did
    s.choose("score")
    assert s.score(0) == ["Sailing", "Writing", "Databases"]
    assert [e["args"]["card"] for e in s.events("execute")] == ["Robotics", "Stem Cells"]
    assert s.deck(10) == [] and not s.over


def test_an_executed_a_i_can_end_the_game():
    # decks: 10 (score Databases, meld Robotics, meld A.I.; A.I. scores Stem Cells)
    s = Scenario(
        players=[
            {"board": {"blue": ["Software"]}},
            {"score": ["Writing"]},
        ],
        decks={10: ["Databases", "Robotics", "A.I.", "Stem Cells", "Globalization"]},
    )
    s.dogma("Software")
    assert s.score(0) == ["Databases", "Stem Cells"]
    assert s.result == {"winners": [1], "scores": [20, 1], "achievements": [0, 0], "reason": "card:A.I."}
    assert s.deck(10) == ["Globalization"]


def test_sharer_goes_first_in_each_effect_and_the_activator_gets_the_bonus():
    deck = [
        "Globalization",
        "Miniaturization",
        "Databases",
        "Stem Cells",
        "Self Service",
        "A.I.",
        "Bioengineering",
        "The Internet",
    ]
    s = Scenario(
        players=[
            {"board": {"blue": ["Software"]}},
            {"board": {"green": ["Satellites"]}},
        ],
        decks={10: deck},
    )
    s.dogma("Software")
    assert s.score(1) == ["Globalization"]
    assert s.pile(1, "green") == ["Databases", "Satellites"] and s.top(1, "yellow") == "Stem Cells"
    # player 0: scores Miniaturization, melds Self Service and A.I.; A.I. scores Bioengineering
    assert s.score(0) == ["Bioengineering", "Miniaturization"]
    assert s.top(0, "green") == "Self Service" and s.top(0, "purple") == "A.I."
    assert s.hand(0) == ["The Internet"]  # the sharing bonus
    assert s.deck(10) == [] and not s.over


def test_an_empty_deck_between_the_melds_ends_the_game_by_score():
    s = Scenario(
        players=[
            {"board": {"blue": ["Software"]}},
            {"score": ["Computers", "Satellites"], "achievements": ["age:3"]},
        ],
        decks={10: ["Databases", "Robotics"]},
    )
    s.dogma("Software")
    assert s.score(0) == ["Databases"] and s.top(0, "red") == "Robotics"
    assert s.result == {"winners": [1], "scores": [10, 18], "achievements": [0, 1], "reason": "score"}
