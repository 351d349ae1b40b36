from .shared_events import revealing

CARD = "I:Immigration"
HAND = "A:Development of Science"


def temples(n):
    return {"technologies": {"A:Agriculture": {"workers": 2}, "A:Religion": {"workers": n}}}


def reveal(players):
    return revealing(CARD, players, hand=HAND)


def test_the_civilization_with_the_most_happy_faces_gains_a_worker_for_free():
    s = reveal([temples(1), temples(3), temples(2)])
    assert [s.player(q).pool for q in range(3)] == [0, 1, 0]
    assert s.player(1).yellow == 17
    assert s.food(1) == 0


def test_every_tied_civilization_gains_with_no_tie_break():
    s = reveal([temples(2), temples(2), temples(1)])
    assert [s.player(q).pool for q in range(3)] == [1, 1, 0]


def test_happy_faces_count_up_to_eight():
    s = reveal([temples(9), temples(8)])
    assert s.ratings(0).faces == 9 and s.ratings(0).happy == 8
    assert [s.player(q).pool for q in range(2)] == [1, 1]


def test_a_full_tie_at_zero_faces_lets_everyone_gain():
    s = reveal([{}, {}])
    assert [s.player(q).pool for q in range(2)] == [2, 2]


def test_an_empty_yellow_bank_gains_nothing():
    s = reveal([{**temples(3), "yellow_bank": 0}, temples(1)])
    assert s.player(0).pool == 0 and s.player(1).pool == 0
