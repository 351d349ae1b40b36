"""Hive Mind (level 2): a player owning at least 8 workers (Active, Tired and busy) may claim it
under its Focus for 1 gold and 2 water, scoring 3 VP."""

from __future__ import annotations

from tests.games.anachrony.experiments import assert_claimed, assert_only_at_focus, claim, game, me, offered

KEY = "hive_mind"
PAY = {"G": 1, "W": 2}
EIGHT = {"active": {"scientist": 4, "engineer": 2}, "tired": {"administrator": 2}}


def test_offered_with_8_workers_not_7() -> None:
    assert offered(game(KEY, goods=PAY, **EIGHT))
    assert not offered(
        game(KEY, goods=PAY, active={"scientist": 3, "engineer": 2}, tired={"administrator": 2})
    )
    assert_only_at_focus(KEY, goods=PAY, **EIGHT)


def test_busy_workers_count() -> None:
    s = game(KEY, powered=[1, 2], goods=PAY, **EIGHT)
    s.place("purify", "engineer")
    assert len(me(s).busy) == 1 and offered(s)


def test_not_offered_without_gold() -> None:
    assert not offered(game(KEY, goods={"T": 1, "U": 1, "W": 2}, **EIGHT))
    assert not offered(game(KEY, goods={"G": 1, "W": 1}, **EIGHT))


def test_1_gold_and_2_water_for_3_vp() -> None:
    s = claim(game(KEY, goods={"G": 2, "W": 2, "T": 1}, **EIGHT))
    assert me(s).goods == {"W": 0, "E": 0, "N": 0, "G": 1, "U": 0, "T": 1}
    assert me(s).workers_owned() == 8
    assert_claimed(s, KEY, 3)
