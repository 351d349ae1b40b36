from epocha.games.innovation.scenario import Scenario


def test_returns_up_to_three_and_draws_two_eights_per_value():
    s = Scenario(
        players=[{"board": {"yellow": ["Antibiotics"]}, "hand": ["Oars", "Tools", "Optics", "Banking"]}, {}],
        decks={1: [], 3: [], 8: ["Flight", "Mobility", "Corporations", "Rocketry", "Socialism"]},
    )
    s.dogma("Antibiotics")
    s.choose("Tools", "Optics", "Oars")
    assert s.deck(1) == ["Tools", "Oars"] and s.deck(3) == ["Optics"]
    assert s.hand(0) == ["Banking", "Corporations", "Flight", "Mobility", "Rocketry"]
    assert s.deck(8) == ["Socialism"]


def test_one_card_returned_draws_two():
    s = Scenario(
        players=[{"board": {"yellow": ["Antibiotics"]}, "hand": ["Oars", "Tools"]}, {}],
        decks={8: ["Flight", "Mobility", "Rocketry"]},
    )
    s.dogma("Antibiotics")
    s.choose("Oars")
    assert s.can_finish()
    s.done()
    assert s.hand(0) == ["Tools", "Flight", "Mobility"]


def test_empty_eight_deck_draws_nines():
    s = Scenario(
        players=[{"board": {"yellow": ["Antibiotics"]}, "hand": ["Oars"]}, {}],
        decks={8: ["Flight"], 9: ["Genetics", "Services"]},
    )
    s.dogma("Antibiotics")
    s.choose("Oars")
    assert s.hand(0) == ["Flight", "Genetics"]


def test_pass_returns_and_draws_nothing():
    s = Scenario(
        players=[{"board": {"yellow": ["Antibiotics"]}, "hand": ["Oars"]}, {}], decks={8: ["Flight"]}
    )
    s.dogma("Antibiotics")
    s.pass_()
    assert s.hand(0) == ["Oars"] and s.deck(8) == ["Flight"]


def test_sharer_goes_first_and_earns_the_bonus():
    # Agriculture shows three leaves, as many as Antibiotics
    s = Scenario(
        players=[
            {"board": {"yellow": ["Antibiotics"]}},
            {"board": {"yellow": ["Agriculture"]}, "hand": ["Writing"]},
        ],
        decks={8: ["Flight", "Mobility", "Rocketry"]},
    )
    s.dogma("Antibiotics")
    assert s.chooser == 1
    s.choose("Writing")
    assert s.hand(1) == ["Flight", "Mobility"]
    assert s.hand(0) == ["Rocketry"]  # nothing to return; bonus draw (an 8)


def test_sharer_who_passes_gives_no_bonus():
    s = Scenario(
        players=[
            {"board": {"yellow": ["Antibiotics"]}},
            {"board": {"yellow": ["Agriculture"]}, "hand": ["Writing"]},
        ],
        decks={8: ["Flight"]},
    )
    s.dogma("Antibiotics")
    s.pass_()
    assert s.hand(1) == ["Writing"] and s.hand(0) == [] and s.deck(8) == ["Flight"]
