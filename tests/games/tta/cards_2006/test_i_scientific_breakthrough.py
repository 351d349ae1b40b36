from .helpers_events import change
from .helpers_events_later import civ, i, reveal_i, without_i

CARD = i("Scientific Breakthrough")


def test_every_civilization_scores_its_science_rating():
    alchemy = {i("Alchemy"): {"workers": 1}}
    players = [civ(Philosophy=3), civ(extra=alchemy), {}]
    s, base = reveal_i(CARD, players), without_i(players)
    assert [change(s, base, q) for q in range(3)] == [{"science": 3}, {"science": 3}, {"science": 1}]
