from epocha.games.innovation.scenario import Scenario


def test_tuck_a_6_then_score_every_top_card_without_a_factory():
    s = Scenario(
        players=[{"board": {"yellow": ["Canning"], "blue": ["Tools", "Pottery"], "red": ["Coal"]}}, {}],
        decks={6: ["Classification", "Democracy"]},
    )
    s.dogma("Canning")
    assert s.asking == "option" and s.can_pass()
    s.choose("tuck")
    # Classification started a new green pile, so it was a top card without a factory
    assert s.score(0) == ["Tools", "Classification"]
    # Pottery is uncovered by the scoring but is not scored
    assert s.board(0) == {"red": ["Coal"], "yellow": ["Canning"], "blue": ["Pottery"]}
    assert s.deck(6) == ["Democracy"]
    assert s.quiet


def test_declining_the_tuck_scores_nothing():
    s = Scenario(
        players=[{"board": {"yellow": ["Canning"], "blue": ["Tools"]}}, {}], decks={6: ["Classification"]}
    )
    s.dogma("Canning")
    s.pass_()
    assert s.score(0) == [] and s.deck(6) == ["Classification"]
    assert s.board(0) == {"yellow": ["Canning"], "blue": ["Tools"]}


def test_a_tuck_under_an_existing_pile_and_the_yellow_splay():
    s = Scenario(
        players=[{"board": {"yellow": ["Canning", "Agriculture"], "blue": ["Tools"]}}, {}],
        decks={6: ["Atomic Theory"]},
    )
    s.dogma("Canning")
    s.choose("tuck")
    assert s.score(0) == ["Tools"]
    assert s.pile(0, "blue") == ["Atomic Theory"]
    assert s.options() == ["yellow"]
    s.choose("yellow")
    assert s.splay(0, "yellow") == "right"


def test_a_sharer_tucks_and_scores_first():
    s = Scenario(
        players=[{"board": {"yellow": ["Canning"]}}, {"board": {"red": ["Coal"], "purple": ["Mysticism"]}}],
        decks={6: ["Democracy", "Metric System", "Encyclopedia"]},
    )
    s.dogma("Canning")
    assert s.chooser == 1
    s.choose("tuck")
    # Democracy went under Mysticism; Mysticism has no factory and is scored
    assert s.score(1) == ["Mysticism"]
    assert s.board(1) == {"red": ["Coal"], "purple": ["Democracy"]}
    s.pass_()
    assert s.hand(0) == ["Metric System"]
