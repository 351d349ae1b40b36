from .shared_events import civ, cultures, revealing, scoring_at_the_end

EVENT = "III:Impact of Variety"


def reveal(*players, age="III", **position):
    """The event revealed during play: it scores at once."""
    return revealing(EVENT, players, age=age, **position)


def final(*players, **position):
    """The event left in the current events when the game ends: scored then."""
    return scoring_at_the_end(EVENT, *players, **position)


def test_2_culture_per_type_of_unit_type_of_urban_building_and_special_technology():
    varied = civ(
        **{"I:Swordsmen": 1, "I:Knights": 1, "A:Religion": 1, "II:Cannon": 0},  # Cannon unmanned
        specials=["I:Code of Laws", "I:Warfare"],
    )
    # infantry (Warriors and Swordsmen count once), cavalry, lab, temple: 4 types + 2 specials
    s = reveal(varied, civ(**{"A:Philosophy": 0, "A:Warriors": 0}), civ())
    assert cultures(s) == [12, 0, 4]


def test_scored_at_the_end_of_the_game():
    every = civ(
        **{
            "I:Knights": 1,
            "II:Cannon": 1,
            "III:Air Forces": 1,
            "A:Religion": 1,
            "I:Printing Press": 1,
            "I:Drama": 1,
            "I:Bread and Circuses": 1,
        },
        specials=["I:Code of Laws", "I:Warfare", "I:Cartography", "I:Masonry"],
    )
    s = final(every, civ(culture=1))
    assert cultures(s) == [2 * (4 + 5 + 4), 1 + 4]
