from epocha.games.innovation.scenario import Scenario


def test_meld_two_then_trade_red_for_green():
    s = Scenario(
        players=[
            {"hand": ["Archery", "Sailing", "Tools"], "board": {"red": ["Road Building"]}},
            {"board": {"green": ["Clothing"], "yellow": ["Agriculture"]}},
        ],
    )
    s.dogma("Road Building")
    assert not s.can_pass()
    s.choose("Archery", "Sailing")
    assert s.pile(0, "red") == ["Archery", "Road Building"]
    assert s.asking == "player"
    assert s.options() == [1]
    assert s.can_pass()
    s.choose(1)
    assert s.pile(1, "red") == ["Archery"]
    assert s.pile(0, "red") == ["Road Building"]
    assert s.pile(0, "green") == ["Clothing", "Sailing"]
    assert s.pile(1, "green") == []
    assert s.hand(0) == ["Tools"]
    assert s.quiet


def test_meld_two_and_decline_the_trade():
    s = Scenario(
        players=[
            {"hand": ["Archery", "Sailing"], "board": {"red": ["Road Building"]}},
            {"board": {"green": ["Clothing"]}},
        ],
    )
    s.dogma("Road Building")
    s.choose("Sailing", "Archery")
    s.pass_()
    assert s.quiet
    assert s.pile(0, "red") == ["Archery", "Road Building"]
    assert s.pile(0, "green") == ["Sailing"]
    assert s.board(1) == {"green": ["Clothing"]}


def test_meld_one_offers_no_trade():
    s = Scenario(
        players=[
            {"hand": ["Archery", "Sailing"], "board": {"red": ["Road Building"]}},
            {"board": {"green": ["Clothing"]}},
        ],
    )
    s.dogma("Road Building")
    s.choose("Sailing")
    assert s.can_finish()
    s.done()
    assert s.quiet
    assert s.pile(0, "green") == ["Sailing"]
    assert s.hand(0) == ["Archery"]
    assert s.board(1) == {"green": ["Clothing"]}


def test_single_card_in_hand_is_melded_without_asking():
    s = Scenario(
        players=[
            {"hand": ["Sailing"], "board": {"red": ["Road Building"]}},
            {"board": {"green": ["Clothing"]}},
        ],
    )
    s.dogma("Road Building")
    assert s.quiet
    assert s.pile(0, "green") == ["Sailing"]


def test_two_of_one_colour_are_melded_in_the_chosen_order():
    s = Scenario(
        players=[
            {"hand": ["Archery", "Oars"], "board": {"red": ["Road Building"]}},
            {"board": {"green": ["Clothing"]}},
        ],
    )
    s.dogma("Road Building")
    s.choose("Archery", "Oars")
    assert sorted(s.options()) == ["Archery", "Oars"]  # the meld order of one colour
    s.choose("Oars")  # melded first: Archery ends on top
    assert s.pile(0, "red") == ["Archery", "Oars", "Road Building"]
    s.choose(1)
    assert s.pile(1, "red") == ["Archery"]
    assert s.pile(0, "red") == ["Oars", "Road Building"]
    assert s.pile(0, "green") == ["Clothing"]


def test_player_without_green_still_receives_the_red_card():
    s = Scenario(
        players=[
            {"hand": ["Archery", "Sailing"], "board": {"red": ["Road Building"]}},
            {"board": {"yellow": ["Agriculture"]}},
            {"board": {"green": ["Clothing"]}},
        ],
    )
    s.dogma("Road Building")
    s.choose("Archery", "Sailing")
    assert s.options() == [1, 2]
    s.choose(1)
    assert s.board(1) == {"red": ["Archery"], "yellow": ["Agriculture"]}
    assert s.pile(0, "green") == ["Sailing"]
    assert s.board(2) == {"green": ["Clothing"]}


def test_shared_with_the_sharing_bonus_sharer_without_red_gets_no_offer():
    s = Scenario(
        players=[
            {"hand": ["Oars"], "board": {"red": ["Road Building"]}},
            {"hand": ["Agriculture", "Clothing"], "board": {"yellow": ["Masonry"], "purple": ["Mysticism"]}},
        ],
        decks={1: ["Tools"], 2: ["Calendar"]},
    )
    s.dogma("Road Building")
    assert s.chooser == 1
    s.choose("Agriculture", "Clothing")
    assert s.pile(1, "yellow") == ["Agriculture", "Masonry"]
    assert s.pile(1, "green") == ["Clothing"]
    # seat 1 has no red card: no trade is offered; seat 0 melds its only card
    assert s.pile(0, "red") == ["Oars", "Road Building"]
    # the sharing bonus draws from my highest top card after the dogma: Oars, a 1
    assert s.hand(0) == ["Tools"]
    assert s.deck(2) == ["Calendar"]
    assert s.quiet
