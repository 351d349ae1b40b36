from epocha.games.innovation.scenario import Scenario

DECKS = {1: ["Writing"], 4: ["Anatomy"]}


def test_returns_a_card_then_scores_one_card_per_two_lightbulbs():
    s = Scenario(
        players=[
            {
                "hand": ["Oars", "Tools", "Calendar", "Construction"],
                "board": {"yellow": ["Perspective"], "blue": ["Mathematics"]},
            },
            {},
        ],
        decks=DECKS,
    )
    assert s.icons(0, "lightbulb") == 4
    s.dogma("Perspective")
    assert s.can_pass()
    s.choose("Oars")
    assert s.deck(1) == ["Writing", "Oars"]
    assert sorted(s.options()) == ["Calendar", "Construction", "Tools"]
    s.choose("Calendar", "Construction")
    assert s.score(0) == ["Calendar", "Construction"]
    assert s.hand(0) == ["Tools"] and s.quiet


def test_scores_the_whole_rest_of_the_hand_when_it_is_short():
    s = Scenario(
        players=[
            {"hand": ["Oars", "Tools"], "board": {"yellow": ["Perspective"], "blue": ["Mathematics"]}},
            {},
        ],
        decks=DECKS,
    )
    s.dogma("Perspective")
    s.choose("Oars")
    assert s.score(0) == ["Tools"] and s.hand(0) == [] and s.quiet


def test_two_lightbulbs_score_a_single_chosen_card():
    s = Scenario(
        players=[{"hand": ["Oars", "Tools", "Calendar"], "board": {"yellow": ["Perspective"]}}, {}],
        decks=DECKS,
    )
    s.dogma("Perspective")
    s.choose("Tools")
    assert sorted(s.options()) == ["Calendar", "Oars"]
    s.choose("Oars")
    assert s.score(0) == ["Oars"] and s.hand(0) == ["Calendar"]


def test_declining_returns_and_scores_nothing():
    s = Scenario(players=[{"hand": ["Oars", "Tools"], "board": {"yellow": ["Perspective"]}}, {}], decks=DECKS)
    s.dogma("Perspective")
    s.pass_()
    assert s.hand(0) == ["Oars", "Tools"] and s.score(0) == [] and s.deck(1) == ["Writing"]


def test_sharing_opponent_goes_first_and_earns_the_bonus():
    s = Scenario(
        players=[
            {"hand": [], "board": {"yellow": ["Perspective"]}},
            {"hand": ["Oars", "Tools"], "board": {"purple": ["Philosophy"]}},
        ],
        decks=DECKS,
    )
    assert s.icons(1, "lightbulb") >= s.icons(0, "lightbulb")
    s.dogma("Perspective")
    assert s.chooser == 1
    s.choose("Oars")
    assert s.score(1) == ["Tools"]  # one card for three lightbulbs
    assert s.hand(0) == ["Anatomy"]  # seat 0 had nothing to return; bonus from age 4
