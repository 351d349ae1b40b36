from epocha.games.innovation.scenario import Scenario


def test_return_a_card_to_draw_and_score_one_higher():
    s = Scenario(
        players=[{"hand": ["Oars", "Calendar"], "board": {"yellow": ["Agriculture"]}}, {}],
        decks={1: ["Sailing"], 3: ["Optics"]},
    )
    s.dogma("Agriculture")
    assert s.asking == "cards" and s.can_pass()
    s.choose("Calendar")
    assert s.score(0) == ["Optics"]
    assert s.hand(0) == ["Oars"]
    assert s.deck(1) == ["Sailing"]
    assert s.quiet


def test_may_decline():
    s = Scenario(players=[{"hand": ["Oars"], "board": {"yellow": ["Agriculture"]}}, {}])
    s.dogma("Agriculture")
    s.pass_()
    assert s.hand(0) == ["Oars"] and s.score(0) == []


def test_empty_hand_does_nothing_and_gives_no_sharing_bonus():
    s = Scenario(
        players=[{"board": {"yellow": ["Agriculture"]}}, {"board": {"yellow": ["Domestication"]}}],
        decks={1: ["Sailing"]},
    )
    # the opponent shares (three leaves vs none) but has nothing to return
    s.dogma("Agriculture")
    assert s.quiet
    assert s.hand(0) == [] and s.events("share_bonus") == []


def test_sharing_opponent_goes_first_and_earns_the_bonus():
    s = Scenario(
        players=[
            {"hand": ["Oars"], "board": {"yellow": ["Agriculture"]}},
            {"hand": ["Tools"], "board": {"blue": ["Pottery"]}},
        ],
        decks={1: ["Sailing", "Writing"], 2: ["Calendar", "Mathematics"]},
    )
    s.dogma("Agriculture")
    assert s.chooser == 1
    s.choose("Tools")
    assert s.chooser == 0
    s.choose("Oars")
    assert s.score(1) == ["Calendar"] and s.score(0) == ["Mathematics"]
    # sharing bonus: a draw from the activating player's highest top card (age 1)
    assert s.hand(0) == ["Sailing"]
    assert len(s.events("share_bonus")) == 1
