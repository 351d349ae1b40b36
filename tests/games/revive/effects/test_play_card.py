"""`play_card`: immediately play another card of the shown colour (white = any), at no action
cost (digest §18)."""

from __future__ import annotations

from . import me, res, scenario


def test_a_card_of_the_colour_at_no_action_cost() -> None:
    s = scenario(me(active=["c03", "c01", "c27"]))
    s.play("c03", "top1")
    assert s.decision().kind == "play"
    assert {c for c, _, _ in s.choices()} == {"c01"}  # (yellow only)
    s.choose(["c01", "top2", "top"])
    p = s.player(0)
    assert p.slots["top2"] == [["c01", "top"]] and res(s)["food"] == 2
    assert s.state.turn["actions"] == 1
    assert s.can("play", card="c27", slot="bottom1")  # (the second action is still to take)


def test_any_colour() -> None:
    s = scenario(me(active=["c16", "c01", "c27"]))
    s.play("c16", "top1")
    assert {c for c, _, _ in s.choices()} == {"c01", "c27"}
    s.choose(["c27", "top2", "top"])
    assert res(s)["gear"] == 3 and s.state.turn["actions"] == 1


def test_it_may_be_declined_and_nothing_fitting_asks_nothing() -> None:
    s = scenario(me(active=["c03", "c01"]))
    s.play("c03", "top1")
    s.choose("pass")
    assert s.player(0).active == ["c01"]
    s = scenario(me(active=["c03", "c27"]))
    s.play("c03", "top1")
    assert s.decision().kind == "turn"
