from .shared_events import civ, cultures, revealing, scoring_at_the_end

EVENT = "III:Impact of Architecture"


def reveal(*players, age="III", **position):
    """The event revealed during play: it scores at once."""
    return revealing(EVENT, players, age=age, **position)


def final(*players, **position):
    """The event left in the current events when the game ends: scored then."""
    return scoring_at_the_end(EVENT, *players, **position)


def test_culture_per_level_of_each_urban_building():
    s = reveal(
        civ(**{"A:Religion": 1, "I:Alchemy": 2, "II:Opera": 1, "II:Cannon": 1}),
        civ(),
        civ(**{"III:Computers": 1, "I:Bread and Circuses": 1, "I:Printing Press": 1}),
    )
    # Age A buildings score 0, units are not urban buildings
    assert cultures(s) == [2 + 2, 0, 3 + 1 + 1]


def test_scored_at_the_end_of_the_game():
    s = final(civ(**{"II:Journalism": 2}, culture=5), civ(**{"I:Theology": 1}))
    assert cultures(s) == [9, 1]


def test_a_technology_without_workers_is_no_building():
    s = final(civ(**{"III:Movies": 0}), civ())
    assert cultures(s) == [0, 0]
