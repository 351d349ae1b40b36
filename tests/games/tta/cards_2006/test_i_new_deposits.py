from .helpers_events import change
from .helpers_events_later import civ, i, reveal_i, without_i

CARD = i("New Deposits")


def test_every_mine_produces_resources_at_once():
    iron = {i("Iron"): {"workers": 1}}
    players = [{}, civ(extra=iron), civ(Bronze=0)]
    s, base = reveal_i(CARD, players), without_i(players)
    assert [change(s, base, q) for q in range(3)] == [
        {"resources": 2, "blue": -2},
        {"resources": 4, "blue": -3},  # 2 tokens on Bronze, 1 token worth 2 on Iron
        {},
    ]
