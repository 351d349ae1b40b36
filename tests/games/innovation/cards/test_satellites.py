from epocha.games.innovation.scenario import Scenario


def test_return_hand_draw_three_then_meld_one_and_execute_it_alone():
    # seat 1 has more leaves than seat 0 but no clocks: it neither shares Satellites nor the
    # executed Suburbia
    s = Scenario(
        players=[
            {"hand": ["Oars", "Calendar"], "board": {"green": ["Satellites"]}},
            {"hand": ["Writing"], "board": {"yellow": ["Agriculture"]}},
        ],
        decks={1: ["Sailing", "Pottery"], 2: ["Mathematics"], 8: [], 9: ["Suburbia", "Genetics", "Ecology"]},
    )
    s.dogma("Satellites")
    assert s.deck(1) == ["Sailing", "Pottery", "Oars"] and s.deck(2) == ["Mathematics", "Calendar"]
    # the empty 8 pile: three 9s
    assert s.hand(0) == ["Ecology", "Genetics", "Suburbia"] and s.deck(9) == []
    assert s.chooser == 0 and sorted(s.options()) == ["Ecology", "Genetics", "Suburbia"]
    assert not s.can_pass()
    s.choose("Suburbia")
    assert s.pile(0, "yellow") == ["Suburbia"]
    assert [e["args"]["card"] for e in s.events("execute")] == ["Suburbia"]
    # Suburbia's effect, for seat 0 only
    assert s.chooser == 0 and s.can_pass()
    s.choose("Genetics").done()
    assert s.pile(0, "blue") == ["Genetics"] and s.score(0) == ["Sailing"]
    assert s.hand(0) == ["Ecology"]
    assert s.hand(1) == ["Writing"] and s.board(1) == {"yellow": ["Agriculture"]}
    assert s.quiet and s.events("share_bonus") == []


def test_cards_of_one_age_are_returned_in_the_owners_order():
    s = Scenario(
        players=[{"hand": ["Oars", "Writing"], "board": {"green": ["Satellites"]}}, {}],
        decks={1: ["Sailing"], 8: ["Mobility", "Skyscrapers", "Corporations", "Rocketry"]},
    )
    s.dogma("Satellites")
    assert s.asking == "cards" and sorted(s.options()) == ["Oars", "Writing"]
    s.choose("Writing")
    assert s.deck(1) == ["Sailing", "Writing", "Oars"]
    assert s.hand(0) == ["Corporations", "Mobility", "Skyscrapers"] and s.deck(8) == ["Rocketry"]
    # Mobility has only a demand: executing it does nothing
    s.choose("Mobility")
    assert s.pile(0, "red") == ["Mobility"]
    assert s.hand(0) == ["Corporations", "Skyscrapers"]
    assert s.quiet


def test_may_splay_purple_up():
    s = Scenario(
        players=[{"board": {"green": ["Satellites"], "purple": ["Code of Laws", "Mysticism"]}}, {}],
        decks={8: ["Mobility", "Skyscrapers", "Corporations"]},
    )
    s.dogma("Satellites")
    # an empty hand returns nothing and still draws three 8s
    assert s.hand(0) == ["Corporations", "Mobility", "Skyscrapers"]
    assert s.asking == "color" and s.options() == ["purple"] and s.can_pass()
    s.choose("purple")
    assert s.splay(0, "purple") == "up"
    s.choose("Skyscrapers")
    assert s.pile(0, "yellow") == ["Skyscrapers"] and s.quiet


def test_may_decline_the_splay():
    s = Scenario(
        players=[{"board": {"green": ["Satellites"], "purple": ["Code of Laws", "Mysticism"]}}, {}],
        decks={8: ["Mobility", "Skyscrapers", "Corporations"]},
    )
    s.dogma("Satellites")
    s.pass_()
    assert s.splay(0, "purple") == "none"
    s.choose("Mobility")
    assert s.pile(0, "red") == ["Mobility"] and s.quiet


def test_sharing_player_goes_first_on_each_effect_and_gives_the_bonus():
    # seat 1 shows three clocks (Quantum Theory), as many as Satellites
    s = Scenario(
        players=[
            {"hand": ["Oars"], "board": {"green": ["Satellites"]}},
            {"board": {"blue": ["Quantum Theory"]}},
        ],
        decks={
            1: [],
            8: [],
            9: ["Suburbia", "Genetics", "Ecology", "Composites", "Fission", "Services"],
            10: ["Software"],
        },
    )
    s.dogma("Satellites")
    assert s.hand(1) == ["Ecology", "Genetics", "Suburbia"]
    assert s.hand(0) == ["Composites", "Fission", "Services"] and s.deck(1) == ["Oars"]
    assert s.chooser == 1
    s.choose("Ecology")
    # seat 1 executes Ecology alone and declines its return
    assert s.chooser == 1 and s.can_pass()
    s.pass_()
    assert s.chooser == 0
    s.choose("Services")
    # Services has only a demand: nothing happens; the bonus draw comes from the 9s (empty): a 10
    assert s.pile(0, "purple") == ["Services"] and s.pile(1, "yellow") == ["Ecology"]
    assert s.hand(0) == ["Composites", "Fission", "Software"]
    assert len(s.events("share_bonus")) == 1 and s.quiet
