"""`all_colours` (machines only): treat one card as all colours — it fires every module in its
slot and re-activates every card there (digest §18; BGA: only the card being played)."""

from __future__ import annotations

from . import empty_modules, me, res, scenario


def _s() -> object:
    modules = empty_modules()
    modules["top1"] = ["m13", "m05", None]  # green: 1 book; yellow: 1 food
    return scenario(
        me(
            tokens={"special_yellow_1": "x02"},
            opened=["special_yellow_1"],
            active=["c27", "c35"],
            modules=modules,
            slots={"top1": [["c01", "top"]]},  # yellow, the slot symbol on its top edge
        )
    )


def test_without_it_a_grey_card_fires_nothing_else() -> None:
    s = _s()
    s.play("c27", "top1")
    assert res(s) == {"crystal": 0, "gear": 3, "book": 0, "food": 0}


def test_the_card_counts_as_every_colour() -> None:
    s = _s()
    s.activate("x02")
    s.play("c27", "top1")
    s.resolve_all()
    # c27's 3 gear, m13's book, m05's food, and c01 (yellow) re-activated: 2 food
    assert res(s) == {"crystal": 0, "gear": 3, "book": 1, "food": 3}


def test_only_one_card() -> None:
    s = _s()
    s.activate("x02")
    s.play("c27", "top2")  # (spent on this card: no modules there)
    s.play("c35", "top1")
    assert res(s) == {"crystal": 0, "gear": 5, "book": 1, "food": 0}
