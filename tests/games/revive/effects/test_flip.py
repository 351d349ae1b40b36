"""`flip` (machines only): while playing a card, rotate it 180° — its bottom effect in a top
slot or its top effect in a bottom slot (digest §18)."""

from __future__ import annotations

from . import me, res, scenario


def _s() -> object:
    return scenario(
        me(tokens={"special_yellow_1": "x01"}, opened=["special_yellow_1"], active=["c01", "c27"])
    )


def test_the_card_played_next_uses_its_other_half() -> None:
    s = _s()
    s.activate("x01")
    assert not s.can("play", card="c01", slot="top1", half="top")
    s.play("c01", "top1", "bottom")
    s.resolve_all()
    p = s.player(0)
    assert p.slots["top1"] == [["c01", "bottom"]]
    assert res(s) == {"crystal": 0, "gear": 1, "book": 0, "food": 1} and p.tracks["yellow"] == 2


def test_only_one_card_is_flipped() -> None:
    s = _s()
    s.activate("x01")
    s.play("c01", "bottom1", "top")
    assert res(s)["food"] == 2
    assert s.can("play", card="c27", slot="top2", half="top")  # (the next card as usual)
    assert not s.can("play", card="c27", slot="top2", half="bottom")
