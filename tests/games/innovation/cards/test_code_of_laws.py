from epocha.games.innovation.scenario import Scenario


def _scenario(red=("Archery",), splay="none", hand=("Oars", "Sailing")):
    pile = {"cards": list(red), "splay": splay} if len(red) > 1 else list(red)
    return Scenario(
        players=[
            {"hand": list(hand), "board": {"purple": ["Code of Laws"], "red": pile}},
            {"board": {"yellow": ["Agriculture"]}},
        ],
        decks={1: ["Tools"]},
    )


def test_tuck_then_splay_left():
    s = _scenario()
    s.dogma("Code of Laws")
    assert s.options() == ["Oars"]
    assert s.can_pass()
    s.choose("Oars")
    assert s.asking == "color"
    assert s.options() == ["red"]
    assert s.can_pass()
    s.choose("red")
    assert s.pile(0, "red") == ["Archery", "Oars"]
    assert s.splay(0, "red") == "left"
    assert s.hand(0) == ["Sailing"]
    assert s.deck(1) == ["Tools"]


def test_tuck_and_decline_the_splay():
    s = _scenario()
    s.dogma("Code of Laws")
    s.choose("Oars")
    s.pass_()
    assert s.pile(0, "red") == ["Archery", "Oars"]
    assert s.splay(0, "red") == "none"
    assert s.quiet


def test_decline_the_tuck():
    s = _scenario()
    s.dogma("Code of Laws")
    s.pass_()
    assert s.quiet
    assert s.pile(0, "red") == ["Archery"]
    assert s.hand(0) == ["Oars", "Sailing"]


def test_no_card_of_a_colour_on_the_board():
    s = _scenario(hand=("Sailing", "Writing"))
    s.dogma("Code of Laws")
    assert s.quiet
    assert s.hand(0) == ["Sailing", "Writing"]


def test_already_splayed_left_is_not_offered_again():
    s = _scenario(red=("Archery", "Metalworking"), splay="left")
    s.dogma("Code of Laws")
    s.choose("Oars")
    assert s.quiet
    assert s.pile(0, "red") == ["Archery", "Metalworking", "Oars"]
    assert s.splay(0, "red") == "left"


def test_shared_tuck_and_splay_gives_the_sharing_bonus():
    s = Scenario(
        players=[
            {"hand": ["Sailing"], "board": {"purple": ["Code of Laws"]}},
            {"hand": ["Mysticism"], "board": {"purple": ["City States"]}},
        ],
        decks={1: ["Tools"]},
    )
    s.dogma("Code of Laws")
    assert s.chooser == 1
    s.choose("Mysticism")
    s.choose("purple")
    assert s.pile(1, "purple") == ["City States", "Mysticism"]
    assert s.splay(1, "purple") == "left"
    assert s.quiet  # seat 0 has no purple card in hand
    assert s.hand(0) == ["Sailing", "Tools"]
    assert s.deck(1) == []


def test_sharer_who_declines_gives_no_bonus():
    s = Scenario(
        players=[
            {"hand": ["Sailing"], "board": {"purple": ["Code of Laws"]}},
            {"hand": ["Mysticism"], "board": {"purple": ["City States"]}},
        ],
        decks={1: ["Tools"]},
    )
    s.dogma("Code of Laws")
    s.pass_()
    assert s.quiet
    assert s.hand(0) == ["Sailing"]
    assert s.hand(1) == ["Mysticism"]
    assert s.deck(1) == ["Tools"]
