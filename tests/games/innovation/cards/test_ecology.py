from epocha.games.innovation.scenario import Scenario


def _ecology(hand, other=None, decks=None):
    return Scenario(
        players=[{"hand": hand, "board": {"yellow": ["Ecology"]}}, other or {}],
        decks=decks or {1: ["Sailing"], 10: ["Software", "Robotics", "Databases"]},
    )


def test_return_then_score_and_draw_two_tens():
    s = _ecology(["Oars", "Tools", "Optics"])
    s.dogma("Ecology")
    assert s.asking == "cards" and s.can_pass()
    s.choose("Oars")
    assert s.deck(1) == ["Sailing", "Oars"]
    assert sorted(s.options()) == ["Optics", "Tools"] and not s.can_pass()
    s.choose("Optics")
    assert s.score(0) == ["Optics"]
    assert s.hand(0) == ["Tools", "Robotics", "Software"]
    assert s.deck(10) == ["Databases"] and s.quiet


def test_may_decline():
    s = _ecology(["Oars", "Tools"])
    s.dogma("Ecology")
    s.pass_()
    assert s.hand(0) == ["Oars", "Tools"] and s.score(0) == []
    assert s.deck(10) == ["Software", "Robotics", "Databases"] and s.quiet


def test_the_last_card_returned_leaves_nothing_to_score_but_the_tens_are_drawn():
    s = _ecology(["Oars"])
    s.dogma("Ecology")
    s.choose("Oars")
    assert s.score(0) == [] and s.hand(0) == ["Robotics", "Software"]


def test_a_single_card_left_is_scored_without_asking():
    s = _ecology(["Oars", "Tools"])
    s.dogma("Ecology")
    s.choose("Tools")
    assert s.score(0) == ["Oars"] and s.hand(0) == ["Robotics", "Software"]


def test_empty_hand_does_nothing():
    s = _ecology([])
    s.dogma("Ecology")
    assert s.quiet and s.hand(0) == [] and s.score(0) == []


def test_sharing_player_goes_first_and_gives_the_bonus():
    # seat 1 shows three lightbulbs (Philosophy) against two
    s = _ecology(
        ["Oars", "Tools"],
        {"hand": ["Calendar", "Optics"], "board": {"purple": ["Philosophy"]}},
        decks={1: [], 9: ["Suburbia"], 10: ["Software", "Robotics", "Databases", "Miniaturization"]},
    )
    s.dogma("Ecology")
    assert s.chooser == 1
    s.choose("Calendar")
    assert s.score(1) == ["Optics"] and s.hand(1) == ["Robotics", "Software"]
    assert s.chooser == 0
    s.pass_()
    # bonus: seat 0's highest top card is Ecology (9)
    assert s.hand(0) == ["Oars", "Tools", "Suburbia"] and len(s.events("share_bonus")) == 1


def test_a_sharing_player_who_declines_gives_no_bonus():
    s = _ecology(
        ["Oars"],
        {"hand": ["Calendar"], "board": {"purple": ["Philosophy"]}},
        decks={9: ["Suburbia"], 10: ["Software"]},
    )
    s.dogma("Ecology")
    s.pass_()
    s.pass_()
    assert s.hand(0) == ["Oars"] and s.events("share_bonus") == []
