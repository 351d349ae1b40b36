"""s7 Particle Collider: a free action, 2 of titanium/uranium/gold for 1 neutronium or back."""

from __future__ import annotations

from epocha.games.anachrony.scenario import Scenario

from . import build, check_built, owning


def test_building_it() -> None:
    check_built(build("s7"), "s7")


def collider(**goods: int) -> Scenario:
    return Scenario([owning("s7", goods=goods), {}], era=2)


def test_two_resources_for_a_neutronium() -> None:
    sc = collider(T=1, U=1, G=1).free("s7")
    assert sc.choices() == [
        [[["G", 1], ["T", 1]], [["N", 1]]],
        [[["G", 1], ["U", 1]], [["N", 1]]],
        [[["T", 1], ["U", 1]], [["N", 1]]],
    ]
    sc.choose([[["T", 1], ["U", 1]], [["N", 1]]])
    assert sc.player(0).goods == {**sc.player(0).goods, "T": 0, "U": 0, "G": 1, "N": 1}
    assert not sc.can("free", action="s7")  # once an era


def test_a_neutronium_for_two_resources_of_any_mix() -> None:
    sc = collider(N=1).free("s7")
    assert len(sc.choices()) == 6
    sc.choose([[["N", 1]], [["G", 1], ["U", 1]]])
    assert sc.player(0).goods == {**sc.player(0).goods, "N": 0, "G": 1, "U": 1}


def test_not_with_nothing_to_exchange() -> None:
    assert not collider(T=1, W=5).can("free", action="s7")
