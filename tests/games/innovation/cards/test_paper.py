from epocha.games.innovation.scenario import Scenario

BOARD = {
    "green": ["Paper", "Clothing"],
    "blue": ["Writing", "Tools"],
    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
}
DECKS = {3: ["Optics"], 4: ["Anatomy", "Invention", "Perspective"], 5: ["Coal"]}


def test_splays_then_draws_a_four_per_colour_splayed_left():
    s = Scenario(players=[{"board": BOARD}, {}], decks=DECKS)
    s.dogma("Paper")
    assert sorted(s.options()) == ["blue", "green"] and s.can_pass()
    s.choose("green")
    assert s.splay(0, "green") == "left"
    assert s.hand(0) == ["Anatomy", "Invention"]  # red and green
    assert s.quiet


def test_declining_still_draws_for_colours_already_splayed_left():
    s = Scenario(players=[{"board": BOARD}, {}], decks=DECKS)
    s.dogma("Paper")
    s.pass_()
    assert s.hand(0) == ["Anatomy"]
    assert s.splay(0, "green") == "none" and s.splay(0, "blue") == "none"


def test_other_splay_directions_do_not_count_and_an_empty_four_deck_draws_fives():
    board = {
        "green": ["Paper", "Clothing"],
        "blue": {"cards": ["Writing", "Tools"], "splay": "right"},
        "red": {"cards": ["Archery", "Oars"], "splay": "left"},
    }
    s = Scenario(players=[{"board": board}, {}], decks={4: ["Anatomy"], 5: ["Coal"]})
    s.dogma("Paper")
    assert sorted(s.options()) == ["blue", "green"]  # a right splay may be turned left
    s.choose("green")
    # red and green are splayed left (blue right does not count): a 4, then a 5
    assert s.splay(0, "blue") == "right"
    assert s.hand(0) == ["Anatomy", "Coal"]


def test_nothing_splayed_left_draws_nothing():
    s = Scenario(players=[{"board": {"green": ["Paper"]}}, {}], decks=DECKS)
    s.dogma("Paper")
    assert s.hand(0) == [] and s.quiet


def test_sharing_opponent_goes_first_and_earns_the_bonus():
    p1 = {"board": {"blue": ["Mathematics", "Pottery"], "purple": ["Philosophy"]}}
    s = Scenario(players=[{"board": BOARD}, p1], decks=DECKS)
    assert s.icons(1, "lightbulb") >= s.icons(0, "lightbulb")
    s.dogma("Paper")
    assert s.chooser == 1 and s.options() == ["blue"]
    s.choose("blue")
    s.pass_()  # seat 0
    # seat 1 drew for blue first, then seat 0 for red; then the bonus (a 3)
    assert s.hand(1) == ["Anatomy"]
    assert s.hand(0) == ["Optics", "Invention"]
