"""Lab #406: a passive scored at the end: each of its owner's anomalies is worth 2 VP more
(-1 instead of -3)."""

from __future__ import annotations

from epocha.games.anachrony.scoring import breakdown

from . import game, me

KEY = "b406"
TWO_ANOMALIES = {"power_plant": ["anomaly"], "factory": ["anomaly"]}


def test_each_anomaly_scores_minus_one() -> None:
    s = game(rows={**TWO_ANOMALIES, "lab": [KEY]})
    assert breakdown(s.state, me(s), 0, 0)["anomalies"] == -2


def test_without_it_each_scores_minus_three() -> None:
    s = game(rows=TWO_ANOMALIES)
    assert breakdown(s.state, me(s), 0, 0)["anomalies"] == -6


def test_its_own_vp_count_with_the_buildings() -> None:
    s = game(KEY)
    assert breakdown(s.state, me(s), 0, 0)["anomalies"] == 0
    assert breakdown(s.state, me(s), 0, 0)["buildings"] > 0


def test_covered_by_an_anomaly_it_does_nothing() -> None:
    s = game(rows={**TWO_ANOMALIES, "lab": ["anomaly:b406"]})
    assert breakdown(s.state, me(s), 0, 0)["anomalies"] == -9
