from epocha.games.innovation.scenario import Scenario


def test_tucks_up_to_three_and_scores_a_seven_per_value():
    s = Scenario(
        players=[{"board": {"purple": ["Lighting"]}, "hand": ["Oars", "Tools", "Optics", "Banking"]}, {}],
        decks={7: ["Bicycle", "Railroad", "Sanitation"]},
    )
    s.dogma("Lighting")
    s.choose("Oars", "Optics", "Tools")
    assert s.pile(0, "red") == ["Oars", "Optics"]  # Optics tucked after Oars: at the bottom
    assert s.pile(0, "blue") == ["Tools"]
    assert s.hand(0) == ["Banking"]
    assert s.score(0) == ["Bicycle", "Railroad"]  # values 1 and 3
    assert s.deck(7) == ["Sanitation"]


def test_one_tucked_card_scores_one_seven():
    s = Scenario(
        players=[{"board": {"purple": ["Lighting"], "green": ["Sailing"]}, "hand": ["Banking", "Oars"]}, {}],
        decks={7: ["Bicycle", "Railroad"]},
    )
    s.dogma("Lighting")
    s.choose("Banking")
    assert s.can_finish()
    s.done()
    assert s.pile(0, "green") == ["Sailing", "Banking"]
    assert s.score(0) == ["Bicycle"] and s.hand(0) == ["Oars"]


def test_same_value_tucked_twice_scores_once():
    s = Scenario(
        players=[{"board": {"purple": ["Lighting"]}, "hand": ["Oars", "Tools"]}, {}],
        decks={7: ["Bicycle", "Railroad"]},
    )
    s.dogma("Lighting")
    s.choose("Oars", "Tools")
    assert s.score(0) == ["Bicycle"] and s.deck(7) == ["Railroad"]


def test_pass_tucks_nothing():
    s = Scenario(players=[{"board": {"purple": ["Lighting"]}, "hand": ["Oars"]}, {}], decks={7: ["Bicycle"]})
    s.dogma("Lighting")
    s.pass_()
    assert s.hand(0) == ["Oars"] and s.score(0) == [] and s.deck(7) == ["Bicycle"]


def test_sharer_goes_first_and_earns_the_bonus():
    # Agriculture shows three leaves, Lighting two
    s = Scenario(
        players=[
            {"board": {"purple": ["Lighting"]}},
            {"board": {"yellow": ["Agriculture"]}, "hand": ["Writing"]},
        ],
        decks={7: ["Bicycle", "Railroad"]},
    )
    s.dogma("Lighting")
    assert s.chooser == 1
    s.choose("Writing")
    assert s.pile(1, "blue") == ["Writing"] and s.score(1) == ["Bicycle"]
    assert s.hand(0) == ["Railroad"]  # player 0 had nothing to tuck; bonus draw


def test_sharer_who_passes_gives_no_bonus():
    s = Scenario(
        players=[
            {"board": {"purple": ["Lighting"]}, "hand": ["Oars"]},
            {"board": {"yellow": ["Agriculture"]}, "hand": ["Writing"]},
        ],
        decks={7: ["Bicycle"]},
    )
    s.dogma("Lighting")
    s.pass_()
    s.pass_()
    assert s.hand(1) == ["Writing"] and s.hand(0) == ["Oars"] and s.deck(7) == ["Bicycle"]
