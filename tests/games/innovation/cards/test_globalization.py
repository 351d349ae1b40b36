"""Globalization: demand a top leaf card be returned; draw and score a 6, then if nobody shows
more leaves than factories, the single player with the most points wins."""

from epocha.games.innovation.scenario import Scenario


def _effects(s):
    return [(e["args"]["player"], e["args"]["index"]) for e in s.events("effect")]


def test_victim_returns_a_chosen_leaf_card_and_leaves_still_block_the_win():
    # decks: 6 (player 0's draw-and-score)
    s = Scenario(
        players=[
            {"board": {"yellow": ["Globalization"]}},
            {"board": {"yellow": ["Agriculture"], "blue": ["Pottery"], "purple": ["Mysticism"]}},
        ],
        decks={1: ["Oars"], 6: ["Canning", "Classification"]},
    )
    s.dogma("Globalization")
    assert s.chooser == 1 and sorted(s.options()) == ["Agriculture", "Pottery"]
    s.choose("Agriculture")
    assert s.board(1) == {"blue": ["Pottery"], "purple": ["Mysticism"]}
    assert s.deck(1) == ["Oars", "Agriculture"]
    assert s.score(0) == ["Canning"] and s.deck(6) == ["Classification"]
    assert not s.over  # player 1 still shows 3 leaves and no factory


def test_returning_the_last_leaf_card_lets_the_activating_player_win():
    s = Scenario(
        players=[
            {"board": {"yellow": ["Globalization"]}, "achievements": ["age:2"]},
            {"board": {"yellow": ["Agriculture"]}, "score": ["Writing", "Calendar"]},
        ],
        decks={6: ["Canning"]},
    )
    s.dogma("Globalization")  # Agriculture is the only option: returned without asking
    assert s.board(1) == {}
    assert s.result == {
        "winners": [0],
        "scores": [6, 3],
        "achievements": [1, 0],
        "reason": "card:Globalization",
    }


def test_a_tie_for_the_most_points_lets_the_game_go_on():
    s = Scenario(
        players=[
            {"board": {"yellow": ["Globalization"]}},
            {"score": ["Classification"]},
        ],
        decks={6: ["Canning", "Vaccination"]},
    )
    s.dogma("Globalization")
    assert s.points(0) == s.points(1) == 6
    assert not s.over and s.result is None
    assert s.turn["actions_left"] == 1


def test_equal_leaves_and_factories_do_not_block_the_win():
    s = Scenario(
        players=[
            {"board": {"yellow": ["Globalization"], "blue": ["Pottery"]}},
            {"board": {"red": ["Coal"]}, "score": ["Writing"]},
        ],
        decks={6: ["Canning"]},
    )
    s.dogma("Globalization")
    # player 1 has 3 factories: not demanded (as many as player 0) and shares the second
    # effect; they draw and score first, and the check after their draw already ends the game
    assert s.icons(0, "leaf") == 3 and s.icons(0, "factory") == 3
    assert s.result == {
        "winners": [1],
        "scores": [0, 7],
        "achievements": [0, 0],
        "reason": "card:Globalization",
    }
    assert _effects(s) == [(1, 1)]  # the activating player's effect never ran


def test_the_executing_players_own_leaves_block_the_win():
    # decks: 6 (one draw), no win
    s = Scenario(
        players=[
            {"board": {"yellow": ["Globalization"], "blue": ["Pottery"], "green": ["Clothing"]}},
            {"score": ["Writing"]},
        ],
        decks={6: ["Canning", "Vaccination"]},
    )
    s.dogma("Globalization")
    assert s.icons(0, "leaf") == 5 and s.icons(0, "factory") == 3
    assert s.score(0) == ["Canning"]
    assert not s.over


def test_a_victim_without_leaf_top_cards_returns_nothing():
    s = Scenario(
        players=[
            {"board": {"yellow": ["Globalization"]}},
            {"board": {"yellow": ["Masonry", "Agriculture"], "blue": ["Writing"]}, "score": ["Computers"]},
        ],
        decks={6: ["Canning"]},
    )
    s.dogma("Globalization")
    # the covered Agriculture shows nothing: no leaves anywhere, player 1 has the most points
    assert s.pile(1, "yellow") == ["Masonry", "Agriculture"] and s.top(1, "blue") == "Writing"
    assert s.result == {
        "winners": [1],
        "scores": [6, 9],
        "achievements": [0, 0],
        "reason": "card:Globalization",
    }


def test_sharer_draws_first_and_gives_the_sharing_bonus():
    # decks: 6 (player 1, then player 0), 10 (the sharing bonus for player 0)
    s = Scenario(
        players=[
            {"board": {"yellow": ["Globalization"]}},
            {"board": {"red": ["Coal"], "blue": ["Pottery"], "green": ["Clothing"]}},
        ],
        decks={6: ["Canning", "Vaccination"], 10: ["Databases"]},
    )
    s.dogma("Globalization")
    assert s.score(1) == ["Canning"] and s.score(0) == ["Vaccination"]
    assert not s.over
    assert s.hand(0) == ["Databases"]
    assert s.icons(1, "leaf") == 5 and s.icons(1, "factory") == 3  # blocks the win
    assert s.board(1) == {"red": ["Coal"], "green": ["Clothing"], "blue": ["Pottery"]}  # not demanded


def test_sharer_wins_before_the_activating_player_draws():
    s = Scenario(
        players=[
            {"board": {"yellow": ["Globalization"]}, "score": ["Writing"]},
            {"board": {"red": ["Coal"]}, "score": ["Computers"]},
            {"board": {"yellow": ["Agriculture"]}},
        ],
        decks={6: ["Canning", "Vaccination"], 10: ["Databases"]},
    )
    s.dogma("Globalization")  # player 2 returns Agriculture, then player 1 scores Canning
    assert s.board(2) == {}
    assert s.result == {
        "winners": [1],
        "scores": [1, 15, 0],
        "achievements": [0, 0, 0],
        "reason": "card:Globalization",
    }
    assert _effects(s) == [(2, 0), (1, 1)]
    assert s.deck(6) == ["Vaccination"] and s.hand(0) == [] and s.deck(10) == ["Databases"]
