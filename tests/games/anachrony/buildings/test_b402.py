"""Lab #402: a passive: every power plant of its owner reaches two eras further. Covered by an
anomaly, it does nothing."""

from __future__ import annotations

from . import focus_choices, game, me, offered

KEY = "b402"


def test_a_range_2_plant_reaches_four_eras() -> None:
    s = game("b102", KEY, era=6).place("b102", "engineer")
    assert focus_choices(s) == [2, 3, 4, 5]


def test_range_stops_at_era_1() -> None:
    s = game("b105", KEY, era=3).place("b105", "engineer")
    assert focus_choices(s) == [1, 2]
    s.choose(1)
    assert me(s).focus == 1


def test_covered_by_an_anomaly_it_adds_nothing() -> None:
    s = game(era=6, rows={"power_plant": ["b102"], "lab": ["anomaly:b402"]}).place("b102", "engineer")
    assert focus_choices(s) == [4, 5]


def test_it_has_no_action() -> None:
    s = game(KEY, goods={"W": 5})
    assert not offered(s, KEY) and not s.can("free", action=KEY)
