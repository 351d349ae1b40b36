from epocha.games.innovation.scenario import Scenario


def test_tuck_cards_and_score_a_one_for_each():
    s = Scenario(
        players=[
            {
                "hand": ["Oars", "Writing", "Archery"],
                "board": {"yellow": ["Suburbia"], "red": ["Metalworking"]},
            },
            {},
        ],
        decks={1: ["Sailing", "Pottery", "Clothing"]},
    )
    s.dogma("Suburbia")
    assert s.can_pass()
    s.choose("Oars", "Archery")
    assert s.can_finish()
    s.done()
    assert s.pile(0, "red") == ["Metalworking", "Oars", "Archery"]
    assert s.hand(0) == ["Writing"]
    assert s.score(0) == ["Pottery", "Sailing"] and s.deck(1) == ["Clothing"]
    assert s.quiet


def test_tuck_order_is_the_pick_order():
    s = Scenario(
        players=[{"hand": ["Oars", "Archery"], "board": {"yellow": ["Suburbia"]}}, {}],
        decks={1: ["Sailing", "Pottery"]},
    )
    s.dogma("Suburbia")
    s.choose("Archery", "Oars")
    # the whole hand was picked: nothing more to ask
    assert s.pile(0, "red") == ["Archery", "Oars"]
    assert s.score(0) == ["Pottery", "Sailing"]


def test_may_decline():
    s = Scenario(players=[{"hand": ["Oars"], "board": {"yellow": ["Suburbia"]}}, {}], decks={1: ["Sailing"]})
    s.dogma("Suburbia")
    s.pass_()
    assert s.hand(0) == ["Oars"] and s.score(0) == [] and s.deck(1) == ["Sailing"]


def test_tucking_six_claims_monument():
    hand = ["Oars", "Writing", "Archery", "Tools", "Mysticism", "Code of Laws"]
    s = Scenario(
        players=[{"hand": hand, "board": {"yellow": ["Suburbia"]}}, {}],
        decks={1: ["Sailing", "Pottery", "Clothing", "The Wheel", "Masonry", "Domestication"]},
    )
    s.dogma("Suburbia")
    s.choose(*hand)
    assert s.hand(0) == [] and len(s.score(0)) == 6
    assert s.achievements(0) == ["Monument"]


def test_an_empty_one_pile_draws_higher():
    s = Scenario(
        players=[{"hand": ["Oars"], "board": {"yellow": ["Suburbia"]}}, {}], decks={1: [], 2: ["Calendar"]}
    )
    s.dogma("Suburbia")
    s.choose("Oars")
    assert s.score(0) == ["Calendar"]


def test_sharing_player_goes_first_and_gives_the_bonus():
    # seat 1 shows three leaves (Agriculture) against two
    s = Scenario(
        players=[
            {"hand": ["Oars"], "board": {"yellow": ["Suburbia"]}},
            {"hand": ["Writing"], "board": {"yellow": ["Agriculture"]}},
        ],
        decks={1: ["Sailing", "Pottery"], 9: ["Genetics"]},
    )
    s.dogma("Suburbia")
    assert s.chooser == 1
    s.choose("Writing")
    assert s.pile(1, "blue") == ["Writing"] and s.score(1) == ["Sailing"]
    assert s.chooser == 0
    s.pass_()
    assert s.hand(0) == ["Oars", "Genetics"] and len(s.events("share_bonus")) == 1


def test_a_sharing_player_who_tucks_nothing_gives_no_bonus():
    s = Scenario(
        players=[
            {"board": {"yellow": ["Suburbia"]}},
            {"hand": ["Writing"], "board": {"yellow": ["Agriculture"]}},
        ],
        decks={9: ["Genetics"]},
    )
    s.dogma("Suburbia")
    s.pass_()
    assert s.quiet and s.hand(0) == [] and s.hand(1) == ["Writing"] and s.events("share_bonus") == []
