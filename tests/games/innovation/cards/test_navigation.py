from epocha.games.innovation.scenario import Scenario


def _navigation(victim_score, victim_board=None):
    return Scenario(
        players=[
            {"board": {"green": ["Navigation"]}},
            {"score": list(victim_score), "board": victim_board or {}},
        ],
        decks={4: ["Anatomy"]},
    )


def test_victim_gives_a_two_or_a_three_of_its_choice():
    s = _navigation(["Tools", "Calendar", "Alchemy", "Perspective"])
    s.dogma("Navigation")
    assert s.chooser == 1 and sorted(s.options()) == ["Alchemy", "Calendar"]
    s.choose("Alchemy")
    assert s.score(0) == ["Alchemy"]
    assert s.score(1) == ["Tools", "Calendar", "Perspective"]
    assert s.quiet


def test_single_candidate_goes_without_asking():
    s = _navigation(["Tools", "Calendar", "Perspective"])
    s.dogma("Navigation")
    assert s.score(0) == ["Calendar"] and s.score(1) == ["Tools", "Perspective"]


def test_no_two_or_three_means_nothing():
    s = _navigation(["Tools", "Perspective"])
    s.dogma("Navigation")
    assert s.score(0) == [] and s.score(1) == ["Tools", "Perspective"]


def test_a_player_with_as_many_crowns_is_not_demanded():
    s = _navigation(["Calendar"], {"purple": ["Enterprise"]})
    assert s.icons(1, "crown") >= s.icons(0, "crown")
    s.dogma("Navigation")
    assert s.score(0) == [] and s.score(1) == ["Calendar"] and s.hand(0) == []
