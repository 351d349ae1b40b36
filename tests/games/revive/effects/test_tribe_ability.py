"""`tribe_ability`: use your tribe ability — and move a progress marker if you actually could
use it (digest §7.1, §5.3). The abilities themselves are tested elsewhere."""

from __future__ import annotations

from . import me, scenario


def test_the_effect_uses_the_ability_and_moves_a_marker() -> None:
    """s4's top with the target tribe (no cost, no distance)."""
    s = scenario(me(tribe="ox49", active=["s4"]))
    s.play("s4", "top1")
    assert s.decision().kind == "space"  # (the ability program asks where its target goes)
    s.choose(s.choices()[0])
    p = s.player(0)
    assert [e["args"]["ability"] for e in s.events("ability_used")] == ["target"]
    assert p.tribe_markers == 4 and p.progress == 1


def test_an_ability_that_cannot_be_paid_does_nothing() -> None:
    """Nàdair's forest costs a crystal: without one nothing happens, no marker moves (§20.23)."""
    s = scenario(me(active=["s4"]))
    s.play("s4", "top1")
    p = s.player(0)
    assert s.events("ability_unusable") and not s.events("ability_used")
    assert p.tribe_markers == 5 and p.progress == 0


def test_twice_is_two_uses() -> None:
    """A card's ability with the module m12 (green, "use your tribe ability") in its slot."""
    from . import empty_modules

    modules = empty_modules()
    modules["top1"] = ["m12", None, None]
    s = scenario(me(tribe="ox49", active=["s4"], modules=modules))
    s.play("s4", "top1")
    s.choose(0)
    s.choose(s.choices()[0])
    s.choose(s.choices()[0])
    assert s.player(0).tribe_markers == 3 and s.player(0).progress == 2
