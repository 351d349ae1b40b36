"""s6 Uranium Cores: a free action, gain a powered exosuit."""

from __future__ import annotations

from epocha.games.anachrony.scenario import Scenario

from . import build, check_built, owning


def test_building_it() -> None:
    check_built(build("s6"), "s6")


def test_a_powered_exosuit_from_the_supply() -> None:
    sc = Scenario([owning("s6", active={"scientist": 1}, powered=[1]), {}], era=2)
    sc.free("s6")
    p = sc.player(0)
    assert p.powered == [True, True, False, False, False, False] and p.exosuits == 4
    assert p.markers == 6
    assert sc.decision().seat == 0 and sc.decision().kind == "turn"  # a free action: the turn goes on
    assert not sc.can("free", action="s6")  # once an era


def test_not_with_no_exosuit_left_nor_under_an_anomaly() -> None:
    sc = Scenario([owning("s6", powered=[1, 2, 3], exosuits=0), {}], era=2)
    assert not sc.can("free", action="s6")
    rows = {"lab": ["s6", "anomaly:s6", None]}
    assert not Scenario([owning(rows=rows), {}], era=2).can("free", action="s6")


def test_not_without_a_path_marker() -> None:
    assert not Scenario([owning("s6", markers=0), {}], era=2).can("free", action="s6")
