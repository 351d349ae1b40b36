from epocha.games.innovation.scenario import Scenario


def test_scores_castles_until_a_card_without_one():
    s = Scenario(
        players=[{"board": {"red": ["Metalworking"]}}, {}],
        decks={1: ["Archery", "Masonry", "Sailing", "Pottery"]},
    )
    s.dogma("Metalworking")
    assert s.score(0) == ["Archery", "Masonry"]
    assert s.hand(0) == ["Sailing"]
    assert s.deck(1) == ["Pottery"]
    assert [e["args"]["card"] for e in s.events("reveal")] == ["Archery", "Masonry", "Sailing"]


def test_keeps_a_card_without_castle_at_once():
    s = Scenario(players=[{"board": {"red": ["Metalworking"]}}, {}], decks={1: ["Writing"]})
    s.dogma("Metalworking")
    assert s.hand(0) == ["Writing"] and s.score(0) == []


def test_exhausting_age_one_continues_in_age_two():
    s = Scenario(
        players=[{"board": {"red": ["Metalworking"]}}, {}],
        decks={1: ["Oars"], 2: ["Calendar"]},
    )
    s.dogma("Metalworking")
    assert s.score(0) == ["Oars"]
    assert s.hand(0) == ["Calendar"]  # no castle on Calendar


def test_six_scores_in_one_turn_claim_monument():
    castles = ["Archery", "City States", "Domestication", "Masonry", "Mysticism", "Oars"]
    s = Scenario(players=[{"board": {"red": ["Metalworking"]}}, {}], decks={1: [*castles, "Writing"]})
    s.dogma("Metalworking")
    assert len(s.score(0)) == 6
    assert s.achievements(0) == ["Monument"]
