from .shared_events import revealing

CARD = "I:Raiders"
HAND = "A:Development of Science"


def army(warriors, food=0, resources=0):
    techs = {
        "A:Agriculture": {"workers": 1, "stored": food},
        "A:Bronze": {"workers": 1, "stored": resources},
        "A:Warriors": {"workers": warriors},
    }
    return {"technologies": techs}


def reveal(players, revealer=0):
    return revealing(CARD, players, hand=HAND, turn_player=revealer)


def goods(s, seat):
    return s.food(seat), s.resources(seat)


def labels(s):
    return s.labels()


def test_the_two_weakest_each_lose_two_of_their_choice_clockwise_from_the_revealer():
    s = reveal([army(1, 3, 3), army(3, 3, 3), army(2, 3, 3), army(0, 3, 3)], revealer=1)
    assert s.chooser == 3
    assert labels(s) == ["Lose 2 food", "Lose 1 food and 1 resource", "Lose 2 resources"]
    s.choose("Lose 2 resources")
    assert s.chooser == 0
    s.choose("Lose 1 food and 1 resource")
    assert goods(s, 3) == (3, 1)
    assert goods(s, 0) == (2, 2)
    assert goods(s, 1) == goods(s, 2) == (3, 3)
    assert s.decision().kind == "turn"


def test_only_splits_that_lose_two_in_full_are_offered():
    s = reveal([army(1, food=5, resources=1), army(3)])
    assert labels(s) == ["Lose 2 food", "Lose 1 food and 1 resource"]
    s.choose("Lose 2 food")
    assert goods(s, 0) == (3, 1)


def test_with_less_than_two_everything_is_lost_without_asking():
    s = reveal([army(2, 4, 4), army(1, food=1)])
    assert s.decision().kind == "turn"
    assert goods(s, 1) == (0, 0)
    s = reveal([army(2), army(1)])
    assert s.decision().kind == "turn"


def test_with_two_players_only_the_weakest_loses_and_a_tie_spares_the_current_player():
    s = reveal([army(1, 3, 3), army(1, 3, 3)])
    assert s.chooser == 1
    s.choose("Lose 2 food")
    assert goods(s, 1) == (1, 3)
    assert goods(s, 0) == (3, 3)
