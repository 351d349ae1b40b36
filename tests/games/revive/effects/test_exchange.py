"""`exchange`: pay the left side, get the right one — "the same, up to 3 times" (digest §18);
a payment short of a basic resource is made up with crystals (§5.1)."""

from __future__ import annotations

from . import me, res, scenario


def test_up_to_times_exchanges_each_asked() -> None:
    """c04's top: pay 2 food → 3 blue points, up to twice."""
    s = scenario(me(active=["c04"], resources={"food": 5}))
    s.play("c04", "top1")
    assert s.decision().kind == "payment" and s.choices() == [[["food", 2]]]
    s.choose([["food", 2]]).choose([["food", 2]])
    assert s.player(0).score == 6 and res(s)["food"] == 1
    assert s.decision().kind == "turn"  # (twice is the most)


def test_the_player_may_stop() -> None:
    s = scenario(me(active=["c04"], resources={"food": 5}))
    s.play("c04", "top1")
    s.choose([["food", 2]]).choose("pass")
    assert s.player(0).score == 3 and res(s)["food"] == 3


def test_nothing_is_asked_when_it_cannot_be_paid() -> None:
    s = scenario(me(active=["c04"], resources={"food": 1}))
    s.play("c04", "top1")
    assert s.decision().kind == "turn"
    assert s.player(0).score == 0 and res(s)["food"] == 1


def test_crystals_make_up_a_short_payment() -> None:
    """1 food + 1 crystal pays "2 food" (crystals turn into any basic resource at any time)."""
    s = scenario(me(active=["c04"], resources={"food": 1, "crystal": 1}))
    s.play("c04", "top1")
    s.choose([["food", 2]])
    assert res(s) == {"crystal": 0, "gear": 0, "book": 0, "food": 0}
    assert s.player(0).score == 3


def test_any_basic_payment_offers_each_resource_held() -> None:
    """The standard machine "pay 1 basic resource → gain 1 crystal" (§10)."""
    s = scenario(me(opened=["std_crystal_press"], resources={"gear": 1, "book": 2}))
    s.activate("std_crystal_press")
    assert sorted(s.choices()) == [[["book", 1]], [["gear", 1]]]
    s.choose([["book", 1]])
    assert res(s) == {"crystal": 1, "gear": 1, "book": 1, "food": 0}


def test_a_choice_on_the_right_side() -> None:
    """x28: pay 1 gear → 2 food or 2 books, up to twice, choosing each time (§18)."""
    s = scenario(me(tokens={"special_grey_1": "x28"}, opened=["special_grey_1"], resources={"gear": 3}))
    s.activate("x28")
    s.choose([["gear", 1]]).choose("Option 1").choose([["gear", 1]]).choose("Option 2")
    assert res(s) == {"crystal": 0, "gear": 1, "book": 2, "food": 2}
    assert s.decision().kind == "turn"
