from .shared_events import revealing

CARD = "I:Foray"
HAND = "A:Development of Science"


def army(warriors, **extra):
    techs = {"A:Agriculture": {"workers": 1}, "A:Bronze": {"workers": 1}, "A:Warriors": {"workers": warriors}}
    return {"technologies": techs, **extra}


def reveal(players, revealer=0):
    return revealing(CARD, players, hand=HAND, turn_player=revealer)


def goods(s, seat):
    return s.food(seat), s.resources(seat)


def test_the_two_strongest_split_three_clockwise_from_the_revealer():
    s = reveal([army(3), army(2), army(1)], revealer=1)
    d = s.decision()
    assert d.seat == 1
    assert s.labels() == [
        "Gain 3 food",
        "Gain 2 food and 1 resource",
        "Gain 1 food and 2 resources",
        "Gain 3 resources",
    ]
    s.choose("Gain 2 food and 1 resource")
    assert s.decision().seat == 0
    s.choose("Gain 3 resources")
    assert goods(s, 1) == (2, 1)
    assert goods(s, 0) == (0, 3)
    assert goods(s, 2) == (0, 0)
    assert s.decision().kind == "turn"


def test_with_two_players_only_the_strongest_gains():
    s = reveal([army(1), army(2)])
    assert s.decision().seat == 1
    s.choose("Gain 3 food")
    assert goods(s, 1) == (3, 0)
    assert goods(s, 0) == (0, 0)
    assert s.decision().seat == 0 and s.decision().kind == "turn"


def test_ties_favour_the_current_player_then_turn_order():
    s = reveal([army(1), army(1), army(1), army(1)], revealer=2)
    assert s.decision().seat == 2
    s.choose("Gain 3 food")
    assert s.decision().seat == 3
    s.choose("Gain 3 food")
    assert [s.food(q) for q in range(4)] == [0, 0, 3, 3]


def test_the_blue_bank_limits_the_gain():
    s = reveal([army(2, blue_bank=2), army(1)])
    s.choose("Gain 1 food and 2 resources")
    assert goods(s, 0) == (1, 1)
