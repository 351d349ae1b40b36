from epocha.games.innovation.scenario import Scenario

DECKS = {2: ["Construction", "Fermenting"], 3: ["Paper", "Optics"], 4: ["Anatomy", "Invention"]}


def _education(score, p1=None):
    return Scenario(players=[{"score": score, "board": {"purple": ["Education"]}}, p1 or {}], decks=DECKS)


def test_returns_a_highest_card_and_draws_two_above_the_highest_left():
    s = _education(["Tools", "Calendar", "Mathematics"])
    s.dogma("Education")
    assert sorted(s.options()) == ["Calendar", "Mathematics"] and s.can_pass()
    s.choose("Mathematics")
    assert s.score(0) == ["Tools", "Calendar"]
    assert s.deck(2) == ["Construction", "Fermenting", "Mathematics"]
    assert s.hand(0) == ["Anatomy"]  # Calendar (2) is the highest left: draw a 4


def test_returning_the_last_card_draws_a_two():
    s = _education(["Alchemy"])
    s.dogma("Education")
    s.choose("Alchemy")
    assert s.score(0) == []
    assert s.hand(0) == ["Construction"]
    assert s.deck(3) == ["Paper", "Optics", "Alchemy"]


def test_may_decline():
    s = _education(["Alchemy", "Tools"])
    s.dogma("Education")
    assert s.options() == ["Alchemy"]
    s.pass_()
    assert s.score(0) == ["Tools", "Alchemy"] and s.hand(0) == []
    assert s.deck(3) == ["Paper", "Optics"]


def test_empty_score_pile_asks_nothing():
    s = _education([])
    s.dogma("Education")
    assert s.quiet and s.hand(0) == [] and s.deck(2) == ["Construction", "Fermenting"]


def test_sharing_opponent_goes_first_and_earns_the_bonus_draw():
    s = _education(
        ["Calendar"], p1={"score": ["Road Building", "Archery"], "board": {"purple": ["Philosophy"]}}
    )
    assert s.icons(1, "lightbulb") >= s.icons(0, "lightbulb")
    s.dogma("Education")
    assert s.chooser == 1
    s.choose("Road Building")
    assert s.hand(1) == ["Paper"]  # Archery (1) is the highest left: draw a 3
    assert s.score(1) == ["Archery"]
    # then seat 0 (Calendar was its only card: draw a 2), then the bonus draw from age 3
    assert s.chooser == 0
    s.choose("Calendar")
    assert s.hand(0) == ["Construction", "Optics"]
    assert s.deck(2) == ["Fermenting", "Road Building", "Calendar"]
    assert s.quiet


def test_no_bonus_when_the_sharing_opponent_declines():
    s = _education(["Calendar"], p1={"score": ["Road Building"], "board": {"purple": ["Philosophy"]}})
    s.dogma("Education")
    s.pass_()
    s.choose("Calendar")
    assert s.hand(0) == ["Construction"] and s.hand(1) == []
    assert s.score(1) == ["Road Building"] and s.deck(3) == ["Paper", "Optics"]
