"""Power plant #101: any worker sets Focus one era back (range 1); there a warp tile of its
owner's may be repaid, which steps the Time Travel track. The worker goes Tired."""

from __future__ import annotations

from . import assert_once_an_era, assert_workers, fate, focus_choices, game, me, offered, warp_on

KEY = "b101"


def test_any_worker_may_use_it() -> None:
    assert_workers(KEY, "any")


def test_not_offered_in_era_1_there_is_no_past() -> None:
    assert not offered(game(KEY, era=1), KEY)


def test_focus_goes_one_era_back_only() -> None:
    s = game(KEY, era=4).place(KEY, "engineer")
    assert focus_choices(s) == []  # one era within range: taken without asking
    assert me(s).focus == 3


def test_repaying_a_warp_tile_pays_it_and_steps_the_track() -> None:
    s = game(KEY, era=3, goods={"W": 5}, position={"timeline": warp_on(2, [(0, 5)])})
    s.place(KEY, "scientist").choose(5)
    p = me(s)
    assert (p.focus, p.goods["W"], p.time_travel) == (2, 3, 1)
    assert 5 in p.warps and s.state.tile(2)["warps"] == []


def test_a_tile_beyond_range_cannot_be_repaid() -> None:
    s = game(KEY, era=3, goods={"W": 5}, position={"timeline": warp_on(1, [(0, 5)])})
    s.place(KEY, "scientist")
    p = me(s)
    assert (p.focus, p.goods["W"], p.time_travel) == (2, 5, 0)
    assert s.state.tile(1)["warps"] == [[0, 5]]


def test_the_worker_goes_tired_once_an_era() -> None:
    s = game(KEY, era=3).place(KEY, "administrator")
    assert fate(s, KEY) == "tired"
    assert_once_an_era(s, KEY)


def test_not_offered_under_an_anomaly() -> None:
    s = game(era=3, rows={"power_plant": ["anomaly:b101"]})
    assert not offered(s, KEY)
