from .shared_events import civ, cultures, revealing, scoring_at_the_end

EVENT = "III:Impact of Happiness"


def reveal(*players, age="III", **position):
    """The event revealed during play: it scores at once."""
    return revealing(EVENT, players, age=age, **position)


def final(*players, **position):
    """The event left in the current events when the game ends: scored then."""
    return scoring_at_the_end(EVENT, *players, **position)


def test_2_per_happy_face_minus_2_per_discontent_worker():
    s = reveal(
        civ(**{"A:Religion": 2}, yellow_bank=12),  # 2 faces, 2 needed: 4
        civ(yellow_bank=10, culture=10),  # 0 faces, 3 discontent: -6
        civ(**{"A:Religion": 2, "II:Team Sports": 2}, wonders=["A:Hanging Gardens"]),  # 10 faces
    )
    assert cultures(s) == [4, 4, 16]


def test_a_loss_stops_at_0_and_covered_discontent_still_counts():
    s = final(civ(yellow_bank=8, unused_workers=4, culture=3), civ(**{"A:Religion": 1}, yellow_bank=14))
    assert cultures(s) == [0, 2]
