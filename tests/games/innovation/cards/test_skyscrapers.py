from epocha.games.innovation.scenario import Scenario


def _skyscrapers(victim_board, mine=None):
    board = {"yellow": ["Skyscrapers"], **(mine or {})}
    return Scenario(players=[{"board": board}, {"board": victim_board}], decks={1: [], 2: []})


def test_transfer_then_score_the_card_beneath_and_return_the_rest():
    s = _skyscrapers({"blue": ["Rocketry", "Calendar", "Tools", "Writing"], "green": ["Satellites"]})
    s.dogma("Skyscrapers")
    assert s.chooser == 1 and sorted(s.options()) == ["Rocketry", "Satellites"]
    s.choose("Rocketry")
    assert s.top(0, "blue") == "Rocketry"
    assert s.score(1) == ["Calendar"]
    # Tools and Writing are both 1s: their owner orders them
    assert s.chooser == 1 and sorted(s.options()) == ["Tools", "Writing"]
    s.choose("Writing")
    assert s.deck(1) == ["Writing", "Tools"]
    assert s.board(1) == {"green": ["Satellites"]}


def test_one_card_beneath_is_scored_and_nothing_returned():
    s = _skyscrapers({"blue": ["Rocketry", "Calendar"]})
    s.dogma("Skyscrapers")
    assert s.score(1) == ["Calendar"] and s.board(1) == {} and s.deck(2) == []


def test_lone_card_transferred_scores_nothing():
    s = _skyscrapers({"blue": ["Rocketry"], "red": ["Oars"]})
    s.dogma("Skyscrapers")
    assert s.top(0, "blue") == "Rocketry" and s.score(1) == [] and s.board(1) == {"red": ["Oars"]}


def test_transferred_card_follows_my_splay():
    s = _skyscrapers({"blue": ["Rocketry"]}, {"blue": {"cards": ["Tools", "Writing"], "splay": "right"}})
    s.dogma("Skyscrapers")
    assert s.pile(0, "blue") == ["Rocketry", "Tools", "Writing"] and s.splay(0, "blue") == "right"


def test_no_clock_card_means_nothing_happens():
    s = _skyscrapers({"red": ["Oars", "Archery"]})
    s.dogma("Skyscrapers")
    assert s.board(1) == {"red": ["Oars", "Archery"]} and s.score(1) == []


def test_player_with_as_many_crowns_is_not_demanded():
    s = _skyscrapers({"purple": ["Code of Laws"], "blue": ["Rocketry", "Tools"]})
    s.dogma("Skyscrapers")
    assert s.pile(1, "blue") == ["Rocketry", "Tools"] and s.board(0) == {"yellow": ["Skyscrapers"]}
