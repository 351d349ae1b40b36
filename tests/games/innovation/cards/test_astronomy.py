from epocha.games.innovation.scenario import Scenario


def test_melds_green_and_blue_sixes_until_another_colour_then_claims_universe():
    s = Scenario(
        players=[{"board": {"purple": ["Astronomy"]}}, {}],
        decks={6: ["Classification", "Atomic Theory", "Canning", "Vaccination"]},
    )
    s.dogma("Astronomy")
    assert s.pile(0, "green") == ["Classification"]
    assert s.pile(0, "blue") == ["Atomic Theory"]
    # the yellow 6 stops the repetition and stays in the hand
    assert s.hand(0) == ["Canning"]
    assert s.deck(6) == ["Vaccination"]
    # green 6 and blue 6 on top, purple ignored
    assert s.achievements(0) == ["Universe"]
    assert "Universe" not in s.available_specials
    assert s.quiet


def test_a_low_non_purple_top_card_prevents_the_claim():
    s = Scenario(
        players=[{"board": {"purple": ["Astronomy"], "red": ["Oars"]}}, {}],
        decks={6: ["Canning"]},
    )
    s.dogma("Astronomy")
    assert s.hand(0) == ["Canning"]
    assert s.achievements(0) == []
    assert "Universe" in s.available_specials


def test_only_purple_top_cards_still_claim_universe():
    s = Scenario(players=[{"board": {"purple": ["Astronomy"]}}, {}], decks={6: ["Vaccination"]})
    s.dogma("Astronomy")
    assert s.hand(0) == ["Vaccination"] and s.board(0) == {"purple": ["Astronomy"]}
    assert s.achievements(0) == ["Universe"]


def test_an_empty_six_pile_draws_sevens():
    s = Scenario(
        players=[{"board": {"purple": ["Astronomy"], "blue": ["Tools"]}}, {}],
        decks={6: [], 7: ["Evolution", "Lighting"]},
    )
    s.dogma("Astronomy")
    assert s.pile(0, "blue") == ["Evolution", "Tools"]
    assert s.hand(0) == ["Lighting"]
    assert s.achievements(0) == ["Universe"]


def test_a_sharing_opponent_goes_first_and_claims_universe_before_me():
    s = Scenario(
        players=[
            {"board": {"purple": ["Astronomy"]}},
            {"board": {"blue": ["Atomic Theory"]}},
        ],
        decks={5: ["Coal"], 6: ["Canning", "Vaccination"]},
    )
    s.dogma("Astronomy")
    assert s.hand(1) == ["Canning"]
    assert s.achievements(1) == ["Universe"]
    assert s.achievements(0) == []
    # sharing bonus: a draw from my highest top card (Astronomy, a 5)
    assert s.hand(0) == ["Coal", "Vaccination"]
    assert len(s.events("share_bonus")) == 1
