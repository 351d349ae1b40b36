from epocha.games.innovation.scenario import Scenario


def _explosives(victim, decks=None):
    return Scenario(players=[{"board": {"red": ["Explosives"]}}, victim], decks=decks or {7: ["Lighting"]})


def test_three_highest_cards_go_to_my_hand():
    s = _explosives({"hand": ["Oars", "Optics", "Banking", "Canning", "Writing"]})
    s.dogma("Explosives")
    assert s.hand(0) == ["Optics", "Banking", "Canning"]
    assert s.hand(1) == ["Oars", "Writing"]
    assert s.deck(7) == ["Lighting"]  # cards are left: no draw


def test_ties_at_the_cut_are_the_victims_choice():
    s = _explosives({"hand": ["Banking", "Optics", "Translation", "Compass"]})
    s.dogma("Explosives")
    assert s.chooser == 1 and sorted(s.options()) == ["Compass", "Optics", "Translation"]
    s.choose("Optics", "Compass")
    assert s.hand(0) == ["Compass", "Optics", "Banking"]
    assert s.hand(1) == ["Translation"]


def test_emptied_hand_draws_a_seven():
    s = _explosives({"hand": ["Optics", "Tools"]})
    s.dogma("Explosives")
    assert s.hand(0) == ["Tools", "Optics"]
    assert s.hand(1) == ["Lighting"]


def test_exactly_three_cards_all_go_and_a_seven_is_drawn():
    s = _explosives({"hand": ["Oars", "Tools", "Writing"]})
    s.dogma("Explosives")
    assert s.hand(0) == ["Oars", "Tools", "Writing"]
    assert s.hand(1) == ["Lighting"]


def test_empty_hand_transfers_nothing_and_draws_nothing():
    s = _explosives({})
    s.dogma("Explosives")
    assert s.hand(1) == [] and s.hand(0) == [] and s.deck(7) == ["Lighting"]


def test_empty_seven_deck_draws_an_eight():
    s = _explosives({"hand": ["Tools"]}, decks={7: [], 8: ["Flight"]})
    s.dogma("Explosives")
    assert s.hand(0) == ["Tools"] and s.hand(1) == ["Flight"]


def test_player_with_as_many_factories_is_not_demanded():
    s = _explosives({"board": {"red": ["Coal"]}, "hand": ["Optics"]})
    s.dogma("Explosives")
    assert s.hand(1) == ["Optics"] and s.hand(0) == [] and s.deck(7) == ["Lighting"]
