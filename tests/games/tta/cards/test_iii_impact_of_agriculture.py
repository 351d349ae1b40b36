from .shared_events import civ, cultures, revealing, scoring_at_the_end

EVENT = "III:Impact of Agriculture"


def reveal(*players, age="III", **position):
    """The event revealed during play: it scores at once."""
    return revealing(EVENT, players, age=age, **position)


def final(*players, **position):
    """The event left in the current events when the game ends: scored then."""
    return scoring_at_the_end(EVENT, *players, **position)


def test_food_produced_plus_4_if_it_exceeds_consumption():
    s = reveal(
        civ(),  # 2 food, consumption 0
        civ(**{"A:Agriculture": 1, "I:Irrigation": 2}, yellow_bank=10),  # 5 food, consumption 2
        civ(**{"A:Agriculture": 0}),  # 0 food, consumption 0: not more
    )
    assert cultures(s) == [6, 9, 0]
    assert s.food(0) == 0  # nothing is produced


def test_no_bonus_when_production_only_equals_consumption():
    s = reveal(civ(yellow_bank=10), civ(yellow_bank=9))  # consumption 2 both
    assert cultures(s) == [2, 2]


def test_a_short_blue_bank_does_not_lower_the_count():
    s = final(civ(blue_bank=0, culture=1), civ(**{"II:Selective Breeding": 2}, yellow_bank=12))
    assert cultures(s) == [1 + 2 + 4, 2 + 6 + 4]
