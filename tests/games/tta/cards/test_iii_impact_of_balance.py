from .shared_events import civ, cultures, revealing, scoring_at_the_end

EVENT = "III:Impact of Balance"


def reveal(*players, age="III", **position):
    """The event revealed during play: it scores at once."""
    return revealing(EVENT, players, age=age, **position)


def final(*players, **position):
    """The event left in the current events when the game ends: scored then."""
    return scoring_at_the_end(EVENT, *players, **position)


def test_twice_the_least_of_science_culture_food_and_resources():
    balanced = civ(
        **{
            "I:Alchemy": 1,  # science 1 + 2 = 3
            "A:Religion": 1,
            "I:Drama": 1,  # culture 1 + 2 = 3
            "I:Irrigation": 1,  # food 2 + 2 = 4
            "I:Iron": 1,
            "A:Bronze": 1,  # resources 1 + 2 = 3
        }
    )
    s = reveal(civ(**{"A:Religion": 1}), balanced, civ())
    assert [s.ratings(q).culture for q in range(3)] == [1, 3, 0]
    assert cultures(s) == [2, 6, 0]


def test_corruption_and_consumption_are_ignored():
    s = final(civ(**{"A:Religion": 1}, yellow_bank=8, blue_bank=2, culture=3), civ())
    assert cultures(s) == [3 + 2, 0]


def test_no_food_means_nothing():
    s = final(civ(**{"A:Religion": 2, "A:Agriculture": 0}), civ(**{"A:Religion": 1}))
    assert cultures(s) == [0, 2]
