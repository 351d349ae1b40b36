from .shared_events import civ, cultures, revealing, scoring_at_the_end

EVENT = "III:Impact of Industry"


def reveal(*players, age="III", **position):
    """The event revealed during play: it scores at once."""
    return revealing(EVENT, players, age=age, **position)


def final(*players, **position):
    """The event left in the current events when the game ends: scored then."""
    return scoring_at_the_end(EVENT, *players, **position)


def test_culture_equal_to_mine_production():
    s = reveal(civ(**{"I:Iron": 1}), civ(**{"A:Bronze": 0}), civ(**{"II:Coal": 2, "A:Bronze": 1}))
    assert cultures(s) == [2 + 2, 0, 6 + 1]
    assert s.resources(0) == 0  # nothing is produced


def test_labs_under_bill_gates_do_not_count_but_the_railroad_does():
    s = final(
        civ(**{"I:Alchemy": 2}, leader="III:Bill Gates"),
        civ(**{"I:Iron": 1}, wonders=["II:Transcontinental Railroad"], culture=1),
    )
    # Bill Gates scores nothing at the end: his labs never produced in a production phase
    assert cultures(s) == [2, 1 + 2 + 2 + 2]


def test_corruption_and_a_short_blue_bank_are_ignored():
    s = final(civ(blue_bank=0), civ(blue_bank=3))
    assert cultures(s) == [2, 2]
