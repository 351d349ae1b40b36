"""Resources (digest §5.1): caps (6 of each basic resource, 3 crystals); a crystal gained at
the cap may be taken as a basic resource instead (or lost); a payment short of a basic
resource is made up with crystals; a crystal turns into a basic resource as a free action."""

from __future__ import annotations

from epocha.games.revive import goods
from epocha.games.revive.catalog import content

from ..effects import me, res, scenario, with_machine


def test_the_caps() -> None:
    assert content().boards.caps == {"crystal": 3, "gear": 6, "book": 6, "food": 6}


def test_a_gain_beyond_the_cap_is_lost() -> None:
    s = scenario(me(active=["c14"], resources={"book": 5}))
    s.play("c14", "top1")  # 3 books
    assert res(s)["book"] == 6


def test_a_crystal_at_the_cap_may_be_a_basic_resource_instead() -> None:
    s = with_machine("x30", resources={"crystal": 2})  # x30: 2 crystals
    s.activate("x30")
    assert res(s)["crystal"] == 3
    assert s.decision().kind == "resource" and sorted(s.choices()) == ["book", "food", "gear"]
    s.choose("food")
    assert res(s) == {"crystal": 3, "gear": 0, "book": 0, "food": 1}


def test_or_nothing() -> None:
    s = with_machine("x30", resources={"crystal": 3})
    s.activate("x30")
    s.choose("gear", "pass")
    assert res(s) == {"crystal": 3, "gear": 1, "book": 0, "food": 0}
    assert s.events("gained")[-1]["args"]["lost"] == 1


def test_a_short_payment_is_made_up_with_crystals() -> None:
    """A small building (3 gear) with 2 gear and a crystal."""
    s = scenario(me(resources={"gear": 2, "crystal": 2}), map={"spaces": {"s2:2": {"type": "sand"}}})
    s.build("s2:2")
    assert res(s)["gear"] == 0 and res(s)["crystal"] == 1
    paid = s.events("paid")[0]["args"]["goods"]
    assert paid == {"gear": 2, "crystal": 1}


def test_a_crystal_cost_takes_crystals_only() -> None:
    """Seed: "Some costs must be paid in crystals specifically" (c32's bottom: 1 crystal → 2 points)."""
    p = scenario(me(resources={"gear": 6, "book": 6, "food": 6})).player(0)
    assert not goods.can_pay(p, {"crystal": 1})
    s = scenario(me(active=["c32"], resources={"gear": 6}))
    s.play("c32", "bottom1")
    assert s.decision().kind == "turn" and s.player(0).score == 0


def test_a_crystal_for_a_basic_resource_is_a_free_action() -> None:
    s = scenario(me(resources={"crystal": 2, "food": 6}))
    assert {a["resource"] for a in s.actions("crystal")} == {"gear", "book"}  # (food is full)
    s.act("crystal", resource="book")
    assert res(s) == {"crystal": 1, "gear": 0, "book": 1, "food": 6}
    assert s.state.turn["actions"] == 0 and s.decision().kind == "turn"
    assert s.find("hibernate") is not None  # (still the turn's start: no action taken)


def test_no_crystal_no_exchange() -> None:
    s = scenario(me())
    assert not s.actions("crystal")
