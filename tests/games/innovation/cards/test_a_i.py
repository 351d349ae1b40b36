"""A.I.: draw and score a 10; with Robotics and Software on top anywhere, the single player
with the lowest score wins."""

from epocha.games.innovation.scenario import Scenario


def test_draws_and_scores_a_ten_without_robotics_and_software():
    s = Scenario(
        players=[{"board": {"purple": ["A.I."]}}, {"score": ["Writing"]}],
        decks={10: ["Databases", "Stem Cells"]},
    )
    s.dogma("A.I.")
    assert s.score(0) == ["Databases"]
    assert s.deck(10) == ["Stem Cells"]
    assert not s.over and s.result is None
    assert s.turn["actions_left"] == 1


def test_lowest_score_wins_with_robotics_and_software_on_different_boards():
    # decks: 10 (one draw)
    s = Scenario(
        players=[
            {"board": {"purple": ["A.I."], "blue": ["Software"]}},
            {"board": {"red": ["Robotics"]}, "score": ["Writing"]},
        ],
        decks={10: ["Databases", "Stem Cells"]},
    )
    s.dogma("A.I.")
    assert s.over
    assert s.result == {"winners": [1], "scores": [10, 1], "achievements": [0, 0], "reason": "card:A.I."}
    assert s.score(0) == ["Databases"]


def test_the_activating_player_wins_when_lowest():
    s = Scenario(
        players=[
            {
                "board": {"purple": ["A.I."], "blue": ["Software"], "red": ["Robotics"]},
                "achievements": ["age:1"],
            },
            {"score": ["Computers", "Writing", "Oars"]},
        ],
        decks={10: ["Databases"]},
    )
    s.dogma("A.I.")
    assert s.result == {"winners": [0], "scores": [10, 11], "achievements": [1, 0], "reason": "card:A.I."}


def test_three_players_the_single_lowest_wins_even_if_not_involved():
    s = Scenario(
        players=[
            {"board": {"purple": ["A.I."], "blue": ["Software"]}},
            {"board": {"red": ["Robotics"]}, "score": ["Steam Engine"]},
            {"score": ["Writing", "Calendar", "Alchemy"]},
        ],
        decks={10: ["Databases"]},
    )
    s.dogma("A.I.")
    assert s.result == {
        "winners": [1],
        "scores": [10, 5, 6],
        "achievements": [0, 0, 0],
        "reason": "card:A.I.",
    }


def test_tied_lowest_players_mean_nobody_wins():
    s = Scenario(
        players=[
            {"board": {"purple": ["A.I."], "blue": ["Software"]}},
            {"board": {"red": ["Robotics"]}, "score": ["Steam Engine"]},
            {"score": ["Writing", "Calendar", "Mapmaking"]},
        ],
        decks={10: ["Databases", "Stem Cells"]},
    )
    s.dogma("A.I.")
    assert not s.over and s.result is None
    assert s.points(1) == s.points(2) == 5
    assert s.score(0) == ["Databases"]
    assert s.turn == {**s.turn, "player": 0, "actions_left": 1}


def test_a_covered_software_is_not_a_top_card():
    s = Scenario(
        players=[
            {"board": {"purple": ["A.I."], "blue": ["Writing", "Software"]}},
            {"board": {"red": ["Robotics"]}, "score": ["Oars"]},
        ],
        decks={10: ["Databases"]},
    )
    s.dogma("A.I.")
    assert not s.over and s.score(0) == ["Databases"]


def test_only_robotics_is_not_enough():
    s = Scenario(
        players=[{"board": {"purple": ["A.I."], "red": ["Robotics"]}, "hand": ["Software"]}, {}],
        decks={10: ["Databases"]},
    )
    s.dogma("A.I.")
    assert not s.over and s.score(0) == ["Databases"]


def test_sharer_goes_first_and_the_win_stops_the_dogma():
    # decks: 10 (player 1 draws first, then player 0; no sharing-bonus draw after the win)
    s = Scenario(
        players=[
            {"board": {"purple": ["A.I."], "blue": ["Software"]}},
            {"board": {"blue": ["Writing"], "red": ["Robotics"]}, "score": ["Computers"]},
        ],
        decks={10: ["Databases", "Stem Cells", "Globalization"]},
    )
    s.dogma("A.I.")
    assert s.score(1) == ["Computers", "Databases"]
    assert s.score(0) == ["Stem Cells"]
    # player 1 executes the second effect first: player 0 (10 points) is the single lowest
    assert s.result == {"winners": [0], "scores": [10, 19], "achievements": [0, 0], "reason": "card:A.I."}
    effects = [(e["args"]["player"], e["args"]["index"]) for e in s.events("effect")]
    assert effects == [(1, 0), (0, 0), (1, 1)]  # the activating player's second effect never ran
    assert s.hand(0) == [] and s.deck(10) == ["Globalization"]  # no sharing bonus


def test_sharer_without_a_win_gives_the_sharing_bonus():
    # decks: 10 (player 1, player 0, then the bonus draw for player 0 from age 10)
    s = Scenario(
        players=[
            {"board": {"purple": ["A.I."]}},
            {"board": {"blue": ["Writing"]}},
        ],
        decks={10: ["Databases", "Stem Cells", "Globalization"]},
    )
    s.dogma("A.I.")
    assert s.score(1) == ["Databases"] and s.score(0) == ["Stem Cells"]
    assert s.hand(0) == ["Globalization"]
    assert not s.over


def test_drawing_from_an_empty_age_ten_deck_ends_the_game_by_score():
    s = Scenario(
        players=[
            {
                "board": {"purple": ["A.I."], "blue": ["Software"], "red": ["Robotics"]},
                "score": ["Computers"],
            },
            {"score": ["Writing", "Oars"]},
        ],
        decks={10: []},
    )
    s.dogma("A.I.")
    assert s.result == {"winners": [0], "scores": [9, 2], "achievements": [0, 0], "reason": "score"}
