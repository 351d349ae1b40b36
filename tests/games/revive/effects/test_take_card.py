"""`take_card`: take a card of the shown colour (or any) from the offer into your active area;
refill (digest §18, §5.5)."""

from __future__ import annotations

from . import me, scenario

OFFER = ["c01", "c15", "c27", "c20", "c05"]


def test_a_card_of_the_colour_and_the_offer_refilled() -> None:
    s = scenario(me(active=["c14"]), offer=OFFER, deck=["c30", "c31"])
    s.play("c14", "bottom1")
    assert s.decision().kind == "card" and s.choices() == ["c15", "c20"]  # (green only)
    s.choose("c20")
    p = s.player(0)
    assert p.active == ["c20"]
    assert sorted(s.state.offer) == ["c01", "c05", "c15", "c27", "c30"]
    assert s.state.deck == ["c31"]


def test_any_colour() -> None:
    s = scenario(me(active=["c09"]), offer=OFFER)
    s.play("c09", "top1")
    assert s.choices() == sorted(OFFER)


def test_none_of_the_colour_asks_nothing() -> None:
    s = scenario(me(active=["c14"]), offer=["c01", "c27", "c05", "c31", "c02"])
    s.play("c14", "bottom1")
    assert s.decision().kind == "turn" and s.player(0).active == []
