"""Collapsing Capital tile 31 (Recruit): another standard Recruit action, if the player likes."""

from __future__ import annotations

from ._helpers import capital

POOL = {"scientist": 1, "administrator": 1}


def test_a_second_recruit() -> None:
    s = capital({"vp": 0, "recruit_pool": dict(POOL)}, recruit=[31, 32])
    s.place("recruit:0", "engineer").choose("scientist")
    assert s.decision().kind == "bonus_action" and s.choices() == ["recruit"]
    s.choose("recruit")  # the administrator, the one left: no choice
    p = s.player(0)
    assert (p.active["scientist"], p.active["administrator"]) == (3, 1)
    assert p.goods["W"] == 2 and p.vp == 1
    assert s.decision().seat == 1


def test_the_player_may_pass() -> None:
    s = capital({"recruit_pool": dict(POOL)}, recruit=[31, 32])
    s.place("recruit:0", "engineer").choose("scientist", "pass")
    assert s.state.recruit_pool["administrator"] == 1 and s.player(0).active["administrator"] == 0


def test_an_engineer_still_takes_no_genius_the_second_time() -> None:
    s = capital({"recruit_pool": {"scientist": 1, "genius": 1}}, recruit=[31, 32])
    s.place("recruit:0", "engineer")  # (the scientist, the one an engineer may take)
    assert s.decision().seat == 1 and s.state.recruit_pool == {
        **s.state.recruit_pool,
        "genius": 1,
        "scientist": 0,
    }


def test_scientists_may_not_recruit_on_it() -> None:
    s = capital({"recruit_pool": dict(POOL)}, recruit=[31, 32])
    assert not s.can_place("recruit:0", "scientist")
