from epocha.games.innovation.scenario import Scenario


def test_splay_then_meld_a_ten_and_execute_it_alone():
    # seat 1 has more leaves than seat 0 but no clocks: it shares neither Computers nor the
    # executed Stem Cells
    s = Scenario(
        players=[
            {
                "hand": ["Writing"],
                "board": {
                    "blue": ["Computers"],
                    "red": ["Oars", "Archery"],
                    "green": ["Sailing", "Clothing"],
                },
            },
            {"hand": ["Tools"], "board": {"yellow": ["Agriculture"]}},
        ],
        decks={10: ["Stem Cells", "Software"]},
    )
    s.dogma("Computers")
    assert s.asking == "color" and s.options() == ["red", "green"] and s.can_pass()
    s.choose("red")
    assert s.splay(0, "red") == "up" and s.splay(0, "green") == "none"
    assert s.pile(0, "yellow") == ["Stem Cells"] and s.deck(10) == ["Software"]
    assert [e["args"]["card"] for e in s.events("execute")] == ["Stem Cells"]
    # Stem Cells' "you may score your whole hand", for seat 0 only
    assert s.chooser == 0 and s.can_pass()
    s.choose("score")
    assert s.score(0) == ["Writing"] and s.hand(0) == []
    assert s.hand(1) == ["Tools"] and s.score(1) == []
    assert s.quiet and s.events("share_bonus") == []


def test_green_up_and_declining_inside_the_executed_card():
    s = Scenario(
        players=[
            {"hand": ["Writing"], "board": {"blue": ["Computers"], "green": ["Sailing", "Clothing"]}},
            {},
        ],
        decks={10: ["Stem Cells"]},
    )
    s.dogma("Computers")
    assert s.options() == ["green"]
    s.choose("green")
    assert s.splay(0, "green") == "up"
    s.pass_()
    assert s.hand(0) == ["Writing"] and s.pile(0, "yellow") == ["Stem Cells"] and s.quiet


def test_may_decline_the_splay():
    s = Scenario(
        players=[{"board": {"blue": ["Computers"], "red": ["Oars", "Archery"]}}, {}],
        decks={10: ["Stem Cells"]},
    )
    s.dogma("Computers")
    s.pass_()
    assert s.splay(0, "red") == "none" and s.pile(0, "yellow") == ["Stem Cells"]
    # an empty hand: Stem Cells asks nothing
    assert s.quiet


def test_nothing_to_splay_asks_nothing_and_a_demand_only_ten_does_nothing():
    # Databases has only a demand: executing its non-demand effects does nothing, so seat 1
    # (fewer clocks) keeps its score pile
    s = Scenario(
        players=[{"board": {"blue": ["Computers"], "red": ["Oars"]}}, {"score": ["Optics", "Calendar"]}],
        decks={10: ["Databases"]},
    )
    s.dogma("Computers")
    assert s.pile(0, "green") == ["Databases"]
    assert s.score(1) == ["Calendar", "Optics"]
    assert s.splay(0, "red") == "none" and s.quiet


def test_an_empty_ten_pile_ends_the_game():
    s = Scenario(players=[{"board": {"blue": ["Computers"]}}, {"score": ["Optics"]}], decks={10: []})
    s.dogma("Computers")
    assert s.over and s.result["reason"] == "score" and s.result["winners"] == [1]


def test_sharing_player_executes_first_and_gives_the_bonus():
    # seat 1 shows two clocks (Railroad), as many as seat 0
    s = Scenario(
        players=[
            {"hand": ["Writing"], "board": {"blue": ["Computers"]}},
            {"hand": ["Tools"], "board": {"purple": ["Railroad"], "red": ["Oars", "Archery"]}},
        ],
        decks={10: ["Stem Cells", "Databases", "Software"]},
    )
    s.dogma("Computers")
    # seat 1 first: splay, then meld and execute Stem Cells
    assert s.chooser == 1 and s.options() == ["red"]
    s.choose("red")
    assert s.chooser == 1
    s.choose("score")
    assert s.splay(1, "red") == "up" and s.pile(1, "yellow") == ["Stem Cells"] and s.score(1) == ["Tools"]
    # seat 0: nothing to splay; Databases (demand only) does nothing
    assert s.pile(0, "green") == ["Databases"]
    # bonus from seat 0's highest top card (10)
    assert s.hand(0) == ["Writing", "Software"] and len(s.events("share_bonus")) == 1
    assert s.quiet
