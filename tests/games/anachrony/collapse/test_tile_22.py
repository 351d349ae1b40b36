"""Collapsing Capital tile 22 (Construct): a neutronium less."""

from __future__ import annotations

from ._helpers import capital, only_stacks

# power plant slot 1: a neutronium, 2 titanium and a water


def test_a_neutronium_less() -> None:
    s = capital({"goods": {"T": 2, "W": 1}}, construct=[22, 21])
    only_stacks(s, power_plant=["b101"])
    # only the tile makes it affordable: offered on its space, not on the other
    assert s.can_place("construct:0", "scientist")
    assert not s.can_place("construct:1", "scientist")
    s.place("construct:0", "scientist")
    p = s.player(0)
    assert p.rows["power_plant"][0] == "b101"
    assert (p.goods["N"], p.goods["T"], p.goods["W"]) == (0, 0, 0)


def test_a_neutronium_kept() -> None:
    s = capital({"goods": {"N": 1, "T": 2, "W": 1}}, construct=[22, 21])
    only_stacks(s, power_plant=["b101"])
    s.place("construct:0", "scientist")
    assert s.player(0).goods["N"] == 1


def test_no_cut_without_neutronium_in_the_cost() -> None:
    s = capital({"goods": {"T": 1}}, construct=[22, 21])
    only_stacks(s, life_support=["b301"])  # 2 titanium
    assert not s.can_place("construct:0", "scientist")


def test_a_superproject_a_neutronium_less() -> None:
    # Archive of Eras (s2): a neutronium, 2 titanium, 2 gold; breakthrough shape 2 icon 4
    s = capital({"goods": {"T": 2, "G": 2}, "breakthroughs": [[2, 4]]}, construct=[22, 21])
    only_stacks(s)
    s.state.tile(5)["superproject"] = "s2"
    s.place("construct:0", "scientist").choose(["lab", 0])
    p = s.player(0)
    assert p.superprojects == ["s2"] and p.goods["T"] == p.goods["G"] == 0
