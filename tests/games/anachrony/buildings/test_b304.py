"""Life support #304: a free action giving 2 water."""

from __future__ import annotations

from . import after_free, assert_free_action, me

KEY = "b304"


def test_a_free_action_giving_two_water() -> None:
    s = assert_free_action(KEY, goods={"W": 1})
    assert me(s).goods["W"] == 3
    after_free(s, KEY)


def test_a_second_free_action_spends_a_second_marker() -> None:
    s = assert_free_action(KEY, rows={"life_support": [KEY, "b301"]})
    s.free("b301")
    assert me(s).goods["W"] == 3
    after_free(s, "b301", markers=5)
