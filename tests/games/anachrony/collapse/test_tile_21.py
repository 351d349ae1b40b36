"""Collapsing Capital tile 21 (Construct): another standard Construct action, if the player
likes."""

from __future__ import annotations

from ._helpers import capital, only_stacks


def test_a_second_construct() -> None:
    # life support slot 1 costs 2 titanium, factory slot 1 2 titanium and a gold
    s = capital({"goods": {"T": 4, "G": 1}}, construct=[21, 22])
    only_stacks(s, life_support=["b302", "b301"], factory=["b201"])
    s.place("construct:0", "scientist").choose("b301")
    assert s.decision().kind == "bonus_action" and s.choices() == ["construct"]
    s.choose("construct")  # b201, the one left affordable: built without asking
    p = s.player(0)
    assert p.rows["life_support"][0] == "b301" and p.rows["factory"][0] == "b201"
    assert p.goods == {**p.goods, "T": 0, "G": 0}
    assert s.decision().seat == 1


def test_the_player_may_pass() -> None:
    s = capital({"goods": {"T": 4, "G": 1}}, construct=[21, 22])
    only_stacks(s, life_support=["b302", "b301"], factory=["b201"])
    s.place("construct:0", "scientist").choose("b301", "pass")
    assert s.player(0).goods["T"] == 2 and s.player(0).rows["factory"][0] is None


def test_not_offered_when_nothing_more_can_be_built() -> None:
    s = capital({"goods": {"T": 2}}, construct=[21, 22])
    only_stacks(s, life_support=["b302", "b301"])
    s.place("construct:0", "scientist")  # (b301 alone: built without asking)
    assert s.player(0).rows["life_support"][0] == "b301" and s.decision().seat == 1


def test_administrators_may_not_construct_on_it() -> None:
    s = capital({"goods": {"T": 4}, "active": {"administrator": 1}}, construct=[21, 22])
    assert not s.can_place("construct:0", "administrator")
