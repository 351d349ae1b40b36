"""Self Service: execute another of your top cards for yourself only; with more achievements
than each other player, you win."""

from epocha.games.innovation.scenario import Scenario


def _effects(s):
    return [(e["args"]["player"], e["args"]["card"], e["args"]["index"]) for e in s.events("effect")]


def test_executes_a_chosen_other_top_card():
    # decks: 2 (Writing draws a 2)
    s = Scenario(
        players=[
            {"board": {"green": ["Self Service"], "blue": ["Writing"], "yellow": ["Agriculture"]}},
            {"hand": ["Oars"]},
        ],
        decks={2: ["Calendar", "Mapmaking"]},
    )
    s.dogma("Self Service")
    assert s.chooser == 0 and sorted(s.options()) == ["Agriculture", "Writing"]
    assert not s.can_pass()
    s.choose("Writing")
    assert s.hand(0) == ["Calendar"] and s.hand(1) == ["Oars"]
    assert s.deck(2) == ["Mapmaking"]
    assert not s.over and s.quiet  # 0 achievements each: no win


def test_the_executed_cards_may_is_asked_to_the_executing_player():
    # decks: 2 (Agriculture: return Oars, draw and score a 2)
    s = Scenario(
        players=[{"board": {"green": ["Self Service"], "yellow": ["Agriculture"]}, "hand": ["Oars"]}, {}],
        decks={1: ["Tools"], 2: ["Calendar"]},
    )
    s.dogma("Self Service")  # Agriculture is the only other top card: chosen without asking
    assert s.chooser == 0 and s.can_pass() and s.options() == ["Oars"]
    s.choose("Oars")
    assert s.score(0) == ["Calendar"] and s.deck(1) == ["Tools", "Oars"]


def test_only_self_service_executes_nothing_and_more_achievements_win():
    s = Scenario(
        players=[
            {"board": {"green": ["Self Service"]}, "achievements": ["age:1"], "score": ["Oars"]},
            {"score": ["Computers"]},
        ],
    )
    s.dogma("Self Service")
    assert s.result == {
        "winners": [0],
        "scores": [1, 9],
        "achievements": [1, 0],
        "reason": "card:Self Service",
    }


def test_a_tie_in_achievements_is_no_win():
    s = Scenario(
        players=[
            {"board": {"green": ["Self Service"]}, "achievements": ["age:1", "Monument"]},
            {"achievements": ["age:2"]},
            {"achievements": ["age:3", "age:4"]},
        ],
    )
    s.dogma("Self Service")
    assert not s.over and s.result is None
    assert s.turn["actions_left"] == 1


def test_more_than_each_of_several_players_wins():
    s = Scenario(
        players=[
            {"board": {"green": ["Self Service"]}, "achievements": ["age:1", "Monument"]},
            {"achievements": ["age:2"]},
            {"achievements": ["age:3"]},
        ],
    )
    s.dogma("Self Service")
    assert s.result == {
        "winners": [0],
        "scores": [0, 0, 0],
        "achievements": [2, 1, 1],
        "reason": "card:Self Service",
    }


def test_the_executed_cards_demand_is_skipped():
    # decks: 6 (Globalization's shared effect draws and scores a 6)
    s = Scenario(
        players=[
            {"board": {"green": ["Self Service"], "yellow": ["Globalization"]}},
            {"board": {"yellow": ["Agriculture"]}},
        ],
        decks={6: ["Canning"]},
    )
    s.dogma("Self Service")
    assert s.top(1, "yellow") == "Agriculture"  # no demand
    assert s.score(0) == ["Canning"]
    assert not s.over  # player 1 shows more leaves than factories


def test_a_win_inside_the_executed_card_ends_the_game_before_the_second_effect():
    # decks: 10 (A.I. draws and scores Databases)
    s = Scenario(
        players=[
            {
                "board": {"green": ["Self Service"], "purple": ["A.I."], "red": ["Robotics"]},
                "achievements": ["age:1"],
            },
            {"board": {"blue": ["Software"]}, "score": ["Writing"]},
        ],
        decks={10: ["Databases"]},
    )
    s.dogma("Self Service")
    s.choose("A.I.")
    assert s.result == {"winners": [1], "scores": [10, 1], "achievements": [1, 0], "reason": "card:A.I."}
    assert (0, "Self Service", 1) not in _effects(s)


def test_robotics_executed_can_score_self_service_and_the_dogma_goes_on():
    # decks: 10 (Robotics melds Stem Cells; an empty hand makes it do nothing)
    s = Scenario(
        players=[
            {"board": {"green": ["Self Service"], "red": ["Robotics"]}, "achievements": ["age:1"]},
            {},
        ],
        decks={10: ["Stem Cells"]},
    )
    s.dogma("Self Service")  # Robotics is the only other top card
    assert s.score(0) == ["Self Service"] and s.top(0, "yellow") == "Stem Cells"
    assert s.result == {
        "winners": [0],
        "scores": [10, 0],
        "achievements": [1, 0],
        "reason": "card:Self Service",
    }


def test_sharer_executes_their_own_card_first_and_the_activator_gets_the_bonus():
    # decks: 2 (player 1's Agriculture scores Calendar), 1 (player 0's Pottery draws Tools),
    # 10 (player 0's sharing bonus)
    s = Scenario(
        players=[
            {"board": {"green": ["Self Service"], "blue": ["Pottery"]}},
            {"board": {"blue": ["Translation"], "yellow": ["Agriculture"]}, "hand": ["Oars"]},
        ],
        decks={1: ["Tools"], 2: ["Calendar", "Mapmaking"], 10: ["Databases"]},
    )
    s.dogma("Self Service")
    assert s.chooser == 1 and sorted(s.options()) == ["Agriculture", "Translation"]
    s.choose("Agriculture")
    s.choose("Oars")
    assert s.score(1) == ["Calendar"] and s.hand(1) == []
    # player 0's only other top card is Pottery (nothing to return; draw a 1)
    assert s.hand(0) == ["Tools", "Databases"]
    assert s.deck(1) == ["Oars"] and s.deck(2) == ["Mapmaking"]
    assert not s.over and s.quiet


def test_a_sharer_with_more_achievements_wins_first():
    # decks: 2 (player 1's Agriculture scores Calendar); no sharing bonus from age 10
    s = Scenario(
        players=[
            {"board": {"green": ["Self Service"]}, "achievements": ["age:1"]},
            {
                "board": {"blue": ["Translation"], "yellow": ["Agriculture"]},
                "hand": ["Oars"],
                "achievements": ["age:2", "age:3"],
            },
        ],
        decks={2: ["Calendar"], 10: ["Databases"]},
    )
    s.dogma("Self Service")
    s.choose("Agriculture")
    s.choose("Oars")
    assert s.result == {
        "winners": [1],
        "scores": [0, 2],
        "achievements": [1, 2],
        "reason": "card:Self Service",
    }
    assert _effects(s) == [
        (1, "Self Service", 0),
        (1, "Agriculture", 0),
        (0, "Self Service", 0),
        (1, "Self Service", 1),
    ]
    assert s.hand(0) == [] and s.deck(10) == ["Databases"]
