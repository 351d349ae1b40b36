"""`eject`: move 1 card from any of your slots to your rest area — if this comes from the card
being played, a different card (digest §18); the slot is free again (§10)."""

from __future__ import annotations

from . import me, res, scenario


def test_another_card_leaves_its_slot_for_the_rest_area() -> None:
    s = scenario(me(active=["c23"], slots={"top1": [["c27", "top"]]}))
    s.play("c23", "bottom1")
    s.choose(0)  # (c23's bottom: eject, and 1 book)
    assert s.decision().kind == "slotted" and s.choices() == [["top1", "c27"]]  # (not c23 itself)
    s.choose(["top1", "c27"])
    p = s.player(0)
    assert p.slots["top1"] == [] and p.rest == ["c27"] and p.slots["bottom1"] == [["c23", "bottom"]]
    assert res(s)["book"] == 1
    assert s.events("card_ejected")


def test_the_freed_slot_takes_a_card_again() -> None:
    """The standard machine "eject 1 card" empties a slot for the next play."""
    s = scenario(me(active=["c01"], opened=["std_slot_ejector"], slots={"top1": [["c27", "top"]]}))
    assert not s.can("play", card="c01", slot="top1")
    s.activate("std_slot_ejector")
    s.choose(["top1", "c27"])
    assert s.can("play", card="c01", slot="top1")


def test_a_machine_may_eject_any_slotted_card() -> None:
    s = scenario(
        me(
            tokens={"special_grey_1": "x26"},
            opened=["special_grey_1"],
            slots={"top1": [["c27", "top"]], "bottom2": [["c31", "bottom"]]},
        )
    )
    s.activate("x26")
    s.choose(0)
    assert sorted(s.choices()) == [["bottom2", "c31"], ["top1", "c27"]]


def test_nothing_in_the_slots_asks_nothing() -> None:
    s = scenario(me(active=["c23"]))
    s.play("c23", "bottom1")
    s.choose(0)
    assert s.decision().kind == "turn" and res(s)["book"] == 1
