from .shared_events import civ, cultures, revealing, scoring_at_the_end

EVENT = "III:Impact of Wonders"


def reveal(*players, age="III", **position):
    """The event revealed during play: it scores at once."""
    return revealing(EVENT, players, age=age, **position)


def final(*players, **position):
    """The event left in the current events when the game ends: scored then."""
    return scoring_at_the_end(EVENT, *players, **position)


def test_culture_by_the_age_of_each_completed_wonder():
    s = reveal(
        civ(wonders=["A:Pyramids", "I:Great Wall", "II:Eiffel Tower", "III:Internet"]),
        civ(wonders=["A:Colossus"], building={"card": "II:Kremlin", "stages_built": 2}),
        civ(),
    )
    assert cultures(s) == [5 + 4 + 3 + 2, 5, 0]


def test_ruined_wonders_still_count():
    s = final(civ(wonders=["A:Hanging Gardens", "I:Taj Mahal"], ruined=["A:Hanging Gardens"]), civ(culture=3))
    assert cultures(s) == [9, 3]
