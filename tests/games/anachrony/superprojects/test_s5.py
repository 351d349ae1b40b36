"""s5 Anti-gravity Field: each Construct costs one more titanium, uranium or gold less (the
player says which), a building or a superproject, on top of an engineer's titanium."""

from __future__ import annotations

from epocha.games.anachrony.scenario import Scenario

from . import build, check_built, owning


def test_building_it() -> None:
    check_built(build("s5"), "s5")


def construct_s1(*keys: str, worker: str) -> Scenario:
    # s1 Welfare Society costs 2 titanium, 2 gold and 4 water (and its breakthrough)
    spec = owning(
        *keys, goods={"T": 2, "G": 2, "W": 4}, active={worker: 1}, breakthroughs=[[2, 3]], powered=[1]
    )
    sc = Scenario([spec, {}], era=2, timeline=[{}, {"superproject": "s1"}])
    sc.place("construct:0", worker)
    if sc.decision().kind == "build":
        sc.choose("s1")
    return sc


def test_a_superproject_one_resource_cheaper() -> None:
    sc = construct_s1("s5", worker="scientist")
    assert sorted(sc.choices()) == [[["G", 1], ["T", 2], ["W", 4]], [["G", 2], ["T", 1], ["W", 4]]]
    sc.choose([["G", 1], ["T", 2], ["W", 4]])
    sc.choose(["factory", 0])
    p = sc.player(0)
    assert p.goods["G"] == 1 and p.goods["T"] == 0 and p.goods["W"] == 0
    assert p.rows["factory"] == ["s1", "s1", None]


def test_with_an_engineer_one_titanium_and_one_more() -> None:
    sc = construct_s1("s5", worker="engineer")
    assert sorted(sc.choices()) == [[["G", 1], ["T", 1], ["W", 4]], [["G", 2], ["W", 4]]]


def test_without_it_the_full_cost() -> None:
    sc = construct_s1(worker="scientist")
    assert sc.decision().kind == "place"  # one way to pay: paid as printed
    sc.choose(["lab", 0])
    assert sc.player(0).goods == {**sc.player(0).goods, "T": 0, "G": 0, "W": 0}


def test_a_building_one_resource_cheaper() -> None:
    # the first life support slot costs 2 titanium: with the field, 1
    spec = owning("s5", goods={"T": 1}, active={"scientist": 1}, powered=[1])
    sc = Scenario(
        [spec, {}],
        era=2,
        timeline=[{}, {"superproject": None}],
        stacks={"life_support": {"primary": ["b305"]}},
    )
    sc.place("construct:0", "scientist")
    if sc.decision().kind == "build":
        sc.choose("b305")
    assert sc.player(0).rows["life_support"][0] == "b305" and sc.player(0).goods["T"] == 0
    assert not Scenario([owning(goods={"T": 1}, active={"scientist": 1}, powered=[1]), {}], era=2).can_place(
        "construct:0", "scientist"
    )
