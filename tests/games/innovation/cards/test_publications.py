from epocha.games.innovation.scenario import Scenario


def test_rearranges_one_colour_top_first():
    s = Scenario(players=[{"board": {"blue": ["Publications", "Tools", "Writing"], "red": ["Oars"]}}, {}])
    s.dogma("Publications")
    assert s.asking == "color" and s.options() == ["blue"] and s.can_pass()  # red has one card
    s.choose("blue")
    assert sorted(s.options()) == ["Publications", "Tools", "Writing"]
    s.choose("Writing", "Publications")  # the last card is placed without asking
    assert s.pile(0, "blue") == ["Writing", "Publications", "Tools"]
    assert s.options() == ["blue"]  # second effect: splay blue up?
    s.pass_()
    assert s.splay(0, "blue") == "none" and s.quiet


def test_rearranged_pile_keeps_its_splay():
    s = Scenario(
        players=[
            {
                "board": {
                    "blue": ["Publications", "Tools"],
                    "yellow": {"cards": ["Agriculture", "Masonry", "Domestication"], "splay": "right"},
                }
            },
            {},
        ]
    )
    s.dogma("Publications")
    assert s.options() == ["yellow", "blue"]
    s.choose("yellow")
    s.choose("Domestication", "Agriculture")
    assert s.pile(0, "yellow") == ["Domestication", "Agriculture", "Masonry"]
    assert s.splay(0, "yellow") == "right"
    s.choose("yellow")
    assert s.splay(0, "yellow") == "up"


def test_may_skip_the_rearrangement_and_splay_up():
    s = Scenario(players=[{"board": {"blue": ["Publications", "Tools"]}}, {}])
    s.dogma("Publications")
    s.pass_()
    assert s.pile(0, "blue") == ["Publications", "Tools"]
    assert s.options() == ["blue"]
    s.choose("blue")
    assert s.splay(0, "blue") == "up"


def test_nothing_to_rearrange_or_splay_asks_nothing():
    s = Scenario(players=[{"board": {"blue": ["Publications"], "yellow": ["Agriculture"]}}, {}])
    s.dogma("Publications")
    assert s.quiet
    assert s.board(0) == {"yellow": ["Agriculture"], "blue": ["Publications"]}


def test_sharer_rearranging_earns_the_bonus():
    # Mathematics shows two lightbulbs, as many as Publications
    s = Scenario(
        players=[{"board": {"blue": ["Publications"]}}, {"board": {"blue": ["Mathematics", "Calendar"]}}],
        decks={7: ["Lighting"]},
    )
    s.dogma("Publications")
    assert s.chooser == 1
    s.choose("blue")
    s.choose("Calendar")
    assert s.pile(1, "blue") == ["Calendar", "Mathematics"]
    s.pass_()  # player 1 does not splay
    assert s.quiet
    assert s.hand(0) == ["Lighting"]


def test_sharer_keeping_the_same_order_gives_no_bonus():
    s = Scenario(
        players=[{"board": {"blue": ["Publications"]}}, {"board": {"blue": ["Mathematics", "Calendar"]}}],
        decks={7: ["Lighting"]},
    )
    s.dogma("Publications")
    s.choose("blue")
    s.choose("Mathematics")
    assert s.pile(1, "blue") == ["Mathematics", "Calendar"]
    s.pass_()
    assert s.quiet
    assert s.hand(0) == [] and s.deck(7) == ["Lighting"]
