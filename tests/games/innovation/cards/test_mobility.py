from epocha.games.innovation.scenario import Scenario


def _mobility(victim_board, decks=None):
    return Scenario(
        players=[{"board": {"red": ["Mobility"]}}, {"board": victim_board}], decks=decks or {8: ["Flight"]}
    )


def test_two_highest_eligible_top_cards_then_the_victim_draws_an_eight():
    s = _mobility(
        {
            "red": ["Oars"],
            "blue": ["Atomic Theory"],
            "purple": ["Democracy"],
            "green": ["Currency"],
            "yellow": ["Vaccination"],
        }
    )
    s.dogma("Mobility")
    assert s.chooser == 1 and sorted(s.options()) == ["Atomic Theory", "Democracy"]
    s.choose("Atomic Theory")  # Democracy then is the single highest
    assert s.score(0) == ["Atomic Theory", "Democracy"]
    assert s.board(1) == {"red": ["Oars"], "yellow": ["Vaccination"], "green": ["Currency"]}
    assert s.hand(1) == ["Flight"]


def test_a_card_uncovered_by_the_first_transfer_can_be_the_second():
    s = _mobility({"blue": ["Atomic Theory", "Encyclopedia"], "purple": ["Code of Laws"]})
    s.dogma("Mobility")
    assert s.score(0) == ["Atomic Theory", "Encyclopedia"]
    assert s.board(1) == {"purple": ["Code of Laws"]} and s.hand(1) == ["Flight"]


def test_a_single_eligible_card_still_draws():
    s = _mobility({"red": ["Oars"], "green": ["Currency"]})
    s.dogma("Mobility")
    assert s.score(0) == ["Currency"] and s.hand(1) == ["Flight"]


def test_nothing_eligible_means_no_draw():
    s = _mobility({"red": ["Oars"], "yellow": ["Vaccination"]})
    s.dogma("Mobility")
    assert s.score(0) == [] and s.hand(1) == [] and s.deck(8) == ["Flight"]


def test_player_with_as_many_factories_is_not_demanded():
    s = _mobility({"red": ["Coal"], "blue": ["Atomic Theory"]})
    s.dogma("Mobility")
    assert s.score(0) == [] and s.top(1, "blue") == "Atomic Theory" and s.deck(8) == ["Flight"]
