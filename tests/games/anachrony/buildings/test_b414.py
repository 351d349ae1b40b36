"""Lab #414: a free action: 2 VP, and its player takes a paradox."""

from __future__ import annotations

from . import after_free, assert_free_action, me

KEY = "b414"


def test_a_free_action_for_two_vp_and_a_paradox() -> None:
    s = assert_free_action(KEY, paradox=1)
    p = me(s)
    assert (p.vp, p.paradox) == (2, 2)
    after_free(s, KEY)
