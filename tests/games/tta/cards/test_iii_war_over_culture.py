"""War over Culture (Age III war): the loser loses 5 culture plus the strength advantage (all it
has if less); the winner scores exactly what was lost."""

from __future__ import annotations

from .shared_wars import army, fought, war_points

CARD = "III:War over Culture"


def test_the_declarer_wins_five_culture_plus_the_advantage():
    s = fought(CARD, army(4, culture=10), army(1, culture=20))  # advantage 3: 8
    assert war_points(s, "culture", CARD) == {0: 8, 1: -8}
    assert (s.player(0).culture, s.player(1).culture) == (18, 12)
    assert s.state.wars == [] and s.state.military_discards["III"] == ["III:War over Culture#1"]
    assert s.decision().seat == 0 and s.decision().kind == "turn"


def test_the_target_may_win_and_takes_culture_from_the_declarer():
    s = fought(CARD, army(2, culture=30), army(8, culture=1))  # the target by 6: 11
    assert s.events("war_won")[0]["args"]["winner"] == 1
    assert war_points(s, "culture", CARD) == {0: -11, 1: 11}
    assert (s.player(0).culture, s.player(1).culture) == (19, 12)


def test_equal_strengths_have_no_effect():
    s = fought(CARD, army(5, culture=10), army(5, culture=20))
    assert s.events("war_tied")[0]["args"]["strength"] == 5
    assert war_points(s, "culture", CARD) == {}
    assert (s.player(0).culture, s.player(1).culture) == (10, 20)
    assert s.state.military_discards["III"] == ["III:War over Culture#1"]


def test_a_strength_advantage_of_one_costs_six_culture():
    s = fought(CARD, army(2, culture=0), army(1, culture=9))
    assert (s.player(0).culture, s.player(1).culture) == (6, 3)


def test_a_loser_with_less_culture_loses_what_it_has_and_the_winner_scores_only_that():
    s = fought(CARD, army(10, culture=2), army(1, culture=7))  # advantage 9: 14 > 7
    assert war_points(s, "culture", CARD) == {0: 7, 1: -7}
    assert (s.player(0).culture, s.player(1).culture) == (9, 0)


def test_a_loser_without_culture_gives_nothing():
    s = fought(CARD, army(10, culture=2), army(1, culture=0))
    assert war_points(s, "culture", CARD) == {}
    assert (s.player(0).culture, s.player(1).culture) == (2, 0)
