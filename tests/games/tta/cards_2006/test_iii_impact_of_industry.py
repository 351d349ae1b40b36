from .helpers_events_later import civ, i, iii, scored

EVENT = iii("Impact of Industry")


def test_culture_equal_to_the_resources_mines_produce():
    iron = {i("Iron"): {"workers": 2}, i("Alchemy"): {"workers": 1}}
    players = [civ(extra=iron), civ(Bronze=0, Philosophy=3)]
    assert scored(EVENT, players) == [2 + 4, 0]
