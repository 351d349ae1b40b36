from epocha.games.innovation.scenario import Scenario


def test_three_different_colours_are_kept():
    s = Scenario(
        players=[{"hand": ["Oars"], "board": {"blue": ["Physics"]}}, {}],
        decks={6: ["Atomic Theory", "Canning", "Democracy", "Vaccination"]},
    )
    s.dogma("Physics")
    assert s.hand(0) == ["Oars", "Atomic Theory", "Canning", "Democracy"]
    assert [e["args"]["card"] for e in s.events("reveal")] == ["Atomic Theory", "Canning", "Democracy"]
    assert s.deck(6) == ["Vaccination"]
    assert s.quiet


def test_two_of_a_colour_return_the_whole_hand_in_the_chosen_order():
    s = Scenario(
        players=[{"hand": ["Oars", "Sailing"], "board": {"blue": ["Physics"]}}, {}],
        decks={1: ["Writing"], 6: ["Atomic Theory", "Canning", "Encyclopedia", "Vaccination"]},
    )
    s.dogma("Physics")
    assert s.asking == "cards"
    assert sorted(s.options()) == ["Atomic Theory", "Canning", "Encyclopedia", "Oars", "Sailing"]
    s.choose("Atomic Theory", "Oars", "Canning")
    assert s.quiet
    assert s.hand(0) == []
    # each return goes under the supply pile: first returned ends highest
    assert s.deck(6) == ["Vaccination", "Atomic Theory", "Canning", "Encyclopedia"]
    assert s.deck(1) == ["Writing", "Oars", "Sailing"]


def test_a_sharing_opponent_draws_first_and_gives_the_bonus():
    s = Scenario(
        players=[{"board": {"blue": ["Physics"]}}, {"board": {"purple": ["Education"]}}],
        decks={
            5: ["Coal"],
            6: ["Atomic Theory", "Canning", "Democracy", "Classification", "Metric System", "Vaccination"],
        },
    )
    s.dogma("Physics")
    assert s.hand(1) == ["Atomic Theory", "Canning", "Democracy"]
    # mine: two greens, so the three drawn cards go back (ordered by me)
    assert s.chooser == 0 and sorted(s.options()) == ["Classification", "Metric System", "Vaccination"]
    s.choose("Vaccination", "Classification")
    assert s.deck(6) == ["Vaccination", "Classification", "Metric System"]
    assert s.hand(0) == ["Coal"]
