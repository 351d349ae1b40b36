"""`choose`: one of the effect lists ("gain a module or use your tribe ability", digest §7.1)."""

from __future__ import annotations

from . import empty_modules, me, res, scenario


def _m28() -> dict:
    modules = empty_modules()
    modules["top1"] = ["m28", None, None]
    return modules


def test_the_chosen_option_and_only_it_resolves() -> None:
    """m28 (yellow-green): advance yellow or advance green."""
    s = scenario(me(active=["c27"], modules=_m28()))
    # a grey card does not share a colour with m28: nothing to choose
    s.play("c27", "top2")
    assert s.decision().kind == "turn"
    s = scenario(me(active=["c01"], modules=_m28()))
    s.play("c01", "top1")
    s.choose(1)  # the module's effect (the card's comes first in the pool)
    assert s.decision().kind == "option"
    s.choose("Option 2")
    assert s.player(0).tracks == {"yellow": 1, "green": 2, "grey": 1}
    assert res(s)["food"] == 2  # (and the card's own effect)


def test_the_choice_may_be_declined() -> None:
    s = scenario(me(active=["s4"]))
    s.play("s4", "bottom1")
    assert s.decision().kind == "option" and s.choices() == [0, 1]
    s.choose("pass")
    assert s.decision().kind == "turn"
    assert s.player(0).tribe_markers == 5 and res(s) == {"crystal": 0, "gear": 0, "book": 0, "food": 0}


def test_a_module_or_the_tribe_ability() -> None:
    """s4's bottom: option 1 takes a module from the offer."""
    s = scenario(me(active=["s4"]), module_offer=["m01", "m02", "m03", "m04", "m05"])
    s.play("s4", "bottom1")
    s.choose("Option 1")
    assert s.decision().kind == "module"
