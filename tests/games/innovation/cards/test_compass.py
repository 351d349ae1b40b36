from epocha.games.innovation.scenario import Scenario


def _compass(p0_board, p1_board):
    return Scenario(players=[{"board": p0_board}, {"board": p1_board}], decks={3: ["Paper"]})


def test_victim_gives_a_leafy_non_green_top_card_then_takes_a_leafless_one():
    s = _compass(
        {"green": ["Compass"], "purple": ["City States"], "red": ["Archery"], "yellow": ["Masonry"]},
        {"yellow": ["Agriculture"], "blue": ["Pottery"], "green": ["Clothing"]},
    )
    assert s.icons(0, "crown") > s.icons(1, "crown")
    s.dogma("Compass")
    # green Clothing is excluded although it has a leaf
    assert s.chooser == 1 and sorted(s.options()) == ["Agriculture", "Pottery"]
    s.choose("Agriculture")
    assert s.pile(0, "yellow") == ["Agriculture", "Masonry"]
    # Compass and the Agriculture just given have leaves; Masonry is covered
    assert s.chooser == 1 and sorted(s.options()) == ["Archery", "City States"]
    s.choose("Archery")
    assert s.board(1) == {"red": ["Archery"], "green": ["Clothing"], "blue": ["Pottery"]}
    assert "red" not in s.board(0)
    assert s.quiet and s.hand(0) == []


def test_second_transfer_happens_even_when_nothing_was_given():
    s = _compass(
        {"green": ["Compass"], "purple": ["City States"]},
        {"green": ["Clothing"], "red": ["Archery"]},
    )
    s.dogma("Compass")
    # no non-green leafy top card: only City States (the single leafless top card) moves
    assert s.board(0) == {"green": ["Compass"]}
    assert s.board(1) == {"red": ["Archery"], "green": ["Clothing"], "purple": ["City States"]}


def test_nothing_comes_back_without_a_leafless_top_card():
    s = _compass({"green": ["Compass"]}, {"blue": ["Pottery"]})
    s.dogma("Compass")
    assert s.board(0) == {"green": ["Compass"], "blue": ["Pottery"]}
    assert s.board(1) == {}


def test_the_given_card_joins_a_splayed_pile_and_the_taken_one_goes_on_top():
    s = _compass(
        {
            "green": ["Compass"],
            "yellow": {"cards": ["Masonry", "Domestication"], "splay": "left"},
            "purple": ["City States"],
        },
        {"yellow": ["Agriculture"], "purple": ["Mysticism"]},
    )
    s.dogma("Compass")
    # Agriculture is the only option, City States the only leafless top card: no questions
    assert s.pile(0, "yellow") == ["Agriculture", "Masonry", "Domestication"]
    assert s.splay(0, "yellow") == "left"
    assert s.pile(1, "purple") == ["City States", "Mysticism"]
    assert s.board(1) == {"purple": ["City States", "Mysticism"]}


def test_players_with_as_many_crowns_are_not_affected():
    s = _compass({"green": ["Compass"]}, {"yellow": ["Canal Building"], "blue": ["Pottery"]})
    assert s.icons(1, "crown") >= s.icons(0, "crown")
    s.dogma("Compass")
    assert s.board(1) == {"yellow": ["Canal Building"], "blue": ["Pottery"]}
    assert s.board(0) == {"green": ["Compass"]}
    assert s.hand(0) == [] and s.quiet
