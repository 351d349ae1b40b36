"""Lab #405: a passive: its owner's paradox limit is one higher (an anomaly strikes at the
fourth paradox, not the third)."""

from __future__ import annotations

from . import game, me, offered

KEY = "b405"


def test_three_paradoxes_make_no_anomaly() -> None:
    s = game(KEY, "b414", paradox=2).free("b414")
    p = me(s)
    assert (p.paradox, p.anomalies()) == (3, 0)


def test_without_it_the_third_strikes() -> None:
    s = game("b414", paradox=2).free("b414").choose(["factory", 0])
    p = me(s)
    assert (p.paradox, p.anomalies(), p.rows["factory"][0]) == (0, 1, "anomaly")


def test_the_fourth_strikes() -> None:
    s = game(KEY, "b414", paradox=3).free("b414").choose(["power_plant", 0])
    p = me(s)
    assert (p.paradox, p.anomalies(), p.rows["power_plant"][0]) == (0, 1, "anomaly")


def test_it_has_no_action() -> None:
    s = game(KEY, goods={"W": 5})
    assert not offered(s, KEY) and not s.can("free", action=KEY)


def test_covered_by_an_anomaly_it_does_nothing() -> None:
    s = game("b414", paradox=2, rows={"lab": ["anomaly:b405", "b414"]}).free("b414").choose(["factory", 0])
    p = me(s)
    assert (p.paradox, p.anomalies()) == (0, 2)
