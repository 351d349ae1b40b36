"""Holy War (Age III war, 2006; no New Story namesake): the loser loses 1 population for every
full 3 points of the winner's strength advantage, unused workers first, then buildings or units
of its own choice (not the units it sacrificed in this war, lost anyway); the winner scores 3
culture for each population lost; equal strengths do nothing."""

from __future__ import annotations

from .helpers_wars import a, civ, declared, fight, fought, k, outcome

CARD = k("III", "Holy War")
AGRICULTURE, BRONZE, WARRIORS = a("Agriculture"), a("Bronze"), a("Warriors")


def population(s, seat: int) -> int:
    p = s.player(seat)
    return p.pool + sum(p.workers.values())


def test_unused_workers_go_first_then_the_loser_chooses_and_the_winner_scores_three_each():
    s = declared(CARD, civ(8, culture=5), civ(2, unused_workers=1, yellow_bank=4, culture=9))
    s.end_turn()
    fight(s)
    assert outcome(s) == (0, 6)  # 2 population
    assert s.player(1).pool == 0
    d = s.decision()
    assert d.seat == 1 and d.kind == "cards"  # the loser chooses
    assert s.labels() == ["Agriculture", "Bronze", "Warriors"]
    s.choose(f"{BRONZE}#p1")
    p = s.player(1)
    assert p.workers[f"{BRONZE}#p1"] == 1 and p.yellow == 6 and population(s, 1) == 5
    assert s.player(0).culture == 5 + 6 and p.culture == 9
    assert s.state.military_discards["III"] == [f"{CARD}#1"]
    assert s.decision().kind == "turn" and s.decision().seat == 0


def test_less_than_three_points_of_advantage_costs_nothing():
    s = fought(CARD, civ(4, culture=5), civ(2, unused_workers=1))
    assert outcome(s) == (0, 2)
    assert population(s, 1) == 7 and s.player(0).culture == 5


def test_every_full_three_points_is_one_population():
    s = fought(CARD, civ(7), civ(2, unused_workers=3))  # 5: 1
    assert population(s, 1) == 8 and s.player(0).culture == 3
    s = fought(CARD, civ(11), civ(2, unused_workers=3))  # 9: 3
    assert population(s, 1) == 6 and s.player(0).culture == 9


def test_a_loser_with_fewer_workers_loses_them_all_and_the_winner_scores_for_those():
    s = fought(CARD, civ(20), civ(1))  # advantage 19: 6 population, it has 5
    while s.decision().seat == 1:
        s.choose(s.actions("choose")[0]["cards"][0])  # (its first building or unit each time)
    assert population(s, 1) == 0
    assert s.player(0).culture == 15


def test_the_units_the_loser_sacrificed_are_not_among_its_choices():
    s = fought(CARD, civ(9), civ(2), on=("Warriors", "Warriors"))  # 9 against 4: 1 population
    assert outcome(s) == (0, 5)
    assert s.labels() == ["Agriculture", "Bronze"]
    s.choose(f"{AGRICULTURE}#p1")
    p = s.player(1)
    assert WARRIORS + "#p1" not in p.workers  # its 2 Warriors lost as sacrificed
    assert population(s, 1) == 3 and s.player(0).culture == 3


def test_a_stronger_target_wins_and_the_declarer_loses_population():
    s = fought(CARD, civ(1, unused_workers=1, culture=2), civ(4, culture=1))  # the target by 3
    assert outcome(s) == (1, 3)
    assert population(s, 0) == 5 and s.player(1).culture == 4 and s.player(0).culture == 2


def test_equal_strengths_change_nothing():
    s = fought(CARD, civ(3, unused_workers=1), civ(3, unused_workers=1))
    assert outcome(s) is None
    assert population(s, 0) == population(s, 1) == 8
    assert s.player(0).culture == s.player(1).culture == 0
    # three Warriors more and the target loses its unused worker
    s = fought(CARD, civ(6), civ(3, unused_workers=1))
    assert population(s, 1) == 7 and s.player(0).culture == 3
