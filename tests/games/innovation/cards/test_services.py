from epocha.games.innovation.scenario import Scenario

BOARD = {"purple": ["Services"], "red": ["Oars"], "blue": ["Writing"], "yellow": ["Agriculture"]}


def _services(victim, board=None, third=None):
    players = [{"board": board or BOARD}, victim]
    if third is not None:
        players.append(third)
    return Scenario(players=players)


def test_all_highest_score_cards_go_to_my_hand_and_the_victim_takes_a_leafless_top_card():
    s = _services({"score": ["Calendar", "Tools", "Mathematics"]})
    s.dogma("Services")
    assert s.hand(0) == ["Calendar", "Mathematics"] and s.score(1) == ["Tools"]
    # Services and Agriculture have leaves
    assert s.chooser == 1 and sorted(s.options()) == ["Oars", "Writing"]
    s.choose("Oars")
    assert s.hand(1) == ["Oars"] and "red" not in s.board(0)
    assert s.quiet


def test_empty_score_pile_transfers_nothing_and_takes_nothing():
    s = _services({"hand": ["Tools"]})
    s.dogma("Services")
    assert s.quiet
    assert s.hand(0) == [] and s.hand(1) == ["Tools"]
    assert s.board(0) == BOARD


def test_only_leafy_top_cards_leaves_nothing_to_take():
    s = _services({"score": ["Optics"]}, board={"purple": ["Services"], "yellow": ["Agriculture"]})
    s.dogma("Services")
    assert s.hand(0) == ["Optics"] and s.score(1) == []
    assert s.hand(1) == [] and s.board(0) == {"purple": ["Services"], "yellow": ["Agriculture"]}
    assert s.quiet


def test_a_single_leafless_top_card_is_taken_without_asking():
    s = _services({"score": ["Optics"]}, board={"purple": ["Services"], "blue": ["Writing", "Tools"]})
    s.dogma("Services")
    assert s.hand(1) == ["Writing"] and s.pile(0, "blue") == ["Tools"]


def test_a_player_with_as_many_leaves_is_not_demanded():
    # seat 1 shows three leaves (Pottery); seat 2 none
    s = _services(
        {"score": ["Optics"], "board": {"blue": ["Pottery"]}},
        board={"purple": ["Services"], "red": ["Oars"]},
        third={"score": ["Calendar"]},
    )
    s.dogma("Services")
    assert s.hand(0) == ["Calendar"] and s.hand(2) == ["Oars"] and s.board(0) == {"purple": ["Services"]}
    assert s.score(1) == ["Optics"] and s.hand(1) == []
    assert s.quiet
