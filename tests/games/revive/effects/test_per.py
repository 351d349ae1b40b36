"""`per`: gain 1 resource per item counted — population figures on the board; yellow cards in
your slots (this one included); visible flasks (digest §18)."""

from __future__ import annotations

from . import empty_modules, me, res, scenario


def test_per_population_figure_on_the_board() -> None:
    """c07's top: 1 basic resource of your choice per figure of yours (others' do not count)."""
    spaces = {"s3:2": {"figures": [0]}, "s4:1": {"figures": [0, 1]}, "s5:3": {"figures": [1]}}
    s = scenario(me(active=["c07"]), map={"spaces": spaces})
    s.play("c07", "top1")
    s.choose("gear", "book")
    assert s.decision().kind == "turn"
    assert res(s) == {"crystal": 0, "gear": 1, "book": 1, "food": 0}


def test_per_population_on_a_machine() -> None:
    spaces = {"s3:2": {"figures": [0]}, "s4:1": {"figures": [0]}, "s5:3": {"figures": [0]}}
    s = scenario(me(tokens={"special_yellow_1": "x09"}, opened=["special_yellow_1"]), map={"spaces": spaces})
    s.activate("x09")
    assert res(s)["food"] == 3


def test_no_figure_gives_nothing() -> None:
    s = scenario(me(active=["c07"]))
    s.play("c07", "top1")
    assert s.decision().kind == "turn" and sum(res(s).values()) == 0


def test_per_yellow_card_in_your_slots_this_one_included() -> None:
    """c02's top: 1 food per yellow slotted card, and 1 book; the grey card does not count."""
    slots = {"top1": [["c01", "top"]], "bottom1": [["c27", "bottom"]], "bottom2": [["c12", "bottom"]]}
    s = scenario(me(active=["c02"], slots=slots))
    s.play("c02", "top2")
    s.resolve_all()
    assert res(s) == {"crystal": 0, "gear": 0, "book": 1, "food": 3}


def test_per_visible_flask() -> None:
    """c34's bottom: 1 gear per visible flask — machines, modules, cards in the active area or
    slots (this one included); a flask on the unused half of a slotted card is hidden, and the
    rest area is face down."""
    modules = empty_modules()
    modules["top2"] = ["m02", None]  # 1 flask
    s = scenario(
        me(
            active=["c34", "c08"],  # c34's bottom 2 flasks (it is played); c08: 2 on its bottom
            slots={"top1": [["c04", "top"]]},  # c04's flask is on its bottom half: hidden
            rest=["c18"],  # 2 flasks, face down
            modules=modules,
            tokens={"special_yellow_1": "x05"},  # 1 flask
            opened=["special_yellow_1"],
        )
    )
    s.play("c34", "bottom1")
    gained = {"player": 0, "goods": {"gear": 6}, "lost": 0, "cause": {"card": "c34"}}  # (its effect)
    assert s.events("gained")[-1]["args"] == gained
