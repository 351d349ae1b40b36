"""Maximilien Robespierre (Age II leader, 2006 edition): a revolution paid with the military
actions, and no culture for it (the New Story card scores 3)."""

from .helpers_age_ii import board, game, i, ii

LEADER = ii("Maximilien Robespierre")
MONARCHY = i("Monarchy")


def position(**player):
    return game(
        {"leader": LEADER, "civil_hand": [MONARCHY], "science": 10, "technologies": board(), **player}
    )


def test_a_revolution_takes_the_military_actions_and_scores_no_culture():
    s = position(actions_spent={"ca": 4, "ma": 0})
    assert s.actions_left(0) == (0, 3)  # Despotism 2 + Robespierre 1
    s.act("revolution", card=MONARCHY)
    p = s.player(0)
    assert p.government.startswith(MONARCHY)
    assert p.science == 10 - 3
    assert p.culture == 0
    # Monarchy's new military action arrives spent, its new civil action usable
    assert s.actions_left(0) == (1, 0)
    assert p.totals == {"ca": 5, "ma": 4}


def test_the_civil_actions_are_not_touched():
    s = position()
    s.act("revolution", card=MONARCHY)
    assert s.actions_left(0) == (5, 0)


def test_no_revolution_once_a_military_action_is_spent():
    assert not position(actions_spent={"ca": 0, "ma": 1}).can("revolution", card=MONARCHY)


def test_without_him_the_revolution_needs_every_civil_action():
    s = game(
        {
            "civil_hand": [MONARCHY],
            "science": 10,
            "technologies": board(),
            "actions_spent": {"ca": 1, "ma": 0},
        }
    )
    assert not s.can("revolution", card=MONARCHY)
