"""s8 Temporal Tourism: a free action, Focus up to 3 eras back; repaying a warp tile there is a
time travel (the track steps), as with a power plant."""

from __future__ import annotations

from epocha.games.anachrony.scenario import Scenario

from . import build, check_built, owning


def test_building_it() -> None:
    check_built(build("s8"), "s8")


def tourism(era: int, **spec) -> Scenario:
    timeline = [{} for _ in range(era)]
    timeline[1] = {"warps": [[0, 5]]}
    return Scenario([owning("s8", goods={"W": 2}, **spec), {}], era=era, timeline=timeline)


def test_focus_three_eras_back_and_a_repaid_tile_steps_the_track() -> None:
    sc = tourism(4).free("s8")
    assert sc.choices() == [1, 2, 3]
    sc.choose(2, 5)
    p = sc.player(0)
    assert p.focus == 2 and p.time_travel == 1 and p.goods["W"] == 0 and 5 in p.warps
    assert sc.decision().seat == 0 and not sc.can("free", action="s8")


def test_focus_alone_no_step() -> None:
    sc = tourism(4).free("s8").choose(3)
    assert sc.player(0).focus == 3 and sc.player(0).time_travel == 0


def test_no_further_than_three_eras_and_not_in_the_first() -> None:
    sc = tourism(6).free("s8")
    assert sc.choices() == [3, 4, 5]  # (the Impact tile is no era)
    assert not Scenario([owning("s8"), {}], era=1).can("free", action="s8")
