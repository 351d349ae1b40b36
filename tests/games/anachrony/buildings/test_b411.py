"""Lab #411: a passive for Research: once one die is set, its owner may pay 1 water to set the
other die too instead of rolling it (asked before the roll; only faces that show a breakthrough
still there are offered). Covered by an anomaly, it does nothing."""

from __future__ import annotations

from . import game, me, offered

KEY = "b411"
LEFT = {"breakthroughs": {"1-2": 1, "1-4": 2, "2-1": 1}}


def research(*tiles: str, water: int = 2, **player: object):
    s = game(*tiles, powered=[1], goods={"W": water}, active={"scientist": 1}, position=LEFT, **player)
    return s.place("research:0", "scientist").choose("shape:1")


def test_one_water_sets_the_second_die() -> None:
    s = research(KEY)
    assert s.decision().kind == "die"
    assert s.choices() == ["icon:2", "icon:4"]
    s.choose("icon:4")
    p = me(s)
    assert (p.goods["W"], p.breakthroughs) == (1, [[1, 4]])
    assert s.state.breakthroughs["1-4"] == 1


def test_the_second_die_may_be_rolled_instead() -> None:
    s = research(KEY).choose("pass")
    assert me(s).goods["W"] == 2
    assert s.decision().kind != "die"
    assert not s.events("research_set") and s.events("research_roll")


def test_no_offer_without_water_or_without_the_lab() -> None:
    for s in (research(KEY, water=0), research()):
        assert s.decision().kind != "die"
        assert s.events("research_roll")


def test_covered_by_an_anomaly_it_does_nothing() -> None:
    s = research(rows={"lab": ["anomaly:b411"]})
    assert s.decision().kind != "die"


def test_it_has_no_action() -> None:
    s = game(KEY, goods={"W": 5})
    assert not offered(s, KEY) and not s.can("free", action=KEY)
