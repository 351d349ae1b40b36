from epocha.games.innovation.scenario import Scenario


def _alchemy(board, hand=(), decks=None, p1=None):
    return Scenario(
        players=[{"hand": list(hand), "board": board}, p1 or {}],
        decks=decks or {1: ["Writing"], 4: ["Anatomy", "Invention", "Colonialism", "Perspective"]},
    )


EIGHT_CASTLES = {"blue": ["Alchemy"], "red": ["Metalworking"], "yellow": ["Masonry"]}


def test_draws_a_four_per_three_castles_and_keeps_them_without_red():
    s = _alchemy(EIGHT_CASTLES, hand=["Oars"])
    assert s.icons(0, "castle") == 8
    s.dogma("Alchemy")
    # two 4s drawn and revealed, none red: kept; then the second effect asks for a meld
    assert [e["args"]["card"] for e in s.events("reveal")] == ["Anatomy", "Invention"]
    assert s.deck(4) == ["Colonialism", "Perspective"]
    assert sorted(s.options()) == ["Anatomy", "Invention", "Oars"]
    s.choose("Invention")
    assert sorted(s.options()) == ["Anatomy", "Oars"]
    s.choose("Anatomy")
    assert s.top(0, "green") == "Invention"
    assert s.score(0) == ["Anatomy"]
    assert s.hand(0) == ["Oars"]
    assert s.quiet


def test_a_red_card_returns_the_drawn_cards_and_the_whole_hand():
    s = _alchemy(
        EIGHT_CASTLES,
        hand=["Oars", "Sailing"],
        decks={1: ["Writing"], 4: ["Anatomy", "Colonialism", "Invention"]},
    )
    s.dogma("Alchemy")
    # Anatomy and Colonialism (red) drawn: all four cards go back, the owner orders each age
    assert s.chooser == 0
    assert sorted(s.options()) == ["Anatomy", "Colonialism", "Oars", "Sailing"]
    s.choose("Sailing")  # first returned of age 1: it ends above the next one
    assert sorted(s.options()) == ["Anatomy", "Colonialism"]
    s.choose("Colonialism")
    assert s.hand(0) == []
    assert s.deck(1) == ["Writing", "Sailing", "Oars"]
    assert s.deck(4) == ["Invention", "Colonialism", "Anatomy"]
    # the second effect finds an empty hand: nothing melded or scored
    assert s.score(0) == [] and s.board(0) == EIGHT_CASTLES
    assert s.quiet


def test_every_card_is_drawn_even_after_a_red_one():
    board = dict(EIGHT_CASTLES, purple=["Mysticism"])
    s = _alchemy(board, decks={4: ["Colonialism", "Anatomy", "Invention", "Perspective"]})
    assert s.icons(0, "castle") == 11
    s.dogma("Alchemy")
    assert len(s.events("reveal")) == 3
    s.choose("Invention", "Colonialism")  # return order of the three 4s
    assert s.deck(4) == ["Perspective", "Invention", "Colonialism", "Anatomy"]
    assert s.hand(0) == [] and s.quiet


def test_an_empty_four_deck_draws_a_five_and_its_colour_counts():
    s = _alchemy(
        {"blue": ["Alchemy"], "red": ["Metalworking"]}, hand=["Oars"], decks={4: [], 5: ["Coal", "Chemistry"]}
    )
    s.dogma("Alchemy")
    # Coal (red, age 5) comes instead of a 4: it and Oars are returned without asking
    assert s.deck(5) == ["Chemistry", "Coal"]
    assert s.hand(0) == [] and s.quiet


def test_fewer_than_three_castles_draws_nothing_and_meld_then_score_needs_cards():
    s = _alchemy({"blue": ["Alchemy"]}, hand=["Oars"])
    assert s.icons(0, "castle") == 2
    s.dogma("Alchemy")
    # one card: melded without asking; nothing left to score
    assert s.events("reveal") == []
    assert s.top(0, "red") == "Oars"
    assert s.score(0) == [] and s.hand(0) == []
    assert s.deck(4) == ["Anatomy", "Invention", "Colonialism", "Perspective"]


def test_a_sharing_opponent_draws_first_and_the_activator_gets_a_bonus_draw():
    s = _alchemy(
        {"blue": ["Alchemy"], "red": ["Archery"]},
        p1={"board": {"red": ["Metalworking"], "yellow": ["Masonry"]}},
        decks={3: ["Compass"], 4: ["Anatomy", "Invention", "Perspective", "Reformation"]},
    )
    assert s.icons(0, "castle") == 4 and s.icons(1, "castle") == 6
    s.dogma("Alchemy")
    # seat 1 draws two 4s, then seat 0 one; the second effect: seat 1 melds and scores first
    assert s.chooser == 1 and sorted(s.options()) == ["Anatomy", "Invention"]
    s.choose("Anatomy")
    assert s.score(1) == ["Invention"] and s.top(1, "yellow") == "Anatomy"
    # seat 0 holds only Perspective: melded; nothing to score
    assert s.top(0, "yellow") == "Perspective"
    # sharing bonus: seat 0's highest top card is a 4
    assert s.hand(0) == ["Reformation"]
    assert s.deck(3) == ["Compass"]


def test_no_bonus_when_the_sharing_opponent_changes_nothing():
    s = _alchemy(
        {"blue": ["Alchemy"]},
        hand=["Oars"],
        p1={"board": {"yellow": ["Domestication"]}},
        decks={3: ["Compass"], 4: ["Anatomy"]},
    )
    assert s.icons(1, "castle") == 2
    s.dogma("Alchemy")
    assert s.top(0, "red") == "Oars"
    assert s.hand(0) == [] and s.hand(1) == [] and s.deck(3) == ["Compass"]
