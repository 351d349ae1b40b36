from epocha.games.innovation.scenario import Scenario


def test_melds_chosen_castle_cards_in_pick_order():
    s = Scenario(
        players=[{"hand": ["Archery", "Oars", "Writing"], "board": {"yellow": ["Masonry"]}}, {}],
    )
    s.dogma("Masonry")
    assert sorted(s.options()) == ["Archery", "Oars"]  # Writing has no castle
    s.choose("Oars", "Archery")  # last picked ends on top
    assert s.pile(0, "red") == ["Archery", "Oars"]
    assert s.hand(0) == ["Writing"]
    assert s.achievements(0) == []


def test_four_melds_claim_monument():
    hand = ["Archery", "City States", "Mysticism", "Oars", "Construction"]
    s = Scenario(players=[{"hand": hand, "board": {"yellow": ["Masonry"]}}, {}])
    s.dogma("Masonry")
    s.choose("Archery", "City States", "Mysticism", "Oars")
    s.done()
    assert s.achievements(0) == ["Monument"]
    assert s.hand(0) == ["Construction"]


def test_three_melds_do_not_claim_and_may_decline():
    s = Scenario(players=[{"hand": ["Archery", "Oars", "City States"], "board": {"yellow": ["Masonry"]}}, {}])
    s.dogma("Masonry")
    s.choose("Archery", "Oars", "City States")
    assert s.achievements(0) == [] and s.quiet
    s2 = Scenario(players=[{"hand": ["Archery"], "board": {"yellow": ["Masonry"]}}, {}])
    s2.dogma("Masonry")
    s2.pass_()
    assert s2.hand(0) == ["Archery"]


def test_monument_already_claimed_gives_nothing():
    hand = ["Archery", "City States", "Mysticism", "Oars"]
    s = Scenario(
        players=[{"hand": hand, "board": {"yellow": ["Masonry"]}}, {"achievements": ["Monument"]}],
    )
    s.dogma("Masonry")
    s.choose(*hand)
    assert s.achievements(0) == [] and s.achievements(1) == ["Monument"]
