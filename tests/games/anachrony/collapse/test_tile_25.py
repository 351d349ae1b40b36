"""Collapsing Capital tile 25 (Construct): a building on the 1st/2nd/3rd slot of its row gives
1/2/3 VP (a superproject none)."""

from __future__ import annotations

from ._helpers import capital, only_stacks


def test_first_slot_one_vp() -> None:
    s = capital({"goods": {"T": 2}}, construct=[25, 21])
    only_stacks(s, life_support=["b301"])
    s.place("construct:0", "scientist")
    assert s.player(0).rows["life_support"][0] == "b301" and s.player(0).vp == 1


def test_second_slot_two_vp_third_three() -> None:
    # life support slot 2: a uranium, 2 titanium, a water; slot 3: + a gold and a water more
    s = capital({"goods": {"U": 1, "T": 2, "W": 1}, "rows": {"life_support": ["b302"]}}, construct=[25, 21])
    only_stacks(s, life_support=["b301"])
    s.place("construct:0", "scientist")
    assert s.player(0).rows["life_support"][:2] == ["b302", "b301"] and s.player(0).vp == 2
    s = capital(
        {"goods": {"U": 1, "T": 2, "G": 1, "W": 2}, "rows": {"life_support": ["b302", "b303"]}},
        construct=[25, 21],
    )
    only_stacks(s, life_support=["b301"])
    s.place("construct:0", "scientist")
    assert s.player(0).rows["life_support"] == ["b302", "b303", "b301"] and s.player(0).vp == 3


def test_nothing_for_a_superproject() -> None:
    s = capital({"goods": {"T": 2, "G": 2}, "breakthroughs": [[3, 4]]}, construct=[25, 21])
    only_stacks(s)
    s.state.tile(5)["superproject"] = "s3"
    s.place("construct:0", "scientist").choose(["power_plant", 0])
    assert s.player(0).superprojects == ["s3"] and s.player(0).vp == 0
