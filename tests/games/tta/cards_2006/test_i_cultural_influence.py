from .helpers_events import change
from .helpers_events_later import civ, i, reveal_i, without_i

CARD = i("Cultural Influence")


def test_every_civilization_scores_its_culture_rating():
    players = [civ(Religion=2), {}, civ(extra={i("Drama"): {"workers": 1}})]
    s, base = reveal_i(CARD, players), without_i(players)
    assert [s.ratings(q).culture for q in range(3)] == [2, 0, 2]
    assert [change(s, base, q) for q in range(3)] == [{"culture": 2}, {}, {"culture": 2}]
