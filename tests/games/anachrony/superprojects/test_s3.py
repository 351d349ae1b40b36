"""s3 Continuum Stabilizer: when built, up to 3 of its owner's warp tiles come back, one per era
tile, with no Time Travel step."""

from __future__ import annotations

from . import build, check_built

WARPS = [{"warps": [[0, 1], [0, 2], [1, 5]]}, {"warps": [[0, 3]]}, {"warps": [[0, 4]]}]


def test_building_it_with_no_warp_tile_out() -> None:
    check_built(build("s3"), "s3")


def test_three_tiles_from_three_eras() -> None:
    sc = build("s3", era=3, timeline=WARPS)
    assert sc.choices() == [[1, 1], [1, 2], [2, 3], [3, 4]]  # (not seat 1's)
    sc.choose([1, 2])
    assert sc.choices() == [[2, 3], [3, 4]]  # one per era tile
    sc.choose([2, 3], [3, 4])
    p = sc.player(0)
    assert sc.decision().seat == 1  # three taken: nothing more is asked
    assert p.warps == [2, 3, 4, 5, 6, 7, 8, 9]
    assert sc.state.tile(1)["warps"] == [[0, 1], [1, 5]]
    assert p.time_travel == 0
    check_built(sc, "s3", era=3)


def test_fewer_when_its_owner_likes() -> None:
    sc = build("s3", era=3, timeline=WARPS)
    sc.choose([3, 4], "pass")
    assert sc.decision().seat == 1
    assert sc.player(0).warps == [4, 5, 6, 7, 8, 9]
    assert sc.state.tile(1)["warps"] == [[0, 1], [0, 2], [1, 5]]
