from epocha.games.innovation.scenario import Scenario


def test_green_splayed_right_lets_me_splay_any_colour_right():
    board = {
        "green": {"cards": ["Metric System", "Sailing"], "splay": "right"},
        "red": ["Oars", "Archery"],
        "blue": ["Tools"],
    }
    s = Scenario(players=[{"board": board}, {}])
    s.dogma("Metric System")
    # only the colours a right splay would change
    assert s.options() == ["red"] and s.can_pass()
    s.choose("red")
    assert s.splay(0, "red") == "right"
    # green is already right: the second effect asks nothing
    assert s.quiet


def test_unsplayed_green_gives_only_the_green_splay():
    board = {"green": ["Metric System", "Sailing"], "red": ["Oars", "Archery"]}
    s = Scenario(players=[{"board": board}, {}])
    s.dogma("Metric System")
    # the first effect did nothing; the second offers green
    assert s.options() == ["green"]
    s.choose("green")
    assert s.splay(0, "green") == "right" and s.splay(0, "red") == "none"
    assert s.quiet


def test_may_decline_both():
    board = {"green": {"cards": ["Metric System", "Sailing"], "splay": "left"}, "red": ["Oars", "Archery"]}
    s = Scenario(players=[{"board": board}, {}])
    s.dogma("Metric System")
    s.pass_()
    assert s.splay(0, "green") == "left" and s.quiet


def test_a_sharer_splays_first_and_i_get_the_bonus():
    s = Scenario(
        players=[
            {"board": {"green": ["Metric System", "Sailing"]}},
            {
                "board": {
                    "green": {"cards": ["Navigation", "Currency"], "splay": "right"},
                    "purple": ["Enterprise", "Mysticism"],
                }
            },
        ],
        decks={6: ["Canning"]},
    )
    s.dogma("Metric System")
    assert s.chooser == 1 and s.options() == ["purple"]
    s.choose("purple")
    assert s.splay(1, "purple") == "right"
    # second effect: seat 1's green is already right; I splay mine
    assert s.chooser == 0 and s.options() == ["green"]
    s.choose("green")
    assert s.splay(0, "green") == "right"
    assert s.hand(0) == ["Canning"]
