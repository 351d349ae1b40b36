from .helpers_events_later import civ, i, iii, scored

EVENT = iii("Impact of Wonders")


def test_5_culture_per_age_a_wonder_and_4_per_age_i_wonder():
    players = [civ(wonders=["A:Pyramids (2006)", i("Great Wall")]), civ(wonders=["A:Colossus (2006)"]), civ()]
    assert scored(EVENT, players) == [9, 5, 0]


def test_an_unfinished_wonder_does_not_count():
    players = [civ(building={"card": i("Taj Mahal"), "stages_built": 2}), civ()]
    assert scored(EVENT, players) == [0, 0]
