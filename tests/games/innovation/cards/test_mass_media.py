from epocha.games.innovation.scenario import Scenario


def test_returns_every_card_of_the_value_from_every_score_pile():
    s = Scenario(
        players=[
            {"board": {"green": ["Mass Media"]}, "hand": ["Oars"], "score": ["Optics", "Banking"]},
            {"score": ["Translation", "Tools"]},
        ],
        decks={1: [], 3: []},
    )
    s.dogma("Mass Media")
    s.choose("Oars")
    assert s.asking == "value" and s.options() == list(range(1, 11))
    s.choose(3)
    # both 3s go to the bottom of deck 3: I order them, naming seat 1's hidden card by place
    translation = {"player": 1, "zone": "score", "index": 0, "age": 3}
    assert s.chooser == 0 and s.options() == ["Optics", translation]
    s.choose(translation)
    assert s.score(0) == ["Banking"] and s.score(1) == ["Tools"]
    assert s.deck(3) == ["Translation", "Optics"] and s.deck(1) == ["Oars"]
    assert s.quiet  # no purple pile to splay


def test_the_executing_player_orders_the_returned_cards_of_every_score_pile():
    s = Scenario(
        players=[
            {"board": {"green": ["Mass Media"]}, "hand": ["Oars"], "score": ["Optics"]},
            {"score": ["Translation", "Compass"]},
            {"score": ["Paper", "Sailing"]},
        ],
        decks={1: [], 3: ["Alchemy"]},
    )
    s.dogma("Mass Media")
    s.choose("Oars")
    s.choose(3)
    places = [{"player": 1, "zone": "score", "index": i, "age": 3} for i in range(2)]
    assert s.options() == ["Optics", *places, {"player": 2, "zone": "score", "index": 0, "age": 3}]
    view = s.game.view(0)
    assert "Translation" not in str(view["legal_actions"]) and "Paper" not in str(view["legal_actions"])
    s.choose({"player": 2, "zone": "score", "index": 0, "age": 3}, "Optics", places[1])
    # picked first, returned first: the last pick ends at the very bottom
    assert s.deck(3) == ["Alchemy", "Paper", "Optics", "Compass", "Translation"]
    assert s.score(1) == [] and s.score(2) == ["Sailing"] and s.quiet


def test_a_value_nobody_holds_returns_nothing_more():
    s = Scenario(
        players=[
            {"board": {"green": ["Mass Media"]}, "hand": ["Oars"], "score": ["Optics"]},
            {"score": ["Tools"]},
        ]
    )
    s.dogma("Mass Media")
    s.choose("Oars")
    s.choose(9)
    assert s.score(0) == ["Optics"] and s.score(1) == ["Tools"] and s.hand(0) == []


def test_keeping_the_hand_card_returns_nothing():
    s = Scenario(
        players=[
            {"board": {"green": ["Mass Media"]}, "hand": ["Oars"], "score": ["Optics"]},
            {"score": ["Translation"]},
        ]
    )
    s.dogma("Mass Media")
    s.pass_()
    assert s.quiet
    assert s.hand(0) == ["Oars"] and s.score(0) == ["Optics"] and s.score(1) == ["Translation"]


def test_may_splay_purple_up():
    s = Scenario(players=[{"board": {"green": ["Mass Media"], "purple": ["Lighting", "Railroad"]}}, {}])
    s.dogma("Mass Media")
    assert s.options() == ["purple"]  # empty hand: nothing to return, straight to the splay
    s.choose("purple")
    assert s.splay(0, "purple") == "up"


def test_sharer_goes_first_and_earns_the_bonus():
    # Mathematics shows two lightbulbs, as many as Mass Media
    s = Scenario(
        players=[
            {"board": {"green": ["Mass Media"]}, "score": ["Banking", "Optics"]},
            {"board": {"blue": ["Mathematics"]}, "hand": ["Writing"]},
        ],
        decks={1: [], 5: [], 8: ["Flight"]},
    )
    s.dogma("Mass Media")
    assert s.chooser == 1
    s.choose("Writing")
    s.choose(5)
    assert s.score(0) == ["Optics"] and s.deck(5) == ["Banking"]
    assert s.quiet  # player 0 has no hand and no purple pile: asked nothing
    assert s.hand(0) == ["Flight"]
