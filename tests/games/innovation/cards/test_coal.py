from epocha.games.innovation.scenario import Scenario


def _coal(decks=None, **me):
    board = me.pop("board", {"red": ["Coal", "Oars"]})
    return Scenario(players=[{"board": board, **me}, {}], decks=decks or {5: ["Physics"]})


def test_tuck_splay_and_score_a_top_card_with_the_card_beneath():
    s = _coal()
    s.dogma("Coal")
    assert s.pile(0, "blue") == ["Physics"]  # tucked into a new pile
    assert s.options() == ["red"] and s.can_pass()
    s.choose("red")
    assert s.splay(0, "red") == "right"
    assert sorted(s.options()) == ["Coal", "Physics"] and s.can_pass()
    s.choose("Coal")
    assert s.score(0) == ["Oars", "Coal"]
    assert "red" not in s.board(0) and s.splay(0, "red") == "none"
    assert s.quiet


def test_scoring_the_only_card_of_a_pile_scores_just_it():
    s = _coal(board={"red": ["Coal", "Oars", "Archery"]})
    s.dogma("Coal")
    s.pass_()
    s.choose("Physics")
    assert s.score(0) == ["Physics"]
    assert s.pile(0, "red") == ["Coal", "Oars", "Archery"]


def test_the_card_beneath_is_the_next_card_of_the_pile():
    s = _coal(board={"red": ["Coal", "Oars", "Archery"]})
    s.dogma("Coal")
    s.pass_()
    s.choose("Coal")
    assert s.score(0) == ["Oars", "Coal"]
    assert s.pile(0, "red") == ["Archery"]


def test_may_decline_to_score():
    s = _coal()
    s.dogma("Coal")
    s.pass_()
    s.pass_()
    assert s.score(0) == [] and s.pile(0, "red") == ["Coal", "Oars"]
    assert s.quiet


def test_a_sharing_opponent_executes_each_effect_first():
    s = Scenario(
        players=[
            {"board": {"red": ["Coal"]}},
            {"board": {"yellow": ["Steam Engine"], "blue": ["Chemistry"]}},
        ],
        decks={5: ["Measurement", "Physics", "Statistics"]},
    )
    assert s.icons(1, "factory") >= s.icons(0, "factory")
    s.dogma("Coal")
    assert s.pile(1, "green") == ["Measurement"] and s.pile(0, "blue") == ["Physics"]
    # nobody has two red cards: no splay question; opponent scores first
    assert s.chooser == 1
    s.choose("Chemistry")
    assert s.score(1) == ["Chemistry"]
    s.pass_()
    assert s.hand(0) == ["Statistics"]  # sharing bonus
