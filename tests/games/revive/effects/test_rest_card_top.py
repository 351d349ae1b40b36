"""`rest_card_top` (machines only): move one unplayed card from your active area to your rest
area and resolve its top effect (digest §18)."""

from __future__ import annotations

from . import res, with_machine


def test_an_active_card_rests_and_its_top_half_resolves() -> None:
    s = with_machine("x11", space="special_green_1", active=["c27", "c01"])
    s.activate("x11")
    assert s.decision().kind == "card" and s.choices() == ["c01", "c27"]
    s.choose("c27")
    p = s.player(0)
    assert p.active == ["c01"] and p.rest == ["c27"]
    assert res(s)["gear"] == 3  # (c27's top; its bottom would have advanced grey)
    assert p.tracks["grey"] == 1


def test_no_active_card_asks_nothing() -> None:
    s = with_machine("x11", space="special_green_1")
    s.activate("x11")
    assert s.decision().kind == "turn" and s.player(0).powered == ["x11"]
