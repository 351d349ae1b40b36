from epocha.games.innovation.scenario import Scenario


def _oars(edition="1e", victim_hand=("Sailing", "Writing", "Tools")):
    return Scenario(
        players=[{"board": {"red": ["Oars"]}}, {"hand": list(victim_hand)}],
        decks={1: ["Agriculture", "Archery", "Clothing"]},
        edition=edition,
    )


def test_demand_transfers_a_crown_card_and_the_victim_draws():
    s = _oars()
    s.dogma("Oars")
    assert s.chooser == 1 and sorted(s.options()) == ["Sailing", "Writing"]
    s.choose("Writing")
    assert s.score(0) == ["Writing"]
    assert s.hand(1) == ["Agriculture", "Sailing", "Tools"]
    # a card was transferred, so the shared effect gives the activator nothing
    assert s.hand(0) == []


def test_no_crown_means_the_activator_draws():
    s = _oars(victim_hand=("Tools",))
    s.dogma("Oars")
    assert s.score(0) == [] and s.hand(0) == ["Agriculture"]


def test_third_edition_repeats_the_demand():
    s = _oars("3e")
    s.dogma("Oars")
    s.choose("Writing")
    # repeated: the only crown card left is Sailing (Agriculture drawn has no crown)
    assert s.score(0) == ["Sailing", "Writing"]
    assert s.hand(1) == ["Agriculture", "Archery", "Tools"]
    assert s.hand(0) == []


def test_first_edition_does_not_repeat():
    s = _oars("1e")
    s.dogma("Oars")
    s.choose("Writing")
    assert s.score(0) == ["Writing"] and "Sailing" in s.hand(1)
