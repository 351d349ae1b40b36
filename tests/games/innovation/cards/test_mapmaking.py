from epocha.games.innovation.scenario import Scenario


def test_victim_gives_a_one_and_i_draw_and_score_a_one():
    s = Scenario(
        players=[
            {"board": {"green": ["Mapmaking"]}},
            {"score": ["Archery", "Calendar", "Oars"], "board": {"red": ["Metalworking"]}},
        ],
        decks={1: ["Tools"]},
    )
    s.dogma("Mapmaking")
    assert s.chooser == 1
    assert sorted(s.options()) == ["Archery", "Oars"]
    assert not s.can_pass()
    s.choose("Oars")
    assert s.score(0) == ["Oars", "Tools"]
    assert s.score(1) == ["Archery", "Calendar"]
    assert s.deck(1) == []


def test_no_one_in_the_score_pile_means_no_draw():
    s = Scenario(
        players=[
            {"board": {"green": ["Mapmaking"]}},
            {"score": ["Calendar"], "board": {"red": ["Metalworking"]}},
        ],
        decks={1: ["Tools"]},
    )
    s.dogma("Mapmaking")
    assert s.quiet
    assert s.score(0) == []
    assert s.score(1) == ["Calendar"]
    assert s.deck(1) == ["Tools"]


def test_sharer_also_scores_after_a_transfer_and_gives_the_bonus():
    s = Scenario(
        players=[
            {"board": {"green": ["Mapmaking"]}},
            {"score": ["Archery"]},
            {"board": {"purple": ["City States"]}},
        ],
        decks={1: ["Tools", "Writing"], 2: ["Calendar"]},
    )
    s.dogma("Mapmaking")
    assert s.score(1) == []
    assert s.score(2) == ["Tools"]
    assert s.score(0) == ["Archery", "Writing"]
    assert s.hand(0) == ["Calendar"]  # the sharing bonus, from my top 2
    assert s.deck(1) == [] and s.deck(2) == []


def test_sharer_draws_nothing_without_a_transfer_and_no_bonus():
    s = Scenario(
        players=[
            {"board": {"green": ["Mapmaking"]}},
            {"score": ["Calendar"]},
            {"board": {"purple": ["City States"]}},
        ],
        decks={1: ["Tools"], 2: ["Philosophy"]},
    )
    s.dogma("Mapmaking")
    assert s.score(0) == [] and s.score(2) == []
    assert s.hand(0) == []
    assert s.deck(1) == ["Tools"] and s.deck(2) == ["Philosophy"]
