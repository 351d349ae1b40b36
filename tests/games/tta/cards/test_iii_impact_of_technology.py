from .shared_events import civ, cultures, revealing, scoring_at_the_end

EVENT = "III:Impact of Technology"


def reveal(*players, age="III", **position):
    """The event revealed during play: it scores at once."""
    return revealing(EVENT, players, age=age, **position)


def final(*players, **position):
    """The event left in the current events when the game ends: scored then."""
    return scoring_at_the_end(EVENT, *players, **position)


def test_4_culture_per_age_iii_technology_in_play():
    s = reveal(
        civ(
            **{"III:Computers": 0, "III:Oil": 1, "II:Coal": 1},
            government="III:Democracy",
            specials=["III:Satellites"],
        ),
        civ(**{"III:Air Forces": 1}, leader="III:Bill Gates", wonders=["III:Internet"]),  # not technologies
        civ(),
    )
    assert cultures(s) == [16, 4, 0]


def test_scored_at_the_end_of_the_game():
    s = final(civ(**{"III:Multimedia": 1, "III:Movies": 1}, culture=2), civ(government="III:Fundamentalism"))
    assert cultures(s) == [10, 4]
