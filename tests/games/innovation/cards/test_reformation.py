from epocha.games.innovation.scenario import Scenario

DECKS = {4: ["Anatomy"]}


def test_tucks_one_card_per_two_leaves_then_splays():
    s = Scenario(
        players=[
            {
                "hand": ["Oars", "Archery", "Tools", "Sailing"],
                "board": {"purple": ["Reformation", "Mysticism"], "yellow": ["Agriculture"]},
            },
            {},
        ],
        decks=DECKS,
    )
    assert s.icons(0, "leaf") == 6
    s.dogma("Reformation")
    assert s.can_pass()
    s.choose("Oars", "Archery", "Tools")
    # two red cards: the owner orders them (the last one ends at the bottom)
    assert sorted(s.options()) == ["Archery", "Oars"]
    s.choose("Archery")
    assert s.pile(0, "red") == ["Archery", "Oars"]
    assert s.pile(0, "blue") == ["Tools"]
    assert s.hand(0) == ["Sailing"]
    assert s.options() == ["purple"]  # yellow holds one card
    s.choose("purple")
    assert s.splay(0, "purple") == "right" and s.quiet


def test_all_or_nothing_once_started():
    s = Scenario(
        players=[
            {
                "hand": ["Oars", "Tools", "Mysticism"],
                "board": {"purple": ["Reformation"], "green": ["Clothing"]},
            },
            {},
        ],
        decks=DECKS,
    )
    assert s.icons(0, "leaf") == 5
    s.dogma("Reformation")
    s.choose("Tools")
    assert not s.can_pass() and not s.can_finish()
    s.choose("Mysticism")
    assert s.hand(0) == ["Oars"]
    assert s.pile(0, "blue") == ["Tools"] and s.pile(0, "purple") == ["Reformation", "Mysticism"]


def test_a_short_hand_is_tucked_whole_and_the_tucks_join_a_pile_at_the_bottom():
    s = Scenario(
        players=[
            {"hand": ["Mysticism"], "board": {"purple": ["Reformation"], "yellow": ["Agriculture"]}},
            {},
        ],
        decks=DECKS,
    )
    s.dogma("Reformation")
    s.choose("Mysticism")
    assert s.pile(0, "purple") == ["Reformation", "Mysticism"]
    assert s.options() == ["purple"]
    s.pass_()
    assert s.splay(0, "purple") == "none" and s.hand(0) == []


def test_declining_tucks_nothing():
    s = Scenario(players=[{"hand": ["Oars"], "board": {"purple": ["Reformation"]}}, {}], decks=DECKS)
    s.dogma("Reformation")
    s.pass_()
    assert s.hand(0) == ["Oars"] and s.board(0) == {"purple": ["Reformation"]} and s.quiet


def test_sharing_opponent_goes_first_and_earns_the_bonus():
    s = Scenario(
        players=[
            {"board": {"purple": ["Reformation"]}},
            {"hand": ["Oars"], "board": {"yellow": ["Agriculture"], "blue": ["Pottery"]}},
        ],
        decks=DECKS,
    )
    assert s.icons(1, "leaf") >= s.icons(0, "leaf")
    s.dogma("Reformation")
    assert s.chooser == 1
    s.choose("Oars")
    assert s.pile(1, "red") == ["Oars"] and s.hand(1) == []
    # seat 0: empty hand, single purple card: nothing; bonus draw from age 4
    assert s.hand(0) == ["Anatomy"] and s.quiet
