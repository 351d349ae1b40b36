"""Collapsing Capital tile 12 (Research): another standard Research action, if the player likes."""

from __future__ import annotations

from ._helpers import capital

TWO_LEFT = {"1-3": 2}


def test_a_second_research() -> None:
    s = capital({"breakthroughs_left": TWO_LEFT}, research=[12, 11])
    s.place("research:0", "scientist").choose("icon:3")
    assert s.decision().kind == "bonus_action" and s.choices() == ["research"]
    s.choose("research", "icon:3")
    p = s.player(0)
    assert p.breakthroughs == [[1, 3], [1, 3]] and p.vp == 0  # (no bonus for the second)
    assert s.decision().seat == 1


def test_the_player_may_pass() -> None:
    s = capital({"breakthroughs_left": TWO_LEFT}, research=[12, 11])
    s.place("research:0", "scientist").choose("icon:3", "pass")
    assert s.player(0).breakthroughs == [[1, 3]] and s.state.breakthroughs["1-3"] == 1
    assert s.decision().seat == 1


def test_not_offered_with_no_breakthrough_left() -> None:
    s = capital({"breakthroughs_left": {"1-3": 1}}, research=[12, 11])
    s.place("research:0", "scientist").choose("icon:3")
    assert s.decision().seat == 1 and s.player(0).breakthroughs == [[1, 3]]
