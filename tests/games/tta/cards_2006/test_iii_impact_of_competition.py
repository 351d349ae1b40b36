from .helpers_events_later import civ, i, iii, scored

EVENT = iii("Impact of Competition")


def test_1_culture_per_level_of_each_unit_and_arena():
    army = {i("Swordsmen"): {"workers": 2}, i("Bread and Circuses"): {"workers": 1}}
    players = [civ(Warriors=2, extra=army), civ(Warriors=3)]  # Warriors are level 0
    assert scored(EVENT, players) == [3, 0]
