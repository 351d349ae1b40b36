"""`reach`: reach +1 for this action — pay 1 food less for distance, never below 0 (digest
§5.4); the standard machine "activate during an action: reach +1" (§10)."""

from __future__ import annotations

from epocha.games.revive.mapactions import distance_food

from . import me, res, scenario

SAND = {"s4:2": {"type": "sand"}, "s2:2": {"type": "sand"}}


def _s() -> object:
    return scenario(me(opened=["std_long_lens"], resources={"gear": 6}), map={"spaces": SAND})


def test_the_next_action_pays_one_food_less_and_spends_it() -> None:
    s = _s()
    far = s.space("s4:2")  # (one space between it and the abyss)
    assert distance_food(s.state, s.player(0))[far] == 1
    assert not s.can("build", space=far, size="small")  # (no food)
    s.activate("std_long_lens")
    assert distance_food(s.state, s.player(0))[far] == 0
    s.build("s4:2")
    assert res(s)["gear"] == 3 and res(s)["food"] == 0
    assert "reach" not in s.player(0).boosts  # (spent on that action)


def test_reach_does_not_go_below_zero() -> None:
    s = _s()
    near = s.space("s2:2")  # (next to the abyss: distance 0)
    s.activate("std_long_lens")
    assert distance_food(s.state, s.player(0))[near] == 0
