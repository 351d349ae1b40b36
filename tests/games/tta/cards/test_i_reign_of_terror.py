from .plain_helpers import board
from .shared_events import revealing

CARD = "I:Reign of Terror"
HAND = "A:Development of Science"


def army(warriors, unused=1, **extra):
    techs = board(Warriors=warriors)
    return {"technologies": techs, "unused_workers": unused, **extra}


def reveal(players, revealer=0):
    return revealing(CARD, players, hand=HAND, turn_player=revealer)


def test_the_weakest_loses_an_unused_worker():
    s = reveal([army(2), army(1), army(3)])
    assert s.player(1).pool == 0
    assert s.player(1).yellow == 19
    assert s.player(0).pool == 1 and s.player(2).pool == 1
    assert s.decision().kind == "turn"


def test_without_unused_workers_the_owner_chooses_what_to_give_up():
    s = reveal([army(2), army(1, unused=0)])
    d = s.decision()
    assert d.seat == 1 and d.kind == "cards"
    s.choose("A:Bronze")
    assert s.player(1).workers["A:Bronze#p1"] == 1
    assert s.player(1).yellow == 19
    assert s.decision().seat == 0 and s.decision().kind == "turn"


def test_in_a_tie_the_current_player_counts_as_the_stronger():
    # all tied: the current player (seat 1) is the strongest, then seat 2, then seat 0
    s = reveal([army(1), army(1), army(1)], revealer=1)
    assert [s.player(q).pool for q in range(3)] == [0, 1, 1]


def test_in_a_two_player_tie_the_other_player_is_the_weakest():
    s = reveal([army(1), army(1)])
    assert (s.player(0).pool, s.player(1).pool) == (1, 0)
    s = reveal([army(1), army(1)], revealer=1)
    assert (s.player(0).pool, s.player(1).pool) == (0, 1)
