from .helpers_events_later import civ, iii, scored

EVENT = iii("Impact of Colonies")


def test_4_culture_per_colony():
    # the Advanced game (colonies), the event among those scored at its end
    players = [
        civ(colonies=["I:Fertile Territory (2006)", "II:Historic Territory (2006)"]),
        civ(),
        civ(colonies=["I:Strategic Territory (2006)"]),
    ]
    assert scored(EVENT, players, mode="advanced") == [8, 0, 4]  # the New Story card: 3 per colony
