"""`infinite_reach` (machines only): during Explore, reach becomes infinite — any face-down
tile, even behind other face-down tiles (digest §18, §10)."""

from __future__ import annotations

from epocha.games.revive.mapactions import back_of, explore_options

from . import me, res, scenario


def _s() -> object:
    return scenario(
        me(tokens={"special_green_1": "x12"}, opened=["special_green_1"], resources={"food": 6, "gear": 6})
    )


def test_a_tile_behind_others_can_be_explored_paying_no_distance() -> None:
    s = _s()
    assert ["explore", "a23"] not in explore_options(s.state, s.player(0))  # (behind face-down tiles)
    s.activate("x12")
    assert ["explore", "a23"] in explore_options(s.state, s.player(0))
    back = back_of(s.state, "a23")
    s.explore("a23")
    while s.decision().kind != "turn":
        s.choose(s.choices()[0])
    assert res(s)["food"] == 6 - back.cost.get("food", 0)  # (the back's cost only)
    assert "a23" in s.state.placed and s.player(0).score == back.points


def test_it_is_spent_on_that_explore() -> None:
    s = _s()
    s.activate("x12")
    s.explore(next(a["socket"] for a in s.actions("explore") if a["socket"] != "a23"))
    while s.decision().kind != "turn":
        s.choose(s.choices()[0])
    assert "infinite_reach" not in s.player(0).boosts
    assert ["explore", "a23"] not in explore_options(s.state, s.player(0))
