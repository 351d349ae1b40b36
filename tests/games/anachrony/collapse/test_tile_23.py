"""Collapsing Capital tile 23 (Construct): a titanium, uranium or gold less, as the player likes
(on top of an engineer's titanium)."""

from __future__ import annotations

from ._helpers import capital, only_stacks


def test_a_titanium_less() -> None:
    s = capital({"goods": {"T": 1}}, construct=[23, 21])
    only_stacks(s, life_support=["b301"])  # 2 titanium
    assert s.can_place("construct:0", "scientist") and not s.can_place("construct:1", "scientist")
    s.place("construct:0", "scientist")
    assert s.player(0).rows["life_support"][0] == "b301" and s.player(0).goods["T"] == 0


def test_the_player_says_which() -> None:
    # factory slot 1: 2 titanium and a gold
    s = capital({"goods": {"T": 2, "G": 1}}, construct=[23, 21])
    only_stacks(s, factory=["b201"])
    s.place("construct:0", "scientist")
    assert s.decision().kind == "payment"
    assert s.choices() == [[["G", 1], ["T", 1]], [["T", 2]]]
    s.choose([["G", 1], ["T", 1]])
    p = s.player(0)
    assert (p.goods["T"], p.goods["G"]) == (1, 0) and p.rows["factory"][0] == "b201"


def test_with_an_engineer_two_titanium_less() -> None:
    s = capital({"goods": {}, "active": {"engineer": 1}}, construct=[23, 21])
    only_stacks(s, life_support=["b301"])
    s.place("construct:0", "engineer")
    assert s.player(0).rows["life_support"][0] == "b301"
