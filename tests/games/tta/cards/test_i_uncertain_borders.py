from .shared_events import revealing

CARD = "I:Uncertain Borders"
HAND = "A:Development of Science"


def army(warriors, yellow=10):
    techs = {"A:Agriculture": {"workers": 2}, "A:Warriors": {"workers": warriors}}
    return {"technologies": techs, "yellow_bank": yellow}


def reveal(players, revealer=0):
    return revealing(CARD, players, hand=HAND, turn_player=revealer)


def test_the_strongest_takes_a_yellow_token_from_the_weakest():
    s = reveal([army(2), army(4), army(1)])
    assert [s.player(q).yellow for q in range(3)] == [10, 11, 9]
    assert [s.player(q).pool for q in range(3)] == [0, 0, 0]


def test_nothing_is_taken_from_an_empty_yellow_bank():
    s = reveal([army(2), army(1, yellow=0)])
    assert (s.player(0).yellow, s.player(1).yellow) == (10, 0)
    assert s.player(1).workers["A:Warriors#p1"] == 1  # never a worker


def test_a_tie_gives_the_token_to_the_current_player():
    s = reveal([army(1), army(1)], revealer=1)
    assert (s.player(0).yellow, s.player(1).yellow) == (9, 11)
    s = reveal([army(1), army(1), army(1)], revealer=1)
    assert [s.player(q).yellow for q in range(3)] == [9, 11, 10]
