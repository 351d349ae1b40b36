from epocha.games.innovation.scenario import Scenario

DECKS = {4: ["Anatomy", "Perspective"]}


def _left(*cards):
    return {"cards": list(cards), "splay": "left"}


MIXED = {
    "green": _left("Invention", "Sailing"),
    "red": _left("Archery", "Oars"),
    "blue": {"cards": ["Writing", "Tools"], "splay": "up"},
    "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "right"},
    "purple": _left("Code of Laws", "Mysticism"),
}


def test_splays_a_left_colour_right_scores_a_four_and_claims_wonder():
    s = Scenario(players=[{"board": MIXED}, {}], decks=DECKS)
    s.dogma("Invention")
    assert sorted(s.options()) == ["green", "purple", "red"] and s.can_pass()
    s.choose("red")
    assert s.splay(0, "red") == "right"
    assert s.score(0) == ["Anatomy"]
    # five colours splayed (three left, one up, one right)
    assert s.achievements(0) == ["Wonder"] and "Wonder" not in s.available_specials
    assert s.quiet


def test_declining_scores_nothing_but_five_splayed_colours_still_claim_wonder():
    s = Scenario(players=[{"board": MIXED}, {}], decks=DECKS)
    s.dogma("Invention")
    s.pass_()
    assert s.score(0) == [] and s.splay(0, "red") == "left"
    assert s.achievements(0) == ["Wonder"]


def test_four_splayed_colours_do_not_claim_wonder():
    board = dict(MIXED, purple=["Code of Laws"])
    s = Scenario(players=[{"board": board}, {}], decks=DECKS)
    s.dogma("Invention")
    s.choose("green")
    assert s.splay(0, "green") == "right" and s.score(0) == ["Anatomy"]
    assert s.achievements(0) == [] and "Wonder" in s.available_specials


def test_nothing_splayed_left_asks_nothing():
    s = Scenario(
        players=[
            {"board": {"green": ["Invention"], "red": {"cards": ["Archery", "Oars"], "splay": "right"}}},
            {},
        ],
        decks=DECKS,
    )
    s.dogma("Invention")
    assert s.quiet and s.score(0) == [] and s.achievements(0) == []


def test_wonder_already_taken_gives_nothing():
    s = Scenario(players=[{"board": MIXED}, {"achievements": ["Wonder"]}], decks=DECKS)
    s.dogma("Invention")
    s.pass_()
    assert s.achievements(0) == [] and s.achievements(1) == ["Wonder"]


def test_a_sharing_opponent_claims_wonder_first_and_the_activator_gets_the_bonus():
    p0 = {
        "green": _left("Invention", "Sailing"),
        "red": _left("Archery", "Oars"),
        "purple": _left("Code of Laws", "Mysticism"),
        "yellow": _left("Agriculture", "Masonry"),
        "blue": _left("Pottery", "Writing"),
    }
    p1 = {
        "red": _left("Construction", "Coal"),
        "yellow": _left("Fermenting", "Statistics"),
        "green": _left("Mapmaking", "Banking"),
        "blue": _left("Mathematics", "Chemistry"),
        "purple": _left("Philosophy", "Astronomy"),
    }
    s = Scenario(players=[{"board": p0}, {"board": p1}], decks=DECKS)
    assert s.icons(1, "lightbulb") >= s.icons(0, "lightbulb")
    s.dogma("Invention")
    assert s.chooser == 1
    s.pass_()
    assert s.chooser == 0
    s.pass_()
    assert s.achievements(1) == ["Wonder"] and s.achievements(0) == []
    assert s.hand(0) == ["Anatomy"]  # the claim was a change: bonus draw from age 4
