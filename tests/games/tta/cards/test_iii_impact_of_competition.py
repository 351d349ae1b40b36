from .shared_events import civ, cultures, revealing, scoring_at_the_end

EVENT = "III:Impact of Competition"


def reveal(*players, age="III", **position):
    """The event revealed during play: it scores at once."""
    return revealing(EVENT, players, age=age, **position)


def final(*players, **position):
    """The event left in the current events when the game ends: scored then."""
    return scoring_at_the_end(EVENT, *players, **position)


def test_culture_per_level_of_units_and_arenas():
    s = reveal(
        civ(**{"I:Swordsmen": 2, "I:Knights": 1, "I:Bread and Circuses": 1}),  # Warriors: level 0
        civ(**{"II:Riflemen": 2, "II:Team Sports": 1, "II:Opera": 1}),  # a theater is not an arena
        civ(),
    )
    assert cultures(s) == [2 + 1 + 1, 4 + 2, 0]


def test_scored_at_the_end_of_the_game():
    s = final(civ(**{"III:Air Forces": 1, "III:Professional Sports": 2}, culture=1), civ(**{"II:Cannon": 1}))
    assert cultures(s) == [1 + 3 + 6, 2]
