from epocha.games.innovation.scenario import Scenario


def test_victim_gives_a_factory_card_and_melds_an_eight_then_i_meld_one():
    # Corporations 2 + Coal 3 = 5 factories; the victim shows three
    s = Scenario(
        players=[
            {"board": {"green": ["Corporations"], "red": ["Coal"]}},
            {"board": {"blue": ["Physics"], "yellow": ["Vaccination"], "green": ["Invention"]}},
        ],
        decks={8: ["Flight", "Rocketry"]},
    )
    s.dogma("Corporations")
    assert s.chooser == 1 and sorted(s.options()) == ["Physics", "Vaccination"]  # not green Invention
    s.choose("Vaccination")
    assert s.score(0) == ["Vaccination"] and s.board(1).get("yellow") is None
    assert s.top(1, "red") == "Flight"
    assert s.top(0, "blue") == "Rocketry"


def test_no_eligible_card_means_no_draw_for_the_victim():
    s = Scenario(
        players=[
            {"board": {"green": ["Corporations"]}},
            {"board": {"red": ["Oars"], "green": ["Invention"]}},
        ],
        decks={8: ["Flight", "Rocketry"]},
    )
    s.dogma("Corporations")
    assert s.score(0) == [] and s.board(1) == {"red": ["Oars"], "green": ["Invention"]}
    assert s.top(0, "red") == "Flight" and s.deck(8) == ["Rocketry"]


def test_sharer_melds_first_and_earns_the_bonus():
    s = Scenario(
        players=[{"board": {"green": ["Corporations"]}}, {"board": {"red": ["Coal"]}}],
        decks={8: ["Flight", "Rocketry", "Socialism"]},
    )
    s.dogma("Corporations")
    assert s.pile(1, "red") == ["Flight", "Coal"]
    assert s.top(0, "blue") == "Rocketry"
    assert s.hand(0) == ["Socialism"]  # bonus draw from the highest top card, an 8
