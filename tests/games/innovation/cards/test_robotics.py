"""Robotics: score your top green card; draw and meld a 10 and execute its non-demand
effects for yourself only."""

from epocha.games.innovation.scenario import Scenario


def _effects(s):
    return [(e["args"]["player"], e["args"]["card"], e["args"]["index"]) for e in s.events("effect")]


def test_scores_the_green_top_card_then_executes_the_melded_ten():
    # decks: 10 (Stem Cells is melded and executed)
    s = Scenario(
        players=[
            {"board": {"red": ["Robotics"], "green": ["Sailing", "Clothing"]}, "hand": ["Writing", "Oars"]},
            {"hand": ["Tools"]},
        ],
        decks={10: ["Stem Cells", "Databases"]},
    )
    s.dogma("Robotics")
    assert s.score(0) == ["Sailing"]
    assert s.pile(0, "green") == ["Clothing"]
    assert s.top(0, "yellow") == "Stem Cells"
    assert s.chooser == 0 and s.options() == ["score"]
    s.choose("score")
    assert s.score(0) == ["Oars", "Sailing", "Writing"] and s.hand(0) == []
    assert s.hand(1) == ["Tools"] and s.score(1) == []  # not shared
    assert s.deck(10) == ["Databases"]
    assert [e["args"]["card"] for e in s.events("execute")] == ["Stem Cells"]


def test_without_a_green_card_it_still_melds_and_executes():
    # decks: 10 (Miniaturization lands on Robotics; its effect is declined)
    s = Scenario(
        players=[{"board": {"red": ["Robotics"]}, "hand": ["Databases"]}, {}],
        decks={10: ["Miniaturization", "Software"]},
    )
    s.dogma("Robotics")
    assert s.pile(0, "red") == ["Miniaturization", "Robotics"]
    assert s.score(0) == []
    assert s.can_pass() and s.options() == ["Databases"]
    s.pass_()
    assert s.hand(0) == ["Databases"] and s.deck(10) == ["Software"]


def test_the_melded_cards_demands_are_not_executed():
    s = Scenario(
        players=[
            {"board": {"red": ["Robotics"], "green": ["Sailing"]}},
            {"score": ["Writing", "Oars"]},
        ],
        decks={10: ["Databases"]},
    )
    s.dogma("Robotics")
    assert s.score(0) == ["Sailing"]
    assert s.board(0) == {"red": ["Robotics"], "green": ["Databases"]}
    assert s.score(1) == ["Oars", "Writing"]  # Databases' demand did not run
    assert s.quiet and not s.over


def test_an_executed_win_effect_ends_the_game():
    # decks: 10 (A.I. is melded; it draws and scores Stem Cells)
    s = Scenario(
        players=[
            {"board": {"red": ["Robotics"]}},
            {"board": {"blue": ["Software"]}, "score": ["Writing"]},
        ],
        decks={10: ["A.I.", "Stem Cells", "Databases"]},
    )
    s.dogma("Robotics")
    assert s.score(0) == ["Stem Cells"]
    assert s.result == {"winners": [1], "scores": [10, 1], "achievements": [0, 0], "reason": "card:A.I."}


def test_sharer_executes_first_and_the_activating_player_gets_the_bonus():
    # decks: 10 (player 1 melds Stem Cells, player 0 melds Databases, bonus draw Software)
    s = Scenario(
        players=[
            {"board": {"red": ["Robotics"], "green": ["Sailing"]}, "hand": ["Oars"]},
            {"board": {"red": ["Coal"], "green": ["Clothing"]}, "hand": ["Writing"]},
        ],
        decks={10: ["Stem Cells", "Databases", "Software"]},
    )
    s.dogma("Robotics")
    assert s.score(1) == ["Clothing"] and s.top(1, "yellow") == "Stem Cells"
    assert s.chooser == 1
    s.choose("score")
    assert s.score(1) == ["Clothing", "Writing"]
    # then player 0: scores Sailing, melds Databases (no non-demand effect)
    assert s.score(0) == ["Sailing"] and s.top(0, "green") == "Databases"
    assert s.hand(0) == ["Oars", "Software"]  # Stem Cells was not shared with player 0
    assert s.quiet


def test_a_sharers_win_stops_the_dogma():
    # decks: 10 (player 1 melds A.I. and scores Stem Cells; player 0 never acts)
    s = Scenario(
        players=[
            {"board": {"red": ["Robotics"], "green": ["Sailing"]}},
            {"board": {"red": ["Coal"], "blue": ["Software"]}},
        ],
        decks={10: ["A.I.", "Stem Cells", "Databases"]},
    )
    s.dogma("Robotics")
    assert s.result == {"winners": [0], "scores": [0, 10], "achievements": [0, 0], "reason": "card:A.I."}
    assert s.top(0, "green") == "Sailing" and s.deck(10) == ["Databases"]
    assert _effects(s) == [(1, "Robotics", 0), (1, "A.I.", 0), (1, "A.I.", 1)]


def test_an_empty_age_ten_deck_ends_the_game_by_score():
    s = Scenario(
        players=[
            {"board": {"red": ["Robotics"], "green": ["Satellites"]}},
            {"score": ["Writing"]},
        ],
        decks={10: []},
    )
    s.dogma("Robotics")
    assert s.score(0) == ["Satellites"]
    assert s.result == {"winners": [0], "scores": [9, 1], "achievements": [0, 0], "reason": "score"}
