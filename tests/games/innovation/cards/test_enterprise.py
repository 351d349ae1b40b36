from epocha.games.innovation.scenario import Scenario

DECKS = {4: ["Perspective", "Anatomy", "Invention"]}


def test_victim_gives_a_crowned_non_purple_top_card_then_draws_and_melds_a_four():
    s = Scenario(
        players=[
            {"board": {"purple": ["Enterprise"], "red": ["Optics"], "green": ["Mapmaking", "Clothing"]}},
            {
                "board": {
                    "yellow": ["Canal Building"],
                    "purple": ["Code of Laws"],
                    "red": ["Archery"],
                    "blue": ["Mathematics"],
                }
            },
        ],
        decks=DECKS,
    )
    assert s.icons(1, "crown") < s.icons(0, "crown")
    s.dogma("Enterprise")
    # Code of Laws is purple, Archery has no crown
    assert s.chooser == 1 and sorted(s.options()) == ["Canal Building", "Mathematics"]
    s.choose("Canal Building")
    assert s.top(0, "yellow") == "Canal Building"
    assert s.top(1, "yellow") == "Perspective"  # the victim drew and melded a 4
    # shared: seat 0 may splay green right
    assert s.chooser == 0 and s.options() == ["green"]
    s.choose("green")
    assert s.splay(0, "green") == "right"
    assert s.quiet and s.hand(0) == [] and s.deck(4) == ["Anatomy", "Invention"]


def test_nothing_to_give_means_no_draw():
    s = Scenario(
        players=[
            {"board": {"purple": ["Enterprise"]}},
            {"board": {"purple": ["Code of Laws"], "red": ["Archery"]}},
        ],
        decks=DECKS,
    )
    s.dogma("Enterprise")
    assert s.board(1) == {"red": ["Archery"], "purple": ["Code of Laws"]}
    assert s.deck(4) == ["Perspective", "Anatomy", "Invention"]
    assert s.quiet  # seat 0 has no green pile to splay


def test_sharing_opponent_splays_first_and_earns_the_bonus():
    s = Scenario(
        players=[
            {"board": {"purple": ["Enterprise"], "green": ["Sailing", "Clothing"]}},
            {"board": {"green": ["Navigation", "Mapmaking"], "yellow": ["Canal Building"]}},
        ],
        decks=DECKS,
    )
    assert s.icons(1, "crown") >= s.icons(0, "crown")
    s.dogma("Enterprise")
    assert s.chooser == 1
    s.choose("green")
    assert s.chooser == 0
    s.pass_()
    assert s.splay(1, "green") == "right" and s.splay(0, "green") == "none"
    assert s.board(1)["yellow"] == ["Canal Building"]  # a sharer is not demanded
    assert s.hand(0) == ["Perspective"]
