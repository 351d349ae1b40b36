from epocha.games.innovation.scenario import Scenario


def test_reveal_a_card_and_take_that_colours_top_cards_from_every_opponent():
    s = Scenario(
        players=[
            {"hand": ["Oars", "Writing"], "board": {"purple": ["Specialization"], "red": ["Archery"]}},
            {"board": {"red": ["Construction", "Metalworking"], "blue": ["Tools"]}},
            {"board": {"red": ["Engineering"]}},
            {"board": {"blue": ["Pottery"]}},
        ]
    )
    s.dogma("Specialization")
    assert s.chooser == 0 and sorted(s.options()) == ["Oars", "Writing"] and not s.can_pass()
    s.choose("Oars")
    assert [e["args"]["card"] for e in s.events("reveal")] == ["Oars"]
    # the revealed card stays in hand; my own red top card stays on my board
    assert s.hand(0) == ["Oars", "Writing", "Construction", "Engineering"]
    assert s.pile(1, "red") == ["Metalworking"] and s.board(2) == {}
    assert s.board(3) == {"blue": ["Pottery"]} and s.pile(0, "red") == ["Archery"]
    assert s.quiet


def test_a_colour_nobody_has_takes_nothing():
    s = Scenario(
        players=[
            {"hand": ["Agriculture"], "board": {"purple": ["Specialization"]}},
            {"board": {"red": ["Archery"]}},
        ]
    )
    s.dogma("Specialization")
    assert s.hand(0) == ["Agriculture"] and s.board(1) == {"red": ["Archery"]}
    assert s.quiet


def test_empty_hand_reveals_nothing():
    s = Scenario(players=[{"board": {"purple": ["Specialization"]}}, {"board": {"red": ["Archery"]}}])
    s.dogma("Specialization")
    assert s.quiet and s.events("reveal") == [] and s.hand(0) == []


def test_may_splay_yellow_or_blue_up():
    s = Scenario(
        players=[
            {
                "board": {
                    "purple": ["Specialization"],
                    "yellow": ["Agriculture", "Masonry"],
                    "blue": ["Writing", "Tools"],
                }
            },
            {},
        ]
    )
    s.dogma("Specialization")
    assert s.asking == "color" and s.options() == ["yellow", "blue"] and s.can_pass()
    s.choose("blue")
    assert s.splay(0, "blue") == "up" and s.splay(0, "yellow") == "none"


def test_may_decline_the_splay():
    s = Scenario(players=[{"board": {"purple": ["Specialization"], "blue": ["Writing", "Tools"]}}, {}])
    s.dogma("Specialization")
    s.pass_()
    assert s.splay(0, "blue") == "none" and s.quiet


def test_sharing_player_takes_from_the_activating_player_first_and_gives_the_bonus():
    # seat 1 shows three factories (Coal) against two
    s = Scenario(
        players=[
            {"hand": ["Writing"], "board": {"purple": ["Specialization"], "blue": ["Tools"]}},
            {"hand": ["Pottery"], "board": {"red": ["Coal"]}},
        ],
        decks={9: ["Suburbia"]},
    )
    s.dogma("Specialization")
    # seat 1's hand has one card: revealed without asking; Tools goes to seat 1
    assert s.hand(1) == ["Pottery", "Tools"] and "blue" not in s.board(0)
    # seat 0 then takes nothing (seat 1 has no blue card on its board)
    assert s.hand(0) == ["Writing", "Suburbia"] and len(s.events("share_bonus")) == 1
    assert s.quiet


def test_a_sharing_player_who_changes_nothing_gives_no_bonus():
    s = Scenario(
        players=[{"board": {"purple": ["Specialization"]}}, {"board": {"red": ["Coal"]}}],
        decks={9: ["Suburbia"]},
    )
    s.dogma("Specialization")
    assert s.quiet and s.hand(0) == [] and s.events("share_bonus") == []
