from epocha.games.innovation.scenario import Scenario


def test_draws_and_melds_a_five():
    s = Scenario(players=[{"board": {"blue": ["Experimentation"]}}, {}], decks={5: ["Coal", "Banking"]})
    s.dogma("Experimentation")
    assert s.top(0, "red") == "Coal" and s.deck(5) == ["Banking"]
    assert s.hand(0) == [] and s.quiet


def test_an_empty_five_deck_melds_a_six():
    s = Scenario(players=[{"board": {"blue": ["Experimentation"]}}, {}], decks={5: [], 6: ["Canning"]})
    s.dogma("Experimentation")
    assert s.top(0, "yellow") == "Canning"


def test_sharing_opponent_melds_first_and_the_bonus_draw_comes_after():
    s = Scenario(
        players=[{"board": {"blue": ["Experimentation"]}}, {"board": {"purple": ["Philosophy"]}}],
        decks={5: ["Coal", "Banking", "Physics"]},
    )
    assert s.icons(1, "lightbulb") >= s.icons(0, "lightbulb")
    s.dogma("Experimentation")
    assert s.top(1, "red") == "Coal"
    assert s.top(0, "green") == "Banking"
    assert s.hand(0) == ["Physics"]  # bonus: seat 0's highest top card is now a 5
