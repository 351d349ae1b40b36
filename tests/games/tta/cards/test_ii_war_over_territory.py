"""War over Territory (Age II war): the loser loses 1 yellow token plus 1 for every full 5 points
of strength advantage, from its yellow bank; the winner gains them."""

from __future__ import annotations

from .shared_wars import army, fought

CARD = "II:War over Territory"


def yellows(s) -> tuple[int, int]:
    return s.player(0).yellow, s.player(1).yellow


def workers(s, seat: int) -> int:
    p = s.player(seat)
    return sum(p.workers.values()) + p.pool


def test_the_declarer_wins_one_yellow_token_below_five_points_of_advantage():
    s = fought(CARD, army(5, yellow_bank=6), army(1, yellow_bank=8))  # advantage 4
    assert s.events("war_won")[0]["args"]["winner"] == 0
    assert yellows(s) == (7, 7)
    assert s.state.wars == [] and s.state.military_discards["II"] == ["II:War over Territory#1"]


def test_every_full_five_points_of_advantage_is_one_more_token():
    assert yellows(fought(CARD, army(6, yellow_bank=6), army(1, yellow_bank=8))) == (8, 6)  # 5: 2
    assert yellows(fought(CARD, army(10, yellow_bank=6), army(1, yellow_bank=8))) == (8, 6)  # 9: 2
    assert yellows(fought(CARD, army(11, yellow_bank=6), army(1, yellow_bank=8))) == (9, 5)  # 10: 3


def test_the_target_may_win_and_takes_tokens_from_the_declarer():
    s = fought(CARD, army(1, yellow_bank=6), army(7, yellow_bank=8))  # the target by 6: 2
    assert s.events("war_won")[0]["args"] == {
        "player": 0,
        "card": CARD,
        "rival": 1,
        "winner": 1,
        "advantage": 6,
    }
    assert yellows(s) == (4, 10)


def test_equal_strengths_have_no_effect():
    s = fought(CARD, army(4, yellow_bank=6), army(4, yellow_bank=8))
    assert s.events("war_tied") and not s.events("war_won")
    assert yellows(s) == (6, 8)
    assert s.state.military_discards["II"] == ["II:War over Territory#1"]


def test_a_loser_with_fewer_tokens_in_its_yellow_bank_loses_them_all_and_no_worker():
    s = fought(CARD, army(12, yellow_bank=4), army(1, yellow_bank=1))  # advantage 11: 3
    assert yellows(s) == (5, 0)
    assert workers(s, 1) == 5  # its workers stay (Agriculture 2, Bronze 2, Warriors 1)


def test_a_loser_with_an_empty_yellow_bank_loses_nothing():
    s = fought(CARD, army(12, yellow_bank=4), army(1, yellow_bank=0))
    assert yellows(s) == (4, 0)
    assert workers(s, 1) == 5
