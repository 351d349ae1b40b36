"""Factory #215: a free action: pay 1 water for one titanium, uranium or gold of the player's
choice."""

from __future__ import annotations

from . import after_free, assert_free_action, game, me

KEY = "b215"


def test_a_free_action_swapping_water_for_a_resource() -> None:
    s = assert_free_action(KEY, goods={"W": 2})
    assert s.choices() == ["T", "U", "G"]
    s.choose("T")
    p = me(s)
    assert (p.goods["W"], p.goods["T"]) == (1, 1)
    after_free(s, KEY)


def test_not_offered_without_water() -> None:
    assert not game(KEY, goods={"T": 3}).can("free", action=KEY)
