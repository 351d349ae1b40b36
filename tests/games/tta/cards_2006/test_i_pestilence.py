from .helpers_age_i import BRONZE
from .helpers_events import change, on_turn
from .helpers_events_later import i, reveal_i, without_i

CARD = i("Pestilence")


def test_every_civilization_loses_a_worker_unused_ones_first():
    players = [{}, {"unused_workers": 0, "yellow_bank": 19}, {"unused_workers": 2, "yellow_bank": 17}]
    s = reveal_i(CARD, players)
    assert s.decision().seat == 1  # no unused worker: it chooses what to give up
    s.choose(BRONZE)
    assert on_turn(s, 0)
    base = without_i(players)
    assert [change(s, base, q) for q in range(3)] == [
        {"unused": -1, "yellow": 1},
        {"workers": -1, "yellow": 1},
        {"unused": -1, "yellow": 1},
    ]
