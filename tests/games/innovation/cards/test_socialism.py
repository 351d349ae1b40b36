from epocha.games.innovation.scenario import Scenario


def test_tucking_a_purple_card_takes_the_lowest_cards_of_the_others():
    s = Scenario(
        players=[
            {"board": {"purple": ["Socialism"]}, "hand": ["Mysticism", "Oars"]},
            {"hand": ["Tools", "Writing", "Optics"]},
        ]
    )
    s.dogma("Socialism")
    assert s.options() == ["tuck"] and s.can_pass()
    s.choose("tuck")
    assert s.pile(0, "purple") == ["Socialism", "Mysticism"] and s.pile(0, "red") == ["Oars"]
    assert s.hand(0) == ["Tools", "Writing"] and s.hand(1) == ["Optics"]


def test_without_a_purple_card_nothing_is_taken():
    s = Scenario(
        players=[{"board": {"purple": ["Socialism"]}, "hand": ["Oars", "Tools"]}, {"hand": ["Writing"]}]
    )
    s.dogma("Socialism")
    s.choose("tuck")
    assert s.pile(0, "red") == ["Oars"] and s.pile(0, "blue") == ["Tools"]
    assert s.hand(0) == [] and s.hand(1) == ["Writing"]


def test_the_player_orders_tucked_cards_of_one_colour():
    s = Scenario(players=[{"board": {"purple": ["Socialism"]}, "hand": ["Oars", "Archery"]}, {}])
    s.dogma("Socialism")
    s.choose("tuck")
    assert s.chooser == 0 and sorted(s.options()) == ["Archery", "Oars"]
    s.choose("Archery")
    assert s.pile(0, "red") == ["Archery", "Oars"]


def test_declining_tucks_nothing():
    s = Scenario(players=[{"board": {"purple": ["Socialism"]}, "hand": ["Mysticism"]}, {"hand": ["Tools"]}])
    s.dogma("Socialism")
    s.pass_()
    assert s.hand(0) == ["Mysticism"] and s.hand(1) == ["Tools"] and s.pile(0, "purple") == ["Socialism"]


def test_empty_hand_asks_nothing():
    s = Scenario(players=[{"board": {"purple": ["Socialism"]}}, {"hand": ["Tools"]}])
    s.dogma("Socialism")
    assert s.quiet and s.hand(1) == ["Tools"] and s.hand(0) == []


def test_takes_from_every_other_player():
    s = Scenario(
        players=[
            {"board": {"purple": ["Socialism"]}, "hand": ["Mysticism"]},
            {"hand": ["Tools", "Writing", "Optics"]},
            {"hand": ["Banking", "Canning"]},
        ]
    )
    s.dogma("Socialism")
    s.choose("tuck")
    assert s.hand(0) == ["Tools", "Writing", "Banking"]
    assert s.hand(1) == ["Optics"] and s.hand(2) == ["Canning"]


def test_sharer_goes_first_takes_from_me_and_earns_the_bonus():
    # Agriculture shows three leaves, as many as Socialism
    s = Scenario(
        players=[
            {"board": {"purple": ["Socialism"]}, "hand": ["Oars", "Optics"]},
            {"board": {"yellow": ["Agriculture"]}, "hand": ["Mysticism"]},
        ],
        decks={8: ["Flight"]},
    )
    s.dogma("Socialism")
    assert s.chooser == 1
    s.choose("tuck")
    assert s.pile(1, "purple") == ["Mysticism"] and s.hand(1) == ["Oars"]
    assert s.hand(0) == ["Optics"]
    s.pass_()
    assert s.hand(0) == ["Optics", "Flight"]


def test_sharer_who_declines_gives_no_bonus():
    s = Scenario(
        players=[
            {"board": {"purple": ["Socialism"]}},
            {"board": {"yellow": ["Agriculture"]}, "hand": ["Mysticism"]},
        ],
        decks={8: ["Flight"]},
    )
    s.dogma("Socialism")
    s.pass_()
    assert s.quiet and s.hand(0) == [] and s.deck(8) == ["Flight"]
