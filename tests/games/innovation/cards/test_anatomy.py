from epocha.games.innovation.scenario import Scenario

DECKS = {1: ["Writing"], 2: ["Construction"]}


def _anatomy(victim_score, victim_board):
    return Scenario(
        players=[{"board": {"yellow": ["Anatomy"]}}, {"score": list(victim_score), "board": victim_board}],
        decks=DECKS,
    )


def test_victim_returns_a_score_card_then_a_top_card_of_equal_value():
    s = _anatomy(
        ["Tools", "Calendar"], {"red": ["Archery"], "green": ["Mapmaking"], "purple": ["Philosophy"]}
    )
    s.dogma("Anatomy")
    assert s.chooser == 1 and sorted(s.options()) == ["Calendar", "Tools"]
    s.choose("Calendar")
    assert s.chooser == 1 and sorted(s.options()) == ["Mapmaking", "Philosophy"]
    s.choose("Philosophy")
    assert s.score(1) == ["Tools"]
    assert s.board(1) == {"red": ["Archery"], "green": ["Mapmaking"]}
    assert s.deck(2) == ["Construction", "Calendar", "Philosophy"]
    assert s.quiet and s.hand(0) == []


def test_no_top_card_of_that_value_returns_only_the_score_card():
    s = _anatomy(["Calendar"], {"red": ["Archery"]})
    s.dogma("Anatomy")
    assert s.score(1) == [] and s.board(1) == {"red": ["Archery"]}
    assert s.deck(2) == ["Construction", "Calendar"]


def test_empty_score_pile_returns_nothing():
    s = _anatomy([], {"red": ["Archery"]})
    s.dogma("Anatomy")
    assert s.board(1) == {"red": ["Archery"]} and s.deck(1) == ["Writing"]
    assert s.quiet


def test_a_player_with_as_many_leaves_is_not_demanded():
    s = _anatomy(["Tools"], {"red": ["Archery"], "yellow": ["Agriculture"]})
    assert s.icons(1, "leaf") >= s.icons(0, "leaf")
    s.dogma("Anatomy")
    assert s.score(1) == ["Tools"] and s.board(1) == {"red": ["Archery"], "yellow": ["Agriculture"]}
