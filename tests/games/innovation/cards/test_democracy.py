from epocha.games.innovation.scenario import Scenario

ME = {"purple": ["Democracy"]}
SHARER = {"blue": ["Tools"]}  # two lightbulbs, as many as Democracy shows


def test_returning_more_than_anyone_scores_an_8():
    s = Scenario(
        players=[{"hand": ["Oars", "Calendar"], "board": ME}, {}], decks={1: [], 2: [], 8: ["Flight"]}
    )
    s.dogma("Democracy")
    assert s.can_pass()
    s.choose("Calendar", "Oars")
    assert s.hand(0) == []
    assert s.deck(1) == ["Oars"] and s.deck(2) == ["Calendar"]
    assert s.score(0) == ["Flight"]
    assert s.quiet


def test_returning_nothing_scores_nothing():
    s = Scenario(players=[{"hand": ["Oars"], "board": ME}, {}], decks={8: ["Flight"]})
    s.dogma("Democracy")
    s.pass_()
    assert s.hand(0) == ["Oars"] and s.score(0) == []


def test_some_of_the_hand_may_be_kept():
    s = Scenario(players=[{"hand": ["Oars", "Sailing"], "board": ME}, {}], decks={1: [], 8: ["Flight"]})
    s.dogma("Democracy")
    s.choose("Oars")
    assert s.can_finish()
    s.done()
    assert s.hand(0) == ["Sailing"] and s.score(0) == ["Flight"]


def test_a_tie_with_an_earlier_sharer_does_not_score():
    s = Scenario(
        players=[{"hand": ["Oars", "Sailing"], "board": ME}, {"hand": ["Writing"], "board": SHARER}],
        decks={1: [], 6: ["Canning"], 8: ["Flight", "Mass Media"]},
    )
    s.dogma("Democracy")
    assert s.chooser == 1
    s.choose("Writing")
    # 1 card, more than anyone so far
    assert s.score(1) == ["Flight"]
    s.choose("Oars")
    s.done()
    assert s.score(0) == [] and s.deck(8) == ["Mass Media"]
    assert s.hand(0) == ["Sailing", "Canning"]  # sharing bonus


def test_beating_the_sharer_scores():
    s = Scenario(
        players=[{"hand": ["Oars", "Sailing"], "board": ME}, {"hand": ["Writing"], "board": SHARER}],
        decks={1: [], 6: ["Canning"], 8: ["Flight", "Mass Media"]},
    )
    s.dogma("Democracy")
    s.choose("Writing")
    s.choose("Oars", "Sailing")
    assert s.score(1) == ["Flight"] and s.score(0) == ["Mass Media"]


def test_three_players_each_must_beat_everyone_so_far():
    s = Scenario(
        players=[
            {"hand": ["Oars", "Sailing", "Archery"], "board": ME},
            {"hand": ["Writing", "Pottery"], "board": SHARER},
            {"hand": ["Clothing"], "board": {"blue": ["Mathematics"]}},
        ],
        decks={1: [], 2: [], 6: ["Canning"], 8: ["Flight", "Mass Media", "Corporations"]},
    )
    s.dogma("Democracy")
    assert s.chooser == 1
    s.choose("Writing", "Pottery")
    assert s.score(1) == ["Flight"]
    assert s.chooser == 2
    s.choose("Clothing")
    assert s.score(2) == []
    s.choose("Oars", "Sailing", "Archery")
    assert s.score(0) == ["Mass Media"]
    assert s.deck(8) == ["Corporations"]


def test_four_players_ties_and_zeroes():
    s = Scenario(
        players=[
            {"hand": ["Oars", "Sailing"], "board": ME},
            {"hand": ["Writing"], "board": SHARER},
            {"hand": ["Pottery"], "board": {"blue": ["Mathematics"]}},
            {"hand": ["Clothing"], "board": {"green": ["Paper"]}},
        ],
        decks={1: [], 6: ["Canning"], 8: ["Flight", "Mass Media", "Corporations"]},
    )
    s.dogma("Democracy")
    s.choose("Writing")  # seat 1: 1 > 0
    s.pass_()  # seat 2: 0
    s.choose("Clothing")  # seat 3: 1, ties seat 1
    s.choose("Oars", "Sailing")  # me: 2 > 1
    assert s.score(1) == ["Flight"]
    assert s.score(2) == [] and s.score(3) == []
    assert s.score(0) == ["Mass Media"]
    assert s.hand(2) == ["Pottery"]


def test_nobody_returning_means_nobody_scores():
    s = Scenario(
        players=[{"hand": ["Oars"], "board": ME}, {"hand": ["Writing"], "board": SHARER}],
        decks={8: ["Flight"]},
    )
    s.dogma("Democracy")
    s.pass_()
    s.pass_()
    assert s.score(0) == [] and s.score(1) == [] and s.deck(8) == ["Flight"]
    assert s.events("share_bonus") == []
