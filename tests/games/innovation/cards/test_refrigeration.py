from epocha.games.innovation.scenario import Scenario


def test_victim_returns_half_rounded_down_then_i_may_score():
    s = Scenario(
        players=[
            {"board": {"yellow": ["Refrigeration"]}, "hand": ["Canning"]},
            {"hand": ["Oars", "Tools", "Optics", "Banking", "Writing"]},
        ],
        decks={1: [], 3: [], 5: []},
    )
    s.dogma("Refrigeration")
    assert s.chooser == 1
    s.choose("Optics", "Oars")
    assert s.hand(1) == ["Tools", "Writing", "Banking"]
    assert s.deck(3) == ["Optics"] and s.deck(1) == ["Oars"]
    assert s.chooser == 0 and s.can_pass()
    s.choose("Canning")
    assert s.score(0) == ["Canning"] and s.hand(0) == []


def test_returned_in_the_order_picked():
    s = Scenario(
        players=[
            {"board": {"yellow": ["Refrigeration"]}},
            {"hand": ["Oars", "Tools", "Writing", "Clothing"]},
        ],
        decks={1: []},
    )
    s.dogma("Refrigeration")
    s.choose("Writing", "Oars")
    assert s.deck(1) == ["Writing", "Oars"]
    assert s.hand(1) == ["Clothing", "Tools"]


def test_single_card_is_kept_and_declining_to_score():
    s = Scenario(players=[{"board": {"yellow": ["Refrigeration"]}, "hand": ["Canning"]}, {"hand": ["Oars"]}])
    s.dogma("Refrigeration")
    assert s.chooser == 0  # nothing to return: straight to the shared effect
    s.pass_()
    assert s.hand(1) == ["Oars"] and s.hand(0) == ["Canning"] and s.score(0) == []


def test_sharer_is_not_demanded_and_scoring_earns_the_bonus():
    # Agriculture shows three leaves, Refrigeration two
    s = Scenario(
        players=[
            {"board": {"yellow": ["Refrigeration"]}},
            {"board": {"yellow": ["Agriculture"]}, "hand": ["Oars", "Tools"]},
        ],
        decks={7: ["Lighting"]},
    )
    s.dogma("Refrigeration")
    assert s.chooser == 1 and s.can_pass()
    s.choose("Oars")
    assert s.score(1) == ["Oars"] and s.hand(1) == ["Tools"]
    assert s.hand(0) == ["Lighting"]


def test_sharer_who_declines_gives_no_bonus():
    s = Scenario(
        players=[
            {"board": {"yellow": ["Refrigeration"]}},
            {"board": {"yellow": ["Agriculture"]}, "hand": ["Oars", "Tools"]},
        ],
        decks={7: ["Lighting"]},
    )
    s.dogma("Refrigeration")
    s.pass_()
    assert s.hand(1) == ["Oars", "Tools"] and s.hand(0) == [] and s.deck(7) == ["Lighting"]
