"""Collapsing Capital tile 24 (Construct): 2 VP more for a superproject (none for a building)."""

from __future__ import annotations

from ._helpers import capital, only_stacks

# Continuum Stabilizer (s3): 2 titanium, 2 gold; breakthrough shape 3 icon 4
PLAYER = {"goods": {"T": 2, "G": 2}, "breakthroughs": [[3, 4]], "vp": 1}


def test_two_vp_for_a_superproject() -> None:
    s = capital(dict(PLAYER), construct=[24, 21])
    only_stacks(s)
    s.state.tile(5)["superproject"] = "s3"
    s.place("construct:0", "scientist").choose(["factory", 0])
    p = s.player(0)
    assert p.superprojects == ["s3"] and p.vp == 3


def test_nothing_for_a_building() -> None:
    s = capital(dict(PLAYER), construct=[24, 21])
    only_stacks(s, life_support=["b301"])
    s.state.tile(5)["superproject"] = None
    s.place("construct:0", "scientist")
    p = s.player(0)
    assert p.rows["life_support"][0] == "b301" and p.vp == 1


def test_nothing_on_another_tile() -> None:
    s = capital(dict(PLAYER), construct=[21, 24])
    only_stacks(s)
    s.state.tile(5)["superproject"] = "s3"
    s.place("construct:0", "scientist").choose(["factory", 0])
    assert s.player(0).vp == 1
