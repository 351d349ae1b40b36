"""War over Culture (Age II war, 2006; no New Story namesake in Age II): the winner takes from
the loser as much culture as its strength advantage, all the loser has if less; either side may
win; equal strengths do nothing; the units sacrificed count twice and are lost."""

from __future__ import annotations

from .helpers_wars import civ, fought, k, outcome

CARD = k("II", "War over Culture")


def cultures(s) -> tuple[int, int]:
    return s.player(0).culture, s.player(1).culture


def test_the_declarer_takes_its_strength_advantage_in_culture():
    s = fought(CARD, civ(5, culture=10), civ(1, culture=20))
    assert outcome(s) == (0, 4)
    assert cultures(s) == (14, 16)
    assert s.state.wars == [] and s.state.military_discards["II"] == [f"{CARD}#1"]
    assert s.decision().kind == "turn" and s.decision().seat == 0


def test_the_advantage_scales_the_spoils():
    assert cultures(fought(CARD, civ(2, culture=10), civ(1, culture=20))) == (11, 19)
    assert cultures(fought(CARD, civ(9, culture=10), civ(1, culture=20))) == (18, 12)


def test_a_stronger_target_takes_culture_from_the_declarer():
    s = fought(CARD, civ(1, culture=10), civ(4, culture=20))
    assert outcome(s) == (1, 3)
    assert cultures(s) == (7, 23)


def test_the_loser_loses_only_what_it_has_and_the_winner_scores_only_that():
    s = fought(CARD, civ(9, culture=10), civ(1, culture=3))  # advantage 8
    assert cultures(s) == (13, 0)


def test_equal_strengths_change_nothing():
    s = fought(CARD, civ(3, culture=10), civ(3, culture=20))
    assert outcome(s) is None
    assert cultures(s) == (10, 20)
    assert s.state.military_discards["II"] == [f"{CARD}#1"]
    # one Warriors more and the declarer wins by 1
    assert cultures(fought(CARD, civ(4, culture=10), civ(3, culture=20))) == (11, 19)


def test_sacrifices_turn_the_war_and_the_units_sacrificed_are_lost():
    # 3 against 4: the target would win by 1
    assert cultures(fought(CARD, civ(3, culture=10), civ(4, culture=20))) == (9, 21)
    # the declarer sacrifices 2 Warriors: 3 + 2 = 5 against 4, it wins by 1
    s = fought(CARD, civ(3, culture=10), civ(4, culture=20), by=("Warriors", "Warriors"))
    assert outcome(s) == (0, 1) and cultures(s) == (11, 19)
    assert s.ratings(0).strength == 1
    # the target answers with 2 of its own: 4 + 2 = 6 against 5, it wins by 1
    s = fought(CARD, civ(3, culture=10), civ(4, culture=20), by=("Warriors",) * 2, on=("Warriors",) * 2)
    assert outcome(s) == (1, 1) and cultures(s) == (9, 21)
    assert s.ratings(0).strength == 1 and s.ratings(1).strength == 2
