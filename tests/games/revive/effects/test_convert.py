"""`convert`: exchange a basic resource for another basic resource, up to 3 times, any mix
(digest §7.1, starting cards)."""

from __future__ import annotations

from . import me, res, scenario


def test_up_to_three_conversions_any_mix() -> None:
    s = scenario(me(active=["s2"], resources={"gear": 3}))
    s.play("s2", "top1")
    assert s.decision().kind == "convert"
    assert ["gear", "book"] in s.choices() and ["book", "gear"] not in s.choices()  # (no book yet)
    s.choose(["gear", "book"], ["gear", "food"], ["book", "food"])
    assert res(s) == {"crystal": 0, "gear": 1, "book": 0, "food": 2}
    assert s.decision().kind == "turn"  # (three is the most)


def test_the_player_may_stop() -> None:
    s = scenario(me(active=["s2"], resources={"gear": 3}))
    s.play("s2", "top1")
    s.choose(["gear", "book"], "pass")
    assert res(s) == {"crystal": 0, "gear": 2, "book": 1, "food": 0}


def test_no_conversion_into_a_full_counter() -> None:
    """A gain beyond the cap would be lost: a full counter is not offered."""
    s = scenario(me(active=["s2"], resources={"gear": 1, "book": 6}))
    s.play("s2", "top1")
    assert sorted(s.choices()) == [["book", "food"], ["book", "gear"], ["gear", "food"]]


def test_crystals_are_not_converted() -> None:
    """Only basic resources are exchanged (a crystal turns into one by itself, §5.1)."""
    s = scenario(me(active=["s2"], resources={"crystal": 2}))
    s.play("s2", "top1")
    assert s.decision().kind == "turn"
    assert res(s)["crystal"] == 2
