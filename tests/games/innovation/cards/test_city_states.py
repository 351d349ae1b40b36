from epocha.games.innovation.scenario import Scenario


def test_victim_with_four_castles_gives_a_castle_card_and_draws():
    s = Scenario(
        players=[
            {"board": {"purple": ["City States"]}},
            {"board": {"red": ["Archery"], "yellow": ["Masonry"]}},
        ],
        decks={1: ["Sailing"]},
    )
    s.dogma("City States")
    assert s.chooser == 1
    assert sorted(s.options()) == ["Archery", "Masonry"]
    s.choose("Masonry")
    assert s.pile(0, "yellow") == ["Masonry"]
    assert s.board(1) == {"red": ["Archery"]}
    assert s.hand(1) == ["Sailing"]
    assert s.deck(1) == []
    assert s.quiet


def test_castles_under_a_splay_count_and_the_pile_unsplays():
    s = Scenario(
        players=[
            {"board": {"purple": ["City States"], "red": ["Oars"]}},
            {"board": {"red": {"cards": ["Archery", "Metalworking"], "splay": "right"}}},
        ],
        decks={1: ["Sailing"]},
    )
    assert s.icons(1, "castle") == 4
    s.dogma("City States")
    assert s.pile(0, "red") == ["Archery", "Oars"]
    assert s.pile(1, "red") == ["Metalworking"]
    assert s.splay(1, "red") == "none"
    assert s.hand(1) == ["Sailing"]


def test_fewer_than_four_castles_means_nothing_happens():
    s = Scenario(
        players=[
            {"board": {"purple": ["City States"]}},
            {"board": {"red": ["Archery"], "green": ["Sailing"]}},
        ],
        decks={1: ["Tools"]},
    )
    s.dogma("City States")
    assert s.quiet
    assert s.board(1) == {"red": ["Archery"], "green": ["Sailing"]}
    assert s.board(0) == {"purple": ["City States"]}
    assert s.hand(1) == []
    assert s.deck(1) == ["Tools"]


def test_four_castles_but_no_top_card_with_a_castle():
    s = Scenario(
        players=[
            {"board": {"purple": ["City States"]}},
            {
                "board": {
                    "yellow": {"cards": ["Agriculture", "Masonry", "Domestication"], "splay": "up"},
                    "blue": {"cards": ["Pottery", "Tools"], "splay": "up"},
                }
            },
        ],
        decks={1: ["Sailing"]},
    )
    assert s.icons(1, "castle") == 4
    assert s.icons(1, "crown") < s.icons(0, "crown")
    s.dogma("City States")
    assert s.quiet
    assert s.pile(1, "yellow") == ["Agriculture", "Masonry", "Domestication"]
    assert s.board(0) == {"purple": ["City States"]}
    assert s.hand(1) == []
    assert s.deck(1) == ["Sailing"]


def test_players_with_as_many_crowns_are_not_demanded():
    s = Scenario(
        players=[
            {"board": {"purple": ["City States"]}},
            {"board": {"red": ["Archery"], "yellow": ["Masonry"], "green": ["Sailing"]}},
        ],
        decks={1: ["Tools"]},
    )
    s.dogma("City States")
    assert s.quiet
    assert s.board(0) == {"purple": ["City States"]}
    assert s.hand(1) == [] and s.hand(0) == []
    assert s.deck(1) == ["Tools"]
