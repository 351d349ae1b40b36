"""`discount` (machines only): while taking the pictured action, that action costs 2 less —
not its distance; never below 0 (digest §18, §5.1)."""

from __future__ import annotations

from . import me, res, scenario

SAND = {"s2:2": {"type": "sand"}, "s4:2": {"type": "sand"}}


def _s(gear: int = 1) -> object:
    return scenario(
        me(tokens={"special_grey_1": "x22"}, opened=["special_grey_1"], resources={"gear": gear}),
        map={"spaces": SAND},
    )


def test_the_action_costs_two_less() -> None:
    s = _s()
    near = s.space("s2:2")  # (distance 0)
    assert not s.can("build", space=near, size="small")
    s.activate("x22")
    s.build("s2:2")
    assert res(s)["gear"] == 0 and s.state.building[near] == [0, "small"]
    assert "discount" not in s.player(0).boosts  # (spent on that build)


def test_not_the_distance() -> None:
    s = _s()
    s.activate("x22")
    assert not s.can("build", space=s.space("s4:2"), size="small")  # (1 gear, but 1 food of distance)


def test_never_below_zero_and_only_the_pictured_action() -> None:
    s = _s(gear=0)
    s.activate("x22")
    assert not s.can("build", space=s.space("s2:2"), size="small")  # (3 - 2 = 1 gear still)
    assert s.player(0).boosts["discount"] == {"build": 2}
