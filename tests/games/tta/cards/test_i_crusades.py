from .shared_events import revealing

CARD = "I:Crusades"
HAND = "A:Development of Science"


def army(warriors, culture=10):
    techs = {"A:Agriculture": {"workers": 2}, "A:Warriors": {"workers": warriors}}
    return {"technologies": techs, "culture": culture}


def reveal(players, revealer=0):
    return revealing(CARD, players, hand=HAND, turn_player=revealer)


def test_the_strongest_scores_four_and_the_weakest_loses_four():
    s = reveal([army(2), army(3), army(1), army(2)])
    assert [s.player(q).culture for q in range(4)] == [10, 14, 6, 10]


def test_culture_does_not_go_below_zero():
    s = reveal([army(3), army(1, culture=3)])
    assert (s.player(0).culture, s.player(1).culture) == (14, 0)


def test_ties_favour_the_current_player_and_then_turn_order():
    # seats 1, 2 and 3 tie for strongest and for weakest; seat 2 is the current player
    s = reveal([army(5), army(0), army(0), army(0)], revealer=2)
    assert [s.player(q).culture for q in range(4)] == [14, 6, 10, 10]
    s = reveal([army(1), army(1)], revealer=1)
    assert (s.player(0).culture, s.player(1).culture) == (6, 14)
