from epocha.games.innovation.scenario import Scenario


def test_a_melded_crown_draws_and_scores_a_four():
    s = Scenario(
        players=[{"board": {"red": ["Optics"]}}, {}],
        decks={3: ["Translation", "Alchemy"], 4: ["Anatomy", "Invention"]},
    )
    s.dogma("Optics")
    assert s.top(0, "blue") == "Translation"
    assert s.score(0) == ["Anatomy"]
    assert s.quiet and s.hand(0) == []


def test_without_a_crown_a_score_card_goes_to_a_poorer_opponent_of_my_choice():
    s = Scenario(
        players=[{"score": ["Tools", "Calendar"], "board": {"red": ["Optics"]}}, {"score": ["Writing"]}, {}],
        decks={3: ["Alchemy"], 4: ["Anatomy"]},
    )
    s.dogma("Optics")
    assert s.top(0, "blue") == "Alchemy"
    assert s.chooser == 0 and sorted(s.options()) == [1, 2]
    s.choose(2)
    assert sorted(s.options()) == ["Calendar", "Tools"]
    s.choose("Calendar")
    assert s.score(2) == ["Calendar"] and s.score(0) == ["Tools"] and s.score(1) == ["Writing"]
    assert s.deck(4) == ["Anatomy"]


def test_only_opponents_with_fewer_points_qualify():
    s = Scenario(
        players=[
            {"score": ["Calendar"], "board": {"red": ["Optics"]}},
            {"score": ["Mathematics"]},
            {"score": ["Writing"]},
        ],
        decks={3: ["Alchemy"]},
    )
    s.dogma("Optics")
    # seat 1 has as many points: seat 2 is the only choice, and Calendar the only card
    assert s.score(2) == ["Writing", "Calendar"] and s.score(0) == []
    assert s.quiet


def test_nobody_poorer_means_no_transfer():
    s = Scenario(
        players=[{"score": ["Tools"], "board": {"red": ["Optics"]}}, {"score": ["Writing"]}],
        decks={3: ["Alchemy"]},
    )
    s.dogma("Optics")
    assert s.score(0) == ["Tools"] and s.score(1) == ["Writing"] and s.quiet


def test_sharing_opponent_melds_first_and_earns_the_bonus():
    s = Scenario(
        players=[
            {"board": {"red": ["Optics"]}},
            {"board": {"green": ["Sailing"], "purple": ["Code of Laws"]}},
        ],
        decks={3: ["Translation", "Alchemy", "Paper"], 4: ["Anatomy", "Invention"]},
    )
    assert s.icons(1, "crown") >= s.icons(0, "crown")
    s.dogma("Optics")
    # seat 1 melds Translation (crown) and scores a 4; seat 0 melds Alchemy (no crown, nobody
    # poorer); the bonus draw is a 3 (seat 0's highest top card)
    assert s.top(1, "blue") == "Translation" and s.score(1) == ["Anatomy"]
    assert s.top(0, "blue") == "Alchemy" and s.score(0) == []
    assert s.hand(0) == ["Paper"] and s.quiet
