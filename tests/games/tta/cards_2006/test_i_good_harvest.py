from .helpers_events import change
from .helpers_events_later import civ, i, reveal_i, without_i

CARD = i("Good Harvest")


def test_every_farm_produces_food_at_once_with_nothing_consumed():
    irrigation = {i("Irrigation"): {"workers": 2}}
    players = [{}, civ(extra=irrigation), {"yellow_bank": 8}]
    s, base = reveal_i(CARD, players), without_i(players)
    assert [change(s, base, q) for q in range(3)] == [
        {"food": 2, "blue": -2},
        {"food": 6, "blue": -4},  # 2 tokens on Agriculture, 2 tokens worth 2 on Irrigation
        {"food": 2, "blue": -2},  # a small yellow bank would consume: not now
    ]
    assert change(s, base, 0).get("resources") is None
