"""Slot modules (digest §7.1 "Gaining modules"): a gained module goes onto a module space of a
slot; on an activation space it fires once, when placed; a module placed there as a
replacement does not fire; the replaced module is out of the game."""

from __future__ import annotations

from epocha.games.revive.catalog import content

from ..effects import empty_modules, me, res, scenario

OFFER = ["m05", "m13", "m21", "m25", "m41"]


def _s(modules: dict | None = None, **fields: object) -> object:
    fields.setdefault("active", ["s6", "c27", "c05"])
    return scenario(
        me(modules=modules or empty_modules(), **fields), module_offer=OFFER, modules=["m01", "m02"]
    )


def test_every_slot_has_module_spaces_some_with_the_activation_symbol() -> None:
    slots = content().boards.slots
    assert set(slots) == {"top1", "top2", "bottom1", "bottom2", "right"}
    assert all(any(spaces) for spaces in slots.values())


def test_gaining_puts_it_on_the_chosen_space_and_refills_the_offer() -> None:
    s = _s()
    s.play("s6", "top1")  # (s6's top: take a module)
    s.choose("m21", ["bottom2", 1])
    assert s.player(0).modules["bottom2"] == [None, "m21"]
    assert len(s.state.module_offer) == 5 and "m01" in s.state.module_offer  # (refilled from the top)


def test_an_activation_space_fires_once_when_placed_then_by_colour_only() -> None:
    """m21 (grey, 1 gear) onto bottom2's first space (an activation space)."""
    s = _s()
    s.play("s6", "top1")
    s.choose("m21", ["bottom2", 0])
    assert res(s)["gear"] == 1
    s.play("c05", "bottom2")  # a yellow card: m21 is grey, it stays silent
    s.resolve_all()
    assert res(s)["gear"] == 1


def test_a_module_fires_again_with_a_matching_card() -> None:
    modules = empty_modules()
    modules["bottom2"] = ["m21", None]
    s = _s(modules, active=["c27"])
    s.play("c27", "bottom2")  # grey: c27's bottom (advance grey, 1 gear) and m21 (1 gear)
    s.resolve_all()
    assert res(s)["gear"] == 2


def test_a_replacement_on_an_activation_space_does_not_fire() -> None:
    modules = empty_modules()
    modules["bottom2"] = ["m13", None]
    s = _s(modules)
    s.play("s6", "top1")
    s.choose("m21", ["bottom2", 0])
    p = s.player(0)
    assert p.modules["bottom2"] == ["m21", None] and res(s)["gear"] == 0


def test_the_replaced_module_is_out_of_the_game() -> None:
    modules = empty_modules()
    modules["top1"] = ["m16", None, None]
    s = _s(modules)
    s.play("s6", "top2")
    s.choose("m21", ["top1", 0])
    assert "m16" in s.state.out_of_game
    assert "m16" not in s.state.module_offer and "m16" not in s.state.module_stack
    assert all("m16" not in spaces for spaces in s.player(0).modules.values())


def test_a_module_from_a_hibernation_reward() -> None:
    """The hibernation track's 4th space gives a module (our board)."""
    s = _s(hibernation=2, active=[])
    s.hibernate()
    s.choose(s.choices()[0])  # (entering the 4th space discards a large artifact)
    s.choose(3)  # (the new space's reward)
    assert s.decision().kind == "module"
    s.choose("m25", ["top2", 0])
    assert s.player(0).modules["top2"] == ["m25", None] and res(s)["book"] == 1
