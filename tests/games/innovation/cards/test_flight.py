from epocha.games.innovation.scenario import Scenario


def test_red_not_up_only_offers_the_red_splay():
    s = Scenario(players=[{"board": {"red": ["Flight", "Oars"], "blue": ["Tools", "Writing"]}}, {}])
    s.dogma("Flight")
    assert s.options() == ["red"] and s.can_pass()
    s.choose("red")
    assert s.splay(0, "red") == "up" and s.splay(0, "blue") == "none"
    assert s.quiet


def test_red_already_up_lets_any_colour_be_splayed_up():
    s = Scenario(
        players=[
            {
                "board": {
                    "red": {"cards": ["Flight", "Oars"], "splay": "up"},
                    "blue": ["Tools", "Writing"],
                    "green": {"cards": ["Sailing", "Clothing"], "splay": "left"},
                    "purple": ["Mysticism"],
                }
            },
            {},
        ]
    )
    s.dogma("Flight")
    assert s.options() == ["green", "blue"]  # red is already up; purple has one card
    s.choose("green")
    assert s.splay(0, "green") == "up" and s.splay(0, "blue") == "none"
    assert s.quiet  # red is already up: the second effect asks nothing


def test_may_decline_both():
    s = Scenario(
        players=[
            {"board": {"red": {"cards": ["Flight", "Oars"], "splay": "up"}, "blue": ["Tools", "Writing"]}},
            {},
        ]
    )
    s.dogma("Flight")
    s.pass_()
    assert s.splay(0, "blue") == "none" and s.quiet


def test_red_splayed_by_the_second_effect_comes_too_late_for_the_first():
    s = Scenario(players=[{"board": {"red": ["Flight", "Oars"], "blue": ["Tools", "Writing"]}}, {}])
    s.dogma("Flight")
    s.choose("red")
    assert s.quiet and s.splay(0, "blue") == "none"


def test_sharer_splays_first_and_earns_the_bonus():
    # Code of Laws shows two crowns, as many as Flight
    s = Scenario(
        players=[
            {"board": {"red": ["Flight"]}},
            {"board": {"purple": ["Code of Laws"], "red": ["Oars", "Archery"]}},
        ],
        decks={8: ["Rocketry"]},
    )
    s.dogma("Flight")
    assert s.chooser == 1
    s.choose("red")
    assert s.splay(1, "red") == "up"
    assert s.quiet and s.hand(0) == ["Rocketry"]


def test_sharer_who_declines_gives_no_bonus():
    s = Scenario(
        players=[
            {"board": {"red": ["Flight"]}},
            {"board": {"purple": ["Code of Laws"], "red": ["Oars", "Archery"]}},
        ],
        decks={8: ["Rocketry"]},
    )
    s.dogma("Flight")
    s.pass_()
    assert s.quiet and s.hand(0) == [] and s.deck(8) == ["Rocketry"]
