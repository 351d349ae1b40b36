from epocha.games.innovation.scenario import Scenario


def test_splay_blue_right_then_draw_and_meld_a_7():
    s = Scenario(
        players=[{"board": {"blue": ["Atomic Theory", "Tools"]}}, {}], decks={7: ["Evolution", "Lighting"]}
    )
    s.dogma("Atomic Theory")
    assert s.options() == ["blue"] and s.can_pass()
    s.choose("blue")
    assert s.pile(0, "blue") == ["Evolution", "Atomic Theory", "Tools"]
    assert s.splay(0, "blue") == "right"
    assert s.deck(7) == ["Lighting"]
    assert s.quiet


def test_may_decline_the_splay():
    s = Scenario(players=[{"board": {"blue": ["Atomic Theory", "Tools"]}}, {}], decks={7: ["Lighting"]})
    s.dogma("Atomic Theory")
    s.pass_()
    assert s.splay(0, "blue") == "none"
    assert s.pile(0, "purple") == ["Lighting"]


def test_an_empty_7_pile_melds_an_8():
    s = Scenario(players=[{"board": {"blue": ["Atomic Theory"]}}, {}], decks={7: [], 8: ["Flight"]})
    s.dogma("Atomic Theory")
    assert s.pile(0, "red") == ["Flight"]


def test_a_sharer_melds_first_and_i_get_the_bonus():
    s = Scenario(
        players=[{"board": {"blue": ["Atomic Theory"]}}, {"board": {"purple": ["Education"]}}],
        decks={7: ["Lighting", "Evolution", "Bicycle"]},
    )
    s.dogma("Atomic Theory")
    assert s.pile(1, "purple") == ["Lighting", "Education"]
    assert s.pile(0, "blue") == ["Evolution", "Atomic Theory"]
    # bonus draw from my highest top card, now Evolution (7)
    assert s.hand(0) == ["Bicycle"]
