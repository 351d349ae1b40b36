from epocha.games.innovation.scenario import Scenario

DECKS = {3: ["Paper", "Optics"]}


def test_victim_gives_every_top_card_with_a_castle_but_not_the_ones_uncovered():
    s = Scenario(
        players=[
            {"board": {"red": ["Engineering", "Archery"], "yellow": ["Masonry"]}},
            {"board": {"blue": ["Tools", "Alchemy"], "purple": ["City States"], "green": ["Sailing"]}},
        ],
        decks=DECKS,
    )
    assert s.icons(1, "castle") < s.icons(0, "castle")
    s.dogma("Engineering")
    assert s.score(0) == ["City States", "Tools"]
    # Alchemy (castles) was uncovered by the demand: it stays
    assert s.board(1) == {"blue": ["Alchemy"], "green": ["Sailing"]}
    # then seat 0 may splay red left
    assert s.chooser == 0 and s.options() == ["red"] and s.can_pass()
    s.choose("red")
    assert s.splay(0, "red") == "left"
    assert s.hand(0) == [] and s.quiet


def test_nothing_to_give_and_the_splay_may_be_declined():
    s = Scenario(
        players=[{"board": {"red": ["Engineering", "Archery"]}}, {"board": {"green": ["Sailing"]}}],
        decks=DECKS,
    )
    s.dogma("Engineering")
    s.pass_()
    assert s.score(0) == [] and s.board(1) == {"green": ["Sailing"]}
    assert s.splay(0, "red") == "none"


def test_sharing_opponent_splays_first_and_earns_the_bonus():
    s = Scenario(
        players=[
            {"board": {"red": ["Engineering"], "purple": ["Mysticism"]}},
            {"board": {"red": ["Metalworking", "Oars"], "yellow": ["Masonry"]}},
        ],
        decks=DECKS,
    )
    assert s.icons(1, "castle") >= s.icons(0, "castle")
    s.dogma("Engineering")
    # seat 1 is not demanded; it may splay; seat 0's single red card cannot be splayed
    assert s.chooser == 1
    s.choose("red")
    assert s.splay(1, "red") == "left" and s.score(0) == []
    assert s.hand(0) == ["Paper"] and s.quiet


def test_no_bonus_when_the_sharing_opponent_declines():
    s = Scenario(
        players=[
            {"board": {"red": ["Engineering"], "purple": ["Mysticism"]}},
            {"board": {"red": ["Metalworking", "Oars"], "yellow": ["Masonry"]}},
        ],
        decks=DECKS,
    )
    s.dogma("Engineering")
    s.pass_()
    assert s.splay(1, "red") == "none" and s.hand(0) == [] and s.deck(3) == ["Paper", "Optics"]
