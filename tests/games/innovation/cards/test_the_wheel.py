from epocha.games.innovation.scenario import Scenario


def test_draw_two_ones():
    s = Scenario(
        players=[{"board": {"green": ["The Wheel"]}}, {"board": {"yellow": ["Agriculture"]}}],
        decks={1: ["Tools", "Oars", "Sailing"]},
    )
    s.dogma("The Wheel")
    assert s.hand(0) == ["Oars", "Tools"]
    assert s.hand(1) == []
    assert s.deck(1) == ["Sailing"]


def test_second_draw_from_age_two_when_ones_run_out():
    s = Scenario(
        players=[{"board": {"green": ["The Wheel"]}}, {}],
        decks={1: ["Tools"], 2: ["Calendar"]},
    )
    s.dogma("The Wheel")
    assert s.hand(0) == ["Tools", "Calendar"]
    assert s.deck(1) == [] and s.deck(2) == []


def test_shared_with_the_sharing_bonus():
    s = Scenario(
        players=[{"board": {"green": ["The Wheel"]}}, {"board": {"yellow": ["Masonry"]}}],
        decks={1: ["Tools", "Oars", "Sailing", "Writing", "Pottery"]},
    )
    s.dogma("The Wheel")
    assert s.hand(1) == ["Oars", "Tools"]
    assert s.hand(0) == ["Pottery", "Sailing", "Writing"]
    assert s.deck(1) == []
