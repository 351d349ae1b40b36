"""Stem Cells: you may score all the cards in your hand (all or none)."""

from epocha.games.innovation.scenario import Scenario

BOARD = {"yellow": ["Stem Cells"]}


def test_scores_the_whole_hand():
    s = Scenario(players=[{"board": BOARD, "hand": ["Writing", "Oars", "Computers"]}, {}])
    s.dogma("Stem Cells")
    assert s.asking == "option" and s.options() == ["score"] and s.can_pass()
    s.choose("score")
    assert s.score(0) == ["Oars", "Writing", "Computers"] and s.hand(0) == []
    assert s.quiet


def test_passing_keeps_the_hand():
    s = Scenario(players=[{"board": BOARD, "hand": ["Writing", "Oars"]}, {}])
    s.dogma("Stem Cells")
    s.pass_()
    assert s.hand(0) == ["Oars", "Writing"] and s.score(0) == []


def test_an_empty_hand_asks_nothing():
    s = Scenario(players=[{"board": BOARD, "score": ["Oars"]}, {"hand": ["Writing"]}])
    s.dogma("Stem Cells")
    assert s.quiet and s.score(0) == ["Oars"] and s.hand(1) == ["Writing"]
    assert s.turn["actions_left"] == 1


def test_scoring_six_cards_claims_monument():
    hand = ["Writing", "Oars", "Sailing", "Tools", "Calendar", "Optics"]
    s = Scenario(players=[{"board": BOARD, "hand": hand}, {}])
    s.dogma("Stem Cells")
    s.choose("score")
    assert len(s.score(0)) == 6 and s.achievements(0) == ["Monument"]


def test_sharer_scores_first_and_earns_the_sharing_bonus():
    # decks: 10 (player 0's sharing-bonus draw)
    s = Scenario(
        players=[
            {"board": BOARD, "hand": ["Oars"]},
            {"board": {"blue": ["Pottery"]}, "hand": ["Writing", "Calendar"]},
        ],
        decks={10: ["Databases"]},
    )
    s.dogma("Stem Cells")
    assert s.chooser == 1
    s.choose("score")
    assert s.score(1) == ["Writing", "Calendar"] and s.hand(1) == []
    assert s.chooser == 0
    s.pass_()
    assert s.hand(0) == ["Oars", "Databases"] and s.score(0) == []


def test_sharer_passing_earns_no_bonus():
    s = Scenario(
        players=[
            {"board": BOARD, "hand": ["Oars"]},
            {"board": {"blue": ["Pottery"]}, "hand": ["Writing"]},
        ],
        decks={10: ["Databases"]},
    )
    s.dogma("Stem Cells")
    s.pass_()  # player 1
    s.choose("score")  # player 0
    assert s.score(0) == ["Oars"] and s.hand(1) == ["Writing"]
    assert s.hand(0) == [] and s.deck(10) == ["Databases"]


def test_player_with_fewer_leaves_does_not_share():
    s = Scenario(
        players=[{"board": BOARD, "hand": ["Oars"]}, {"board": {"green": ["Clothing"]}, "hand": ["Writing"]}],
    )
    s.dogma("Stem Cells")
    assert s.chooser == 0
    s.choose("score")
    assert s.hand(1) == ["Writing"] and s.score(1) == [] and s.score(0) == ["Oars"]
