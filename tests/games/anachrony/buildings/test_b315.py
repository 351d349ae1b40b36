"""Life support #315: no action at all; when built its owner gains 8 water."""

from __future__ import annotations

from . import game, me, offered

KEY = "b315"


def test_built_it_gives_eight_water() -> None:
    stacks = {"life_support": {"primary": [KEY]}}
    s = game(powered=[1], goods={"T": 2, "W": 1}, position={"stacks": stacks})
    s.place("construct:0", "engineer")  # (the one tile it can afford: built without asking)
    p = me(s)
    assert p.rows["life_support"] == [KEY, None, None]
    assert (p.goods["T"], p.goods["W"]) == (1, 9)


def test_it_has_no_action() -> None:
    s = game(KEY, goods={"W": 9, "N": 2, "E": 2})
    assert not offered(s, KEY)
    assert not s.can("free", action=KEY)
