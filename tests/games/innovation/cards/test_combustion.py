from epocha.games.innovation.scenario import Scenario


def test_first_edition_demands_two_score_cards_of_the_victims_choice():
    s = Scenario(players=[{"board": {"red": ["Combustion"]}}, {"score": ["Tools", "Optics", "Banking"]}])
    s.dogma("Combustion")
    assert s.chooser == 1 and sorted(s.options()) == ["Banking", "Optics", "Tools"]
    s.choose("Optics", "Banking")
    assert s.score(0) == ["Optics", "Banking"]
    assert s.score(1) == ["Tools"]


def test_first_edition_takes_all_when_fewer_than_two():
    s = Scenario(players=[{"board": {"red": ["Combustion"]}}, {"score": ["Tools"]}])
    s.dogma("Combustion")
    assert s.score(0) == ["Tools"] and s.score(1) == []


def test_first_edition_spares_a_player_with_as_many_crowns_and_has_no_shared_effect():
    s = Scenario(
        players=[
            {"board": {"red": ["Combustion", "Oars"]}},
            {"board": {"purple": ["Code of Laws"]}, "score": ["Tools", "Optics"]},
        ],
        decks={7: ["Lighting"]},
    )
    s.dogma("Combustion")
    assert s.quiet
    assert s.score(1) == ["Tools", "Optics"] and s.score(0) == []
    assert s.pile(0, "red") == ["Combustion", "Oars"]  # no "return your bottom red card"
    assert s.hand(0) == [] and s.deck(7) == ["Lighting"]


def test_third_edition_one_card_per_four_crowns_then_bottom_red_returned():
    # Combustion 2 + Sailing 2 = 4 crowns: one card
    s = Scenario(
        players=[
            {"board": {"red": ["Combustion", "Archery"], "green": ["Sailing"]}},
            {"score": ["Tools", "Optics"]},
        ],
        edition="3e",
    )
    s.dogma("Combustion")
    assert s.chooser == 1
    s.choose("Optics")
    assert s.score(0) == ["Optics"] and s.score(1) == ["Tools"]
    assert s.pile(0, "red") == ["Combustion"]
    assert s.deck(1)[-1] == "Archery"


def test_third_edition_nine_crowns_demand_two():
    # Combustion 2 + Sailing 2 + Code of Laws 2 + Translation 3 = 9 crowns
    s = Scenario(
        players=[
            {
                "board": {
                    "red": ["Combustion"],
                    "green": ["Sailing"],
                    "purple": ["Code of Laws"],
                    "blue": ["Translation"],
                }
            },
            {"score": ["Tools", "Optics", "Banking"]},
        ],
        edition="3e",
    )
    s.dogma("Combustion")
    s.choose("Tools", "Banking")
    assert s.score(0) == ["Tools", "Banking"] and s.score(1) == ["Optics"]
    # Combustion was the only red card, so it is the bottom one and goes back
    assert s.board(0).get("red") is None and s.deck(7)[-1] == "Combustion"


def test_third_edition_fewer_than_four_crowns_demand_nothing():
    s = Scenario(players=[{"board": {"red": ["Combustion", "Archery"]}}, {"score": ["Tools"]}], edition="3e")
    s.dogma("Combustion")
    assert s.score(1) == ["Tools"] and s.score(0) == []
    assert s.pile(0, "red") == ["Combustion"]


def test_third_edition_sharer_returns_their_bottom_red_card_for_a_bonus():
    s = Scenario(
        players=[
            {"board": {"red": ["Combustion", "Archery"]}},
            {"board": {"red": ["Oars", "Metalworking"], "purple": ["Code of Laws"]}, "score": ["Tools"]},
        ],
        decks={1: ["Clothing"], 7: ["Lighting"]},
        edition="3e",
    )
    s.dogma("Combustion")
    assert s.pile(1, "red") == ["Oars"] and s.deck(1) == ["Clothing", "Metalworking", "Archery"]
    assert s.score(1) == ["Tools"]  # not demanded: as many crowns
    assert s.hand(0) == ["Lighting"]


def test_third_edition_sharer_without_red_gives_no_bonus():
    s = Scenario(
        players=[{"board": {"red": ["Combustion", "Archery"]}}, {"board": {"purple": ["Code of Laws"]}}],
        decks={7: ["Lighting"]},
        edition="3e",
    )
    s.dogma("Combustion")
    assert s.pile(0, "red") == ["Combustion"]
    assert s.hand(0) == [] and s.deck(7) == ["Lighting"]
