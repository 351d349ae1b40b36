"""Caste System (level 2): a player owning at least one scientist, one engineer, one
administrator and one genius (busy ones count; a genius does not stand in for the others) may
claim it under its Focus by losing a worker of any type from its Active or Tired column (never a
busy one) and paying 2 water, for 3 VP."""

from __future__ import annotations

from tests.games.anachrony.experiments import assert_claimed, assert_only_at_focus, game, me, offered

KEY = "caste_system"
EVERY = {"scientist": 1, "engineer": 1, "administrator": 1, "genius": 1}


def test_offered_with_all_four_types_not_three() -> None:
    assert offered(game(KEY, active=EVERY, goods={"W": 2}))
    assert not offered(game(KEY, active={**EVERY, "administrator": 0, "genius": 2}, goods={"W": 2}))
    assert_only_at_focus(KEY, active=EVERY, goods={"W": 2})


def test_not_offered_with_1_water() -> None:
    assert not offered(game(KEY, active=EVERY, goods={"W": 1}))


def test_a_worker_from_active_or_tired_and_2_water_for_3_vp() -> None:
    s = game(KEY, active={**EVERY, "administrator": 0}, tired={"administrator": 1}, goods={"W": 3})
    s.place("experiment", "scientist")
    assert sorted(s.choices()) == [["administrator", "tired"], ["engineer", "active"], ["genius", "active"]]
    s.choose(["administrator", "tired"], "pass")
    assert me(s).goods["W"] == 1 and me(s).workers_owned() == 3 and me(s).tired["administrator"] == 0
    assert_claimed(s, KEY, 3)


def test_a_busy_worker_counts_for_the_condition_but_cannot_be_paid() -> None:
    s = game(KEY, powered=[1, 2], active=EVERY, goods={"W": 2})
    s.place("purify", "genius", "genius")  # the genius is busy: +3 water
    s.place("experiment", "scientist")
    assert sorted(s.choices()) == [["administrator", "active"], ["engineer", "active"]]
    s.choose(["engineer", "active"], "pass")
    assert me(s).workers_owned() == 3 and me(s).goods["W"] == 3
    assert me(s).experiments == [KEY] and me(s).vp == 3
