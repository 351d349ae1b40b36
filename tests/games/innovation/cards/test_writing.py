from epocha.games.innovation.scenario import Scenario


def test_draws_a_two():
    s = Scenario(players=[{"board": {"blue": ["Writing"]}}, {}], decks={2: ["Calendar"]})
    s.dogma("Writing")
    assert s.hand(0) == ["Calendar"]
    assert s.deck(2) == []


def test_empty_age_two_draws_from_the_next_higher_age():
    s = Scenario(players=[{"board": {"blue": ["Writing"]}}, {}], decks={2: [], 3: [], 4: ["Anatomy"]})
    s.dogma("Writing")
    assert s.hand(0) == ["Anatomy"]


def test_sharer_draws_first_and_the_activator_gets_a_bonus_draw():
    s = Scenario(
        players=[{"board": {"blue": ["Writing"]}}, {"board": {"blue": ["Tools"]}}],
        decks={1: ["Sailing"], 2: ["Calendar", "Mathematics"]},
    )
    s.dogma("Writing")
    assert s.hand(1) == ["Calendar"]
    assert s.hand(0) == ["Sailing", "Mathematics"]  # bonus from age 1, then the effect's 2
