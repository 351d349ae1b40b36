"""War over Territory (Age II war, 2006): the loser loses 1 yellow token plus 1 for every full 3
points of advantage (the New Story card: every 5), from its yellow bank only; the winner gains
them; equal strengths do nothing; sacrifices count, and the loser's sacrificed units go back to
its yellow bank only after the war."""

from __future__ import annotations

from .helpers_wars import civ, fought, k, outcome

CARD = k("II", "War over Territory")


def yellows(s) -> tuple[int, int]:
    return s.player(0).yellow, s.player(1).yellow


def war(mine: int, theirs: int, **kw):
    return fought(CARD, civ(mine, yellow_bank=6), civ(theirs, yellow_bank=8), **kw)


def test_one_token_below_three_points_of_advantage():
    s = war(3, 1)  # advantage 2
    assert outcome(s) == (0, 2)
    assert yellows(s) == (7, 7)
    assert s.state.military_discards["II"] == [f"{CARD}#1"]


def test_every_full_three_points_is_one_more_token():
    assert yellows(war(4, 1)) == (8, 6)  # 3: 2
    assert yellows(war(6, 1)) == (8, 6)  # 5: 2
    assert yellows(war(7, 1)) == (9, 5)  # 6: 3 (the New Story card: 2)
    assert yellows(war(10, 1)) == (10, 4)  # 9: 4


def test_a_stronger_target_takes_tokens_from_the_declarer():
    s = war(1, 5)  # the target by 4: 2
    assert outcome(s) == (1, 4)
    assert yellows(s) == (4, 10)


def test_a_loser_with_fewer_tokens_loses_them_all_and_no_worker():
    s = fought(CARD, civ(12, yellow_bank=4), civ(1, yellow_bank=2))  # advantage 11: 4
    assert yellows(s) == (6, 0)
    assert sum(s.player(1).workers.values()) == 5


def test_equal_strengths_change_nothing():
    s = war(3, 3)
    assert outcome(s) is None and yellows(s) == (6, 8)
    assert yellows(war(4, 3)) == (7, 7)  # one Warriors more: 1 token


def test_sacrifices_turn_the_war_and_the_losers_units_return_after_it():
    # 3 against 2: the declarer would win by 1; the target sacrifices 2 Warriors: 4 against 3
    s = war(3, 2, on=("Warriors",) * 2)
    assert outcome(s) == (1, 1)
    assert yellows(s) == (5, 9 + 2)  # 1 token won, then its 2 Warriors back to its bank
    # the declarer sacrifices all 3 first: 6 against 4, it wins by 2 (1 token); each side's
    # sacrificed Warriors go back to its own bank
    s = war(3, 2, by=("Warriors",) * 3, on=("Warriors",) * 2)
    assert outcome(s) == (0, 2)
    assert yellows(s) == (6 + 1 + 3, 8 - 1 + 2)
