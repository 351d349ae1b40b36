"""Collapsing Capital tile 13 (Research): the second die set too, for nothing."""

from __future__ import annotations

from ._helpers import capital

LEFT = {"1-3": 1, "1-4": 1, "2-2": 1}


def test_both_dice_set() -> None:
    s = capital({"goods": {"W": 3}, "breakthroughs_left": dict(LEFT)}, research=[13, 11])
    s.place("research:0", "scientist").choose("shape:1")
    assert s.decision().kind == "die" and s.choices() == ["icon:3", "icon:4"]
    s.choose("icon:4")
    p = s.player(0)
    assert p.breakthroughs == [[1, 4]] and p.goods["W"] == 3
    assert s.state.breakthroughs == {"1-3": 1, "1-4": 0, "2-2": 1}


def test_the_second_die_may_be_rolled() -> None:
    s = capital({"breakthroughs_left": {"1-3": 1, "2-2": 1}}, research=[13, 11])
    s.place("research:0", "scientist").choose("shape:2", "pass")
    assert s.player(0).breakthroughs == [[2, 2]]


def test_free_for_cornella_too() -> None:
    player = {"path": "progress", "leader": "cornella", "goods": {"W": 3}, "breakthroughs_left": dict(LEFT)}
    s = capital(player, research=[13, 11])
    s.place("research:0", "scientist").choose("shape:1", "icon:3")
    assert s.player(0).breakthroughs == [[1, 3]] and s.player(0).goods["W"] == 3


def test_not_on_another_tile() -> None:
    s = capital({"breakthroughs_left": {"2-2": 1, "1-3": 1}}, research=[11, 13])
    s.place("research:0", "scientist").choose("shape:2")  # the icon die rolled, no choice
    assert s.player(0).breakthroughs == [[2, 2]] and s.decision().seat == 1
