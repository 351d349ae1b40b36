from .helpers_events_later import civ, i, iii, scored

EVENT = iii("Impact of Architecture")


def test_1_culture_per_level_of_each_urban_building():
    urban = {i("Alchemy"): {"workers": 2}, i("Drama"): {"workers": 1}, "II:Opera (2006)": {"workers": 1}}
    players = [civ(extra=urban), civ(Philosophy=2, Religion=2)]  # Age A buildings are level 0
    assert scored(EVENT, players) == [2 + 1 + 2, 0]
