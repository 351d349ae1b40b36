from epocha.games.innovation.scenario import Scenario

DECKS = {2: ["Calendar"], 3: ["Paper"], 4: ["Anatomy"], 5: ["Coal"]}


def test_returns_a_score_card_draws_two_above_the_top_purple_and_splays_blue():
    s = Scenario(
        players=[
            {
                "score": ["Oars", "Alchemy"],
                "board": {"blue": ["Printing Press", "Tools"], "purple": ["Education"]},
            },
            {},
        ],
        decks=DECKS,
    )
    s.dogma("Printing Press")
    assert sorted(s.options()) == ["Alchemy", "Oars"] and s.can_pass()
    s.choose("Oars")
    assert s.score(0) == ["Alchemy"]
    assert s.hand(0) == ["Coal"]  # Education is a 3: draw a 5
    assert s.options() == ["blue"] and s.can_pass()
    s.choose("blue")
    assert s.splay(0, "blue") == "right" and s.quiet


def test_no_purple_card_draws_a_two():
    s = Scenario(players=[{"score": ["Alchemy"], "board": {"blue": ["Printing Press"]}}, {}], decks=DECKS)
    s.dogma("Printing Press")
    s.choose("Alchemy")
    assert s.hand(0) == ["Calendar"] and s.deck(3) == ["Paper", "Alchemy"]
    assert s.quiet  # a single blue card cannot be splayed


def test_declining_draws_nothing_and_an_empty_score_pile_goes_straight_to_the_splay():
    s = Scenario(
        players=[{"score": ["Alchemy"], "board": {"blue": ["Printing Press", "Tools"]}}, {}], decks=DECKS
    )
    s.dogma("Printing Press")
    s.pass_()
    assert s.options() == ["blue"]
    s.pass_()
    assert s.hand(0) == [] and s.score(0) == ["Alchemy"] and s.splay(0, "blue") == "none"
    s2 = Scenario(players=[{"board": {"blue": ["Printing Press", "Tools"]}}, {}], decks=DECKS)
    s2.dogma("Printing Press")
    assert s2.options() == ["blue"]


def test_sharing_opponent_goes_first_and_earns_the_bonus():
    s = Scenario(
        players=[
            {"board": {"blue": ["Printing Press"]}},
            {"score": ["Oars"], "board": {"purple": ["Philosophy"], "blue": ["Writing", "Tools"]}},
        ],
        decks=DECKS,
    )
    assert s.icons(1, "lightbulb") >= s.icons(0, "lightbulb")
    s.dogma("Printing Press")
    assert s.chooser == 1
    s.choose("Oars")
    assert s.hand(1) == ["Anatomy"]  # Philosophy is a 2: draw a 4
    s.pass_()  # seat 1 keeps blue unsplayed
    # seat 0: empty score pile, single blue card: nothing; the bonus draw is a 4 (then a 5)
    assert s.hand(0) == ["Coal"]
