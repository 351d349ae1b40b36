from .shared_events import civ, cultures, revealing, scoring_at_the_end

EVENT = "III:Impact of Government"


def reveal(*players, age="III", **position):
    """The event revealed during play: it scores at once."""
    return revealing(EVENT, players, age=age, **position)


def final(*players, **position):
    """The event left in the current events when the game ends: scored then."""
    return scoring_at_the_end(EVENT, *players, **position)


def test_2_culture_per_civil_action_and_1_per_military_action():
    s = reveal(civ(), civ(government="I:Monarchy", wonders=["A:Pyramids"]), civ(specials=["I:Warfare"]))
    assert cultures(s) == [4 * 2 + 2, 6 * 2 + 3, 4 * 2 + 3]


def test_spent_actions_count_too():
    s = reveal(civ(actions_spent={"ca": 1, "ma": 2}), civ(government="III:Communism"))
    assert cultures(s) == [10, 7 * 2 + 5]


def test_scored_at_the_end_of_the_game():
    s = final(civ(government="II:Republic", culture=2), civ(specials=["III:Civil Service"]))
    assert cultures(s) == [2 + 7 * 2 + 2, 6 * 2 + 2]
