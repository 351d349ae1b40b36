"""`retrieve`: look through your rest area and move one card face up into your active area
(digest §18)."""

from __future__ import annotations

from . import me, res, scenario


def test_a_rest_card_comes_back_to_the_active_area() -> None:
    s = scenario(me(active=["c18"], rest=["c05", "c27"]))
    s.play("c18", "bottom1")
    s.choose(0)  # (c18's bottom: retrieve, and 1 book)
    assert s.decision().kind == "card" and s.choices() == ["c05", "c27"]
    s.choose("c27")
    p = s.player(0)
    assert p.active == ["c27"] and p.rest == ["c05"] and res(s)["book"] == 1
    assert s.can("play", card="c27", slot="top1")  # (it may be played again)


def test_an_empty_rest_area_asks_nothing() -> None:
    s = scenario(me(active=["c18"]))
    s.play("c18", "bottom1")
    s.choose(0)
    assert s.decision().kind == "turn" and res(s)["book"] == 1
