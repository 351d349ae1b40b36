from epocha.games.innovation.scenario import Scenario


def _medicine(p0_score, p1_score, p1_board=None):
    return Scenario(
        players=[
            {"score": list(p0_score), "board": {"yellow": ["Medicine"], "blue": ["Pottery"]}},
            {"score": list(p1_score), "board": p1_board or {}},
        ],
        decks={3: ["Paper"]},
    )


def test_exchanges_the_victims_highest_with_my_lowest_each_picking_among_ties():
    s = _medicine(["Tools", "Writing", "Calendar"], ["Archery", "Construction", "Road Building"])
    s.dogma("Medicine")
    # I pick my lowest first, then the victim picks its highest
    assert s.chooser == 0 and sorted(s.options()) == ["Tools", "Writing"]
    s.choose("Writing")
    assert s.chooser == 1 and sorted(s.options()) == ["Construction", "Road Building"]
    s.choose("Road Building")
    assert s.score(0) == ["Tools", "Calendar", "Road Building"]
    assert s.score(1) == ["Archery", "Writing", "Construction"]
    assert s.quiet and s.hand(0) == []


def test_empty_victim_score_pile_is_a_one_way_exchange():
    s = _medicine(["Calendar", "Alchemy"], [])
    s.dogma("Medicine")
    assert s.score(0) == ["Alchemy"] and s.score(1) == ["Calendar"]


def test_empty_demander_score_pile_is_a_one_way_exchange():
    s = _medicine([], ["Tools", "Alchemy"])
    s.dogma("Medicine")
    assert s.score(0) == ["Alchemy"] and s.score(1) == ["Tools"]


def test_both_empty_changes_nothing():
    s = _medicine([], [])
    s.dogma("Medicine")
    assert s.score(0) == [] and s.score(1) == [] and s.quiet


def test_a_player_with_as_many_leaves_is_not_demanded():
    s = _medicine(["Tools"], ["Alchemy"], p1_board={"yellow": ["Agriculture"], "green": ["Clothing"]})
    assert s.icons(1, "leaf") >= s.icons(0, "leaf")
    s.dogma("Medicine")
    assert s.score(0) == ["Tools"] and s.score(1) == ["Alchemy"]
    assert s.hand(0) == []  # no shared effect: no bonus draw
