"""Napoleon Bonaparte (Age II leader, 2006 edition): +1 military action, and the tactic value of
the best army counted a second time (the New Story card: +2 military actions, +2 strength per
unit type). The 2006 Simple-game position takes the Age II tactic Napoleonic Army (2006): one
infantry, one cavalry, one artillery, 8 strength (4 outdated)."""

from .helpers_age_ii import board, game, i, ii

LEADER = ii("Napoleon Bonaparte")
TACTIC = ii("Napoleonic Army")


def strength(units, leader=LEADER, tactic=TACTIC, **workers):
    spec = {"technologies": board(extra={k: {"workers": n} for k, n in units.items()}, **workers)}
    if leader:
        spec["leader"] = leader
    if tactic:
        spec["tactic"] = tactic
    return game(spec).ratings(0).strength


def test_one_up_to_date_army_counts_its_8_twice():
    units = {i("Swordsmen"): 1, i("Knights"): 1, ii("Cannon"): 1}
    # Warriors 1, Swordsmen 2, Knights 2, Cannon 3; the army 8
    assert strength(units, leader=None) == 1 + 2 + 2 + 3 + 8
    assert strength(units) == 1 + 2 + 2 + 3 + 8 + 8


def test_an_outdated_army_counts_its_lower_value_twice():
    units = {i("Knights"): 1, ii("Cannon"): 1}  # the infantry: Warriors, two levels below
    assert strength(units, leader=None) == 1 + 2 + 3 + 4
    assert strength(units) == 1 + 2 + 3 + 4 + 4


def test_the_best_of_two_armies_counts_again():
    units = {i("Swordsmen"): 1, i("Knights"): 2, ii("Cannon"): 2}
    # armies: Swordsmen + Knights + Cannon (8), Warriors + Knights + Cannon (outdated, 4)
    base = 1 + 2 + 2 * 2 + 2 * 3
    assert strength(units, leader=None) == base + 8 + 4
    assert strength(units) == base + 8 + 4 + 8


def test_no_complete_army_or_no_tactic_adds_nothing():
    units = {i("Knights"): 1, ii("Cannon"): 1}
    assert strength(units, Warriors=0) == 2 + 3  # no infantry: no army
    assert strength(units, tactic=None) == 1 + 2 + 3  # (the New Story card: +6 for three types)


def test_he_gives_one_military_action():
    s = game({"leader": LEADER, "technologies": board()})
    assert s.actions_left(0) == (4, 3)
    assert s.player(0).totals == {"ca": 4, "ma": 3}
