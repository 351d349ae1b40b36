"""s11 Exocrawler: a free action, a worker in a powered exosuit onto a main-board space, acting
at once; the turn still has its own placement."""

from __future__ import annotations

from epocha.games.anachrony.scenario import Scenario

from . import build, check_built, owning


def test_building_it() -> None:
    check_built(build("s11"), "s11")


def crawler(**spec) -> Scenario:
    base = {"active": {"engineer": 1, "scientist": 1}, "powered": [1, 2], "goods": {"W": 1}}
    return Scenario([owning("s11", **{**base, **spec}), {}], era=2, mine_pool=["G"])


def test_an_extra_placement_then_the_turns_own() -> None:
    sc = crawler().free("s11")
    assert ["engineer", "engineer", "mine:0"] in sc.choices()
    assert ["scientist", "scientist", "research:1"] in sc.choices()
    assert all(space.split(":")[0] not in ("supply", "s11") for _, _, space in sc.choices())
    sc.choose(["engineer", "engineer", "mine:0"])  # (the pool's one gold: taken without asking)
    p = sc.player(0)
    assert p.goods == {**p.goods, "U": 1, "G": 1} and sc.state.spaces["mine:0"] == 0
    assert ["engineer", "mine:0", "active"] in p.busy  # (an engineer on Mine stays motivated)
    assert p.powered == [False, True, False, False, False, False] and p.markers == 6
    assert sc.decision().seat == 0 and sc.decision().kind == "turn"
    sc.place("purify", "scientist")  # the turn's own placement
    assert p is sc.player(0) and sc.player(0).goods["W"] == 5 and sc.decision().seat == 1


def test_a_space_fee_is_paid() -> None:
    sc = crawler().free("s11").choose(["scientist", "scientist", "research:1"])
    assert sc.player(0).goods["W"] == 0 and sc.state.spaces["research:1"] == 0


def test_needs_a_powered_exosuit_and_once_an_era() -> None:
    assert not crawler(powered=[]).can("free", action="s11")
    sc = crawler(powered=[1, 2, 3]).free("s11").choose(["engineer", "engineer", "mine:0"])
    assert not sc.can("free", action="s11")
