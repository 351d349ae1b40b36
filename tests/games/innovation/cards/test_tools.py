from epocha.games.innovation.scenario import Scenario


def test_return_three_to_draw_and_meld_a_three():
    s = Scenario(
        players=[
            {"hand": ["Archery", "Oars", "Calendar", "Sailing"], "board": {"blue": ["Tools"]}},
            {"board": {"yellow": ["Masonry"]}},
        ],
        decks={1: ["Metalworking"], 2: ["Philosophy"], 3: ["Alchemy", "Compass"]},
    )
    s.dogma("Tools")
    assert s.can_pass()
    s.choose("Archery", "Oars", "Calendar")
    # the two 1s go to the same supply pile: their owner orders them
    assert sorted(s.options()) == ["Archery", "Oars"]
    s.choose("Archery")
    assert s.deck(1) == ["Metalworking", "Archery", "Oars"]
    assert s.deck(2) == ["Philosophy", "Calendar"]
    assert s.pile(0, "blue") == ["Alchemy", "Tools"]
    assert s.deck(3) == ["Compass"]
    assert s.hand(0) == ["Sailing"]  # no 3 in hand: the second effect asks nothing
    assert s.quiet


def test_fewer_than_three_cards_can_be_returned_but_draw_nothing():
    s = Scenario(
        players=[{"hand": ["Archery", "Calendar"], "board": {"blue": ["Tools"]}}, {}],
        decks={1: [], 2: [], 3: ["Alchemy"]},
    )
    s.dogma("Tools")
    s.choose("Archery")  # the other card must go with it
    assert s.hand(0) == []
    assert s.deck(1) == ["Archery"] and s.deck(2) == ["Calendar"]
    assert s.pile(0, "blue") == ["Tools"]
    assert s.deck(3) == ["Alchemy"]
    assert s.quiet


def test_return_a_three_to_draw_three_ones():
    s = Scenario(
        players=[{"hand": ["Engineering", "Archery"], "board": {"blue": ["Tools"]}}, {}],
        decks={1: ["Oars", "Sailing", "Writing", "Pottery"], 3: ["Alchemy"]},
    )
    s.dogma("Tools")
    s.pass_()  # do not return three cards
    assert s.options() == ["Engineering"]
    assert s.can_pass()
    s.choose("Engineering")
    assert s.hand(0) == ["Archery", "Oars", "Sailing", "Writing"]
    assert s.deck(1) == ["Pottery"]
    assert s.deck(3) == ["Alchemy", "Engineering"]


def test_pass_both():
    s = Scenario(
        players=[{"hand": ["Engineering", "Archery", "Oars"], "board": {"blue": ["Tools"]}}, {}],
        decks={1: ["Sailing"], 3: ["Alchemy"]},
    )
    s.dogma("Tools")
    s.pass_()
    s.pass_()
    assert s.quiet
    assert s.hand(0) == ["Archery", "Oars", "Engineering"]
    assert s.deck(1) == ["Sailing"] and s.deck(3) == ["Alchemy"]


def test_returning_a_three_among_three_cards_leaves_none_for_the_second_effect():
    s = Scenario(
        players=[{"hand": ["Engineering", "Archery", "Calendar"], "board": {"blue": ["Tools"]}}, {}],
        decks={1: ["Sailing"], 2: [], 3: ["Alchemy"]},
    )
    s.dogma("Tools")
    s.choose("Engineering")  # the other two must go with it
    assert s.pile(0, "blue") == ["Alchemy", "Tools"]
    assert s.deck(3) == ["Engineering"]
    assert s.hand(0) == []
    assert s.quiet


def test_shared_with_the_sharing_bonus():
    s = Scenario(
        players=[
            {"hand": ["Archery"], "board": {"blue": ["Tools"]}},
            {"hand": ["Engineering"], "board": {"blue": ["Writing"]}},
        ],
        decks={1: ["Oars", "Sailing", "Pottery", "Agriculture"], 3: ["Alchemy"]},
    )
    s.dogma("Tools")
    assert s.chooser == 1
    s.pass_()  # seat 1 returns nothing for the first effect
    s.pass_()  # nor does seat 0
    assert s.chooser == 1
    s.choose("Engineering")
    assert s.hand(1) == ["Oars", "Pottery", "Sailing"]
    assert s.hand(0) == ["Agriculture", "Archery"]  # no 3 to return; Agriculture: the bonus
    assert s.deck(1) == []
    assert s.deck(3) == ["Alchemy", "Engineering"]
