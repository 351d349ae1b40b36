"""Lab #401: a passive: every power plant of its owner reaches one era further (lab bonuses
add up with #402). Covered by an anomaly, it does nothing."""

from __future__ import annotations

from . import focus_choices, game, offered

KEY = "b401"


def reach(*tiles: str) -> list[int]:
    s = game("b101", *tiles, era=6).place("b101", "engineer")
    return focus_choices(s)


def test_a_range_1_plant_reaches_two_eras() -> None:
    assert reach() == []  # range 1: era 5 alone, taken without asking
    assert reach(KEY) == [4, 5]


def test_it_adds_up_with_402() -> None:
    assert reach(KEY, "b402") == [2, 3, 4, 5]


def test_covered_by_an_anomaly_it_adds_nothing() -> None:
    s = game(era=6, rows={"power_plant": ["b102"], "lab": ["anomaly:b401"]}).place("b102", "engineer")
    assert focus_choices(s) == [4, 5]


def test_it_has_no_action() -> None:
    s = game(KEY, goods={"W": 5})
    assert not offered(s, KEY) and not s.can("free", action=KEY)
