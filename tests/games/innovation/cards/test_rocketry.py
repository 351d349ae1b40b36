from epocha.games.innovation.scenario import Scenario


def _place(p, i, age):
    return {"player": p, "zone": "score", "index": i, "age": age}


def test_three_clocks_return_one_opponent_score_card_chosen_by_place():
    s = Scenario(
        players=[{"board": {"blue": ["Rocketry"]}, "score": ["Oars"]}, {"score": ["Tools", "Optics"]}],
        decks={3: []},
    )
    s.dogma("Rocketry")
    assert s.chooser == 0 and s.options() == [_place(1, 0, 1), _place(1, 1, 3)]
    s.choose(_place(1, 1, 3))
    assert s.score(1) == ["Tools"] and s.deck(3) == ["Optics"]
    assert s.score(0) == ["Oars"] and s.quiet


def test_two_returns_from_different_opponents():
    # Rocketry 3 + Railroad 2 = 5 clocks: two returns
    s = Scenario(
        players=[
            {"board": {"blue": ["Rocketry"], "purple": ["Railroad"]}},
            {"score": ["Tools"]},
            {"score": ["Optics", "Banking"]},
        ]
    )
    s.dogma("Rocketry")
    assert len(s.options()) == 3
    s.choose(_place(2, 1, 5))
    s.choose(_place(1, 0, 1))
    assert s.score(1) == [] and s.score(2) == ["Optics"]
    assert s.deck(5)[-1] == "Banking" and s.deck(1)[-1] == "Tools"


def test_fewer_cards_than_returns_takes_them_all():
    s = Scenario(players=[{"board": {"blue": ["Rocketry"], "purple": ["Railroad"]}}, {"score": ["Tools"]}])
    s.dogma("Rocketry")
    assert s.quiet and s.score(1) == [] and s.deck(1)[-1] == "Tools"


def test_empty_opponent_score_piles_return_nothing():
    s = Scenario(players=[{"board": {"blue": ["Rocketry"]}, "score": ["Oars"]}, {}])
    s.dogma("Rocketry")
    assert s.quiet and s.score(0) == ["Oars"]


def test_sharer_returns_from_my_pile_first_and_earns_me_the_bonus():
    # Satellites shows three clocks, as many as Rocketry
    s = Scenario(
        players=[
            {"board": {"blue": ["Rocketry"]}, "score": ["Oars", "Optics"]},
            {"board": {"green": ["Satellites"]}, "score": ["Tools"]},
        ],
        decks={1: [], 8: ["Flight"]},
    )
    s.dogma("Rocketry")
    assert s.chooser == 1
    s.choose(_place(0, 0, 1))
    assert s.score(0) == ["Optics"]
    assert s.score(1) == []  # my own return: the only card, no choice
    assert s.deck(1) == ["Oars", "Tools"]
    assert s.hand(0) == ["Flight"]
