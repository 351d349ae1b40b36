"""Power plant #111: any worker time-travels with range 3. When built, its owner takes one of
their warp tiles back from the timeline; that is no time travel (no track step, no VP)."""

from __future__ import annotations

from . import assert_once_an_era, assert_range, assert_workers, fate, game, me

KEY = "b111"
CONSTRUCT = {
    "stacks": {"power_plant": {"primary": [KEY]}},
    "timeline": [{"warps": [[0, 9]]}, {"warps": [[0, 1]]}],
}


def test_any_worker_may_use_it() -> None:
    assert_workers(KEY, "any")


def test_range_is_three_eras() -> None:
    assert_range(KEY, "engineer", 3)


def test_built_it_takes_back_one_own_warp_tile_without_a_track_step() -> None:
    s = game(era=3, powered=[1], goods={"N": 1, "T": 2, "W": 1}, position=CONSTRUCT)
    s.place("construct:0", "engineer").choose(KEY)
    assert s.choices() == [[1, 9], [2, 1]]
    s.choose([2, 1])
    p = me(s)
    assert p.rows["power_plant"] == [KEY, None, None]
    assert p.goods == {"W": 0, "E": 0, "N": 0, "G": 0, "U": 0, "T": 1}
    assert (p.time_travel, p.vp) == (0, 0)
    assert 1 in p.warps and s.state.tile(2)["warps"] == [] and s.state.tile(1)["warps"] == [[0, 9]]


def test_built_with_no_warp_tile_out_nothing_is_asked() -> None:
    s = game(era=3, powered=[1], goods={"N": 1, "T": 2, "W": 1}, position={"stacks": CONSTRUCT["stacks"]})
    s.place("construct:0", "engineer").choose(KEY)
    assert s.decision().kind == "turn" and me(s).rows["power_plant"][0] == KEY


def test_the_worker_goes_tired_once_an_era() -> None:
    s = game(KEY, era=2).place(KEY, "scientist")
    assert fate(s, KEY) == "tired"
    assert_once_an_era(s, KEY)
