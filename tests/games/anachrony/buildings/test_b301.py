"""Life support #301: a free action giving 1 water; when built it gives 3 water at once."""

from __future__ import annotations

from . import after_free, assert_free_action, game, me

KEY = "b301"


def test_a_free_action_giving_a_water() -> None:
    s = assert_free_action(KEY, goods={"W": 2})
    assert me(s).goods["W"] == 3
    after_free(s, KEY)


def test_built_it_gives_three_water() -> None:
    stacks = {"life_support": {"primary": [KEY]}}
    s = game(powered=[1], goods={"T": 2, "W": 1}, position={"stacks": stacks})
    s.place("construct:0", "scientist")  # (the one tile it can afford: built without asking)
    p = me(s)
    assert p.rows["life_support"] == [KEY, None, None]
    assert (p.goods["T"], p.goods["W"]) == (0, 4)
    assert s.can("free", action=KEY)  # usable at once
