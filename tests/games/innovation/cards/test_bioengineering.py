"""Bioengineering: take a top leaf card from an opponent into your score pile; with someone
under three leaves, the single player with the most leaves wins."""

from epocha.games.innovation.scenario import Scenario


def _effects(s):
    return [(e["args"]["player"], e["args"]["index"]) for e in s.events("effect")]


def test_takes_a_chosen_leaf_card_and_the_single_most_leaves_wins():
    s = Scenario(
        players=[
            {"board": {"blue": ["Bioengineering"]}},
            {"board": {"yellow": ["Agriculture"], "blue": ["Writing"]}},
            {"board": {"blue": ["Pottery"], "purple": ["Code of Laws"]}},
        ],
        decks={10: ["Databases"]},
    )
    s.dogma("Bioengineering")
    assert sorted(s.options()) == ["Agriculture", "Code of Laws", "Pottery"]
    s.choose("Pottery")
    assert s.score(0) == ["Pottery"] and s.board(2) == {"purple": ["Code of Laws"]}
    # leaves: 0 / 3 / 1 -> player 1 alone has the most
    assert s.result == {
        "winners": [1],
        "scores": [1, 0, 0],
        "achievements": [0, 0, 0],
        "reason": "card:Bioengineering",
    }


def test_the_executing_player_can_win():
    s = Scenario(
        players=[
            {"board": {"blue": ["Bioengineering"], "yellow": ["Agriculture"]}},
            {"board": {"green": ["Clothing"]}},
        ],
    )
    s.dogma("Bioengineering")  # Clothing is the only option: taken without asking
    assert s.score(0) == ["Clothing"] and s.board(1) == {}
    assert s.result == {
        "winners": [0],
        "scores": [1, 0],
        "achievements": [0, 0],
        "reason": "card:Bioengineering",
    }


def test_a_tie_for_the_most_leaves_lets_the_game_go_on():
    s = Scenario(
        players=[
            {"board": {"blue": ["Bioengineering"], "yellow": ["Agriculture"]}},
            {"board": {"blue": ["Pottery"], "green": ["Clothing"]}},
            {},
        ],
    )
    s.dogma("Bioengineering")
    assert sorted(s.options()) == ["Clothing", "Pottery"]
    s.choose("Clothing")
    assert s.icons(0, "leaf") == s.icons(1, "leaf") == 3 and s.icons(2, "leaf") == 0
    assert not s.over and s.result is None
    assert s.score(0) == ["Clothing"]


def test_nobody_below_three_leaves_means_no_win():
    s = Scenario(
        players=[
            {"board": {"blue": ["Bioengineering"], "yellow": ["Agriculture"]}},
            {"board": {"blue": ["Pottery"], "green": ["Clothing"], "yellow": ["Fermenting"]}},
        ],
    )
    s.dogma("Bioengineering")
    s.choose("Clothing")
    assert s.icons(0, "leaf") == 3 and s.icons(1, "leaf") == 5
    assert not s.over
    assert s.score(0) == ["Clothing"]
    assert s.board(1) == {"blue": ["Pottery"], "yellow": ["Fermenting"]}


def test_covered_leaf_cards_cannot_be_taken():
    s = Scenario(
        players=[
            {"board": {"blue": ["Bioengineering"]}},
            {"board": {"yellow": ["Masonry", "Agriculture"]}},
        ],
    )
    s.dogma("Bioengineering")
    assert s.score(0) == [] and s.pile(1, "yellow") == ["Masonry", "Agriculture"]
    assert not s.over  # everyone has 0 leaves: a tie for the most
    assert s.turn["actions_left"] == 1


def test_sharer_takes_from_the_activating_player_first_and_earns_the_bonus():
    # decks: 10 (the sharing-bonus draw: player 0's highest top card is a 10)
    s = Scenario(
        players=[
            {"board": {"blue": ["Bioengineering"], "yellow": ["Agriculture"]}},
            {"board": {"blue": ["Software"], "green": ["Clothing"]}},
        ],
        decks={10: ["Databases"]},
    )
    s.dogma("Bioengineering")
    assert s.score(1) == ["Agriculture"]
    assert s.score(0) == ["Clothing"]
    assert not s.over  # 0 leaves each
    assert s.hand(0) == ["Databases"]
    assert s.hand(1) == []


def test_a_win_by_the_sharer_ends_the_dogma():
    s = Scenario(
        players=[
            {"board": {"blue": ["Bioengineering"], "yellow": ["Agriculture"]}},
            {"board": {"blue": ["Software"], "green": ["Clothing"], "yellow": ["Stem Cells"]}},
        ],
        decks={10: ["Databases"]},
    )
    s.dogma("Bioengineering")  # player 1 takes Agriculture (the only option)
    assert s.score(1) == ["Agriculture"]
    s.choose("Clothing")
    # player 1 runs the second effect first: 3 leaves against 0
    assert s.result == {
        "winners": [1],
        "scores": [1, 1],
        "achievements": [0, 0],
        "reason": "card:Bioengineering",
    }
    assert _effects(s) == [(1, 0), (0, 0), (1, 1)]
    assert s.hand(0) == [] and s.deck(10) == ["Databases"]
