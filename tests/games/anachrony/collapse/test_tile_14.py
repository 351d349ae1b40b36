"""Collapsing Capital tile 14 (Research): up to 2 paradoxes returned too."""

from __future__ import annotations

from ._helpers import capital

ONE_LEFT = {"1-3": 1}


def test_return_two_paradoxes() -> None:
    s = capital({"paradox": 2, "breakthroughs_left": ONE_LEFT}, research=[14, 11])
    s.place("research:0", "scientist").choose("icon:3")
    assert s.decision().kind == "paradox_back" and s.choices() == [1, 2]
    s.choose(2)
    assert s.player(0).paradox == 0 and s.player(0).breakthroughs == [[1, 3]]


def test_return_one_or_none() -> None:
    s = capital({"paradox": 2, "breakthroughs_left": ONE_LEFT}, research=[14, 11])
    s.place("research:0", "scientist").choose("icon:3", 1)
    assert s.player(0).paradox == 1
    s = capital({"paradox": 2, "breakthroughs_left": ONE_LEFT}, research=[14, 11])
    s.place("research:0", "scientist").choose("icon:3", "pass")
    assert s.player(0).paradox == 2


def test_with_one_paradox_up_to_one() -> None:
    s = capital({"paradox": 1, "breakthroughs_left": ONE_LEFT}, research=[14, 11])
    s.place("research:0", "scientist").choose("icon:3")
    assert s.choices() == [1]


def test_nothing_asked_without_paradoxes() -> None:
    s = capital({"paradox": 0, "breakthroughs_left": ONE_LEFT}, research=[14, 11])
    s.place("research:0", "scientist").choose("icon:3")
    assert s.decision().seat == 1
