"""`action`: immediately take a Build / Explore / Populate action at no action cost (digest
§18), with the reach shown."""

from __future__ import annotations

from . import me, res, scenario

SAND = {"s2:2": {"type": "sand"}, "s4:2": {"type": "sand"}}


def test_a_build_at_no_action_cost() -> None:
    s = scenario(me(active=["c29"], resources={"gear": 3}), map={"spaces": SAND})
    s.play("c29", "top1")
    assert s.decision().kind == "map_action"
    assert {o[0] for o in s.choices()} == {"build"}
    s.choose(["build", s.space("s2:2"), "small"])
    assert s.state.building[s.space("s2:2")] == [0, "small"]
    assert res(s)["gear"] == 0
    assert s.state.turn["actions"] == 1  # (the play was the action; the build was free)


def test_the_actions_reach() -> None:
    """c36's bottom: Build with reach +1 — s4:2 (distance 1) costs no food."""
    s = scenario(me(active=["c36"], resources={"gear": 3}), map={"spaces": SAND})
    s.play("c36", "bottom1")
    assert ["build", s.space("s4:2"), "small"] in s.choices()
    s.choose(["build", s.space("s4:2"), "small"])
    assert s.state.building[s.space("s4:2")] == [0, "small"] and res(s)["food"] == 0


def test_any_is_build_explore_or_populate() -> None:
    s = scenario(me(active=["c33"], resources={"gear": 3, "food": 6, "book": 6}), map={"spaces": SAND})
    s.play("c33", "top1")
    assert {o[0] for o in s.choices()} == {"build", "explore", "populate"}


def test_nothing_affordable_asks_nothing() -> None:
    s = scenario(me(active=["c29"]), map={"spaces": SAND})
    s.play("c29", "top1")
    assert s.decision().kind == "turn"
