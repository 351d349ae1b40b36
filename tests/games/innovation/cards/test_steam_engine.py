from epocha.games.innovation.scenario import Scenario


def test_tucks_two_4s_and_scores_the_bottom_yellow_card():
    s = Scenario(
        players=[{"board": {"yellow": ["Steam Engine"]}}, {}],
        decks={4: ["Anatomy", "Colonialism", "Gunpowder"]},
    )
    s.dogma("Steam Engine")
    assert s.pile(0, "red") == ["Colonialism"]
    # Anatomy was tucked under Steam Engine, so it is the bottom card
    assert s.score(0) == ["Anatomy"]
    assert s.pile(0, "yellow") == ["Steam Engine"]
    assert s.deck(4) == ["Gunpowder"]
    assert s.quiet


def test_a_lone_yellow_card_is_its_own_bottom_card():
    s = Scenario(
        players=[{"board": {"yellow": ["Steam Engine"]}}, {}], decks={4: ["Colonialism", "Gunpowder"]}
    )
    s.dogma("Steam Engine")
    assert s.score(0) == ["Steam Engine"]
    assert "yellow" not in s.board(0)
    assert s.pile(0, "red") == ["Colonialism", "Gunpowder"]


def test_a_sharer_without_yellow_scores_nothing_and_gives_the_bonus():
    s = Scenario(
        players=[{"board": {"yellow": ["Steam Engine", "Agriculture"]}}, {"board": {"red": ["Coal"]}}],
        decks={4: ["Colonialism", "Experimentation", "Anatomy", "Perspective"], 5: ["Physics"]},
    )
    s.dogma("Steam Engine")
    assert s.pile(1, "red") == ["Coal", "Colonialism"] and s.pile(1, "blue") == ["Experimentation"]
    assert s.score(1) == []
    assert s.pile(0, "yellow") == ["Steam Engine", "Agriculture", "Anatomy"]
    assert s.score(0) == ["Perspective"]
    assert s.hand(0) == ["Physics"]
