from .shared_events import civ, cultures, revealing, scoring_at_the_end

EVENT = "III:Impact of Population"


def reveal(*players, age="III", **position):
    """The event revealed during play: it scores at once."""
    return revealing(EVENT, players, age=age, **position)


def final(*players, **position):
    """The event left in the current events when the game ends: scored then."""
    return scoring_at_the_end(EVENT, *players, **position)


def test_unused_workers_count_and_discontent_workers_do_not():
    twelve = {"A:Agriculture": 3, "A:Bronze": 3, "A:Philosophy": 1, "A:Religion": 1, "A:Warriors": 3}
    s = reveal(
        civ(**twelve, unused_workers=1, yellow_bank=14),  # 12 content
        civ(**twelve, unused_workers=1, yellow_bank=10),  # 3 needed, 1 face: 2 discontent, 10 content
        civ(**{**twelve, "A:Agriculture": 6}, unused_workers=1, yellow_bank=14, culture=1),  # 15 content
    )
    assert cultures(s) == [4, 0, 1 + 10]


def test_scored_at_the_end_of_the_game():
    s = final(civ(**{"A:Agriculture": 6, "A:Bronze": 5}, unused_workers=0, yellow_bank=18), civ())
    assert cultures(s) == [2 * (6 + 5 + 1 + 1 - 10), 0]
