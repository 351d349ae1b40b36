from .shared_events import civ, cultures, revealing, scoring_at_the_end

EVENT = "III:Impact of Progress"


def reveal(*players, age="III", **position):
    """The event revealed during play: it scores at once."""
    return revealing(EVENT, players, age=age, **position)


def final(*players, **position):
    """The event left in the current events when the game ends: scored then."""
    return scoring_at_the_end(EVENT, *players, **position)


def test_2_culture_per_level_of_government_and_special_technologies():
    s = reveal(
        civ(specials=["I:Code of Laws"]),
        civ(government="II:Republic", specials=["II:Strategy", "I:Cartography"]),
        civ(
            government="III:Democracy",
            specials=["III:Civil Service", "III:Military Theory", "III:Satellites", "III:Engineering"],
        ),
        civ(),
    )
    assert cultures(s) == [2, 10, 30, 0]


def test_scored_at_the_end_of_the_game():
    s = final(civ(government="I:Monarchy", culture=4), civ(specials=["II:Navigation"]))
    assert cultures(s) == [6, 4]
