from epocha.games.innovation.scenario import Scenario


def test_melds_a_ten_and_scores_every_card_beneath_it():
    s = Scenario(
        players=[{"board": {"blue": {"cards": ["Genetics", "Writing", "Tools"], "splay": "right"}}}, {}],
        decks={10: ["Software", "Robotics"]},
    )
    s.dogma("Genetics")
    assert s.pile(0, "blue") == ["Software"]
    assert s.score(0) == ["Tools", "Writing", "Genetics"]
    assert s.points(0) == 11
    assert s.splay(0, "blue") == "none"
    assert s.deck(10) == ["Robotics"] and s.quiet


def test_a_ten_starting_a_new_pile_scores_nothing():
    s = Scenario(players=[{"board": {"blue": ["Genetics"]}}, {}], decks={10: ["Robotics"]})
    s.dogma("Genetics")
    assert s.pile(0, "red") == ["Robotics"] and s.pile(0, "blue") == ["Genetics"]
    assert s.score(0) == []


def test_sharing_player_goes_first_and_gives_the_bonus():
    # seat 1 shows three lightbulbs (Philosophy), as many as Genetics
    s = Scenario(
        players=[
            {"board": {"blue": ["Genetics"], "red": ["Oars"]}},
            {"board": {"purple": ["Philosophy"], "red": ["Archery", "Metalworking"]}},
        ],
        decks={10: ["Robotics", "Miniaturization", "Software"]},
    )
    s.dogma("Genetics")
    assert s.pile(1, "red") == ["Robotics"] and s.score(1) == ["Archery", "Metalworking"]
    assert s.pile(0, "red") == ["Miniaturization"] and s.score(0) == ["Oars"]
    # the bonus draw comes from seat 0's highest top card, now a 10
    assert s.hand(0) == ["Software"] and len(s.events("share_bonus")) == 1


def test_an_opponent_with_fewer_lightbulbs_does_nothing():
    s = Scenario(
        players=[{"board": {"blue": ["Genetics"]}}, {"board": {"red": ["Archery"]}}],
        decks={10: ["Robotics", "Software"]},
    )
    s.dogma("Genetics")
    assert s.board(1) == {"red": ["Archery"]} and s.pile(0, "red") == ["Robotics"]
    assert s.deck(10) == ["Software"]


def test_an_empty_ten_pile_ends_the_game():
    s = Scenario(players=[{"board": {"blue": ["Genetics"]}, "score": ["Optics"]}, {}], decks={10: []})
    s.dogma("Genetics")
    assert s.over and s.result["reason"] == "score" and s.result["winners"] == [0]
