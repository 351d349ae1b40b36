"""Timeline Protection Doctrine (level 1): a player with at least 6 warp tiles still in its
supply (not lying on the timeline) may claim it under its Focus; it costs a paradox (the one
that makes the third strikes an anomaly) and scores 2 VP."""

from __future__ import annotations

from tests.games.anachrony.experiments import assert_claimed, assert_only_at_focus, claim, game, me, offered

KEY = "timeline_doctrine"
ON_ERA_1 = {"timeline": [{"warps": [[0, 1], [0, 2], [0, 3]]}]}


def test_offered_with_6_unused_warp_tiles_not_5() -> None:
    assert offered(game(KEY, warps=[1, 2, 3, 4, 5, 6]))
    assert not offered(game(KEY, warps=[1, 2, 3, 4, 5]))
    assert_only_at_focus(KEY, warps=[1, 2, 3, 4, 5, 6])


def test_tiles_on_the_timeline_are_not_unused() -> None:
    s = game(KEY, position=ON_ERA_1)  # 9 tiles, 3 of them borrowed
    assert me(s).warps == [4, 5, 6, 7, 8, 9] and offered(s)
    s = game(KEY, position={"timeline": [{"warps": [[0, 1], [0, 2], [0, 3], [0, 4]]}]})
    assert len(me(s).warps) == 5 and not offered(s)


def test_a_paradox_for_2_vp() -> None:
    s = claim(game(KEY, paradox=1))
    assert me(s).paradox == 2 and me(s).anomalies() == 0
    assert_claimed(s, KEY, 2)


def test_the_third_paradox_strikes_an_anomaly() -> None:
    s = game(KEY, paradox=2)
    s.place("experiment", "scientist").choose("pass")
    assert s.decision().kind == "anomaly_place"
    s.choose(["lab", 0])
    assert me(s).paradox == 0 and me(s).rows["lab"] == ["anomaly", None, None]
    assert_claimed(s, KEY, 2)
