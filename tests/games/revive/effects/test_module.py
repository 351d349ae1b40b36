"""`module`: take a module from the offer onto a module space of yours; on an activation space
it fires once; the offer is refilled (digest §7.1 "Gaining modules", §18)."""

from __future__ import annotations

from . import empty_modules, me, scenario

OFFER = ["m01", "m02", "m03", "m04", "m05"]


def _s(modules: dict | None = None) -> object:
    return scenario(
        me(active=["s6"], modules=modules or empty_modules()), module_offer=OFFER, modules=["m10"]
    )


def test_taken_from_the_offer_and_refilled() -> None:
    s = _s()
    s.play("s6", "top1")
    assert s.decision().kind == "module" and sorted(s.choices()) == OFFER
    s.choose("m03")
    assert s.decision().kind == "module_space"
    assert ["right", 0] in s.choices()  # (the 5th slot's spaces take modules before it opens)
    s.choose(["top1", 0])
    p = s.player(0)
    assert p.modules["top1"] == ["m03", None, None]
    assert sorted(s.state.module_offer) == ["m01", "m02", "m04", "m05", "m10"]
    assert p.tracks["yellow"] == 1  # (not an activation space: m03 does not fire)


def test_an_activation_space_fires_the_module_once() -> None:
    """top2's first module space has the activation symbol (our board)."""
    s = _s()
    s.play("s6", "top1")
    s.choose("m03", ["top2", 0])
    assert s.player(0).tracks["yellow"] == 2


def test_a_replacement_does_not_fire_and_the_old_module_leaves_the_game() -> None:
    """Seed: "A module placed on an activation space as a replacement does not activate" (§7.1)."""
    modules = empty_modules()
    modules["top2"] = ["m19", None]
    s = _s(modules)
    s.play("s6", "top1")
    s.choose("m03", ["top2", 0])
    p = s.player(0)
    assert p.modules["top2"] == ["m03", None]
    assert p.tracks == {"yellow": 1, "green": 1, "grey": 1}
    assert "m19" in s.state.out_of_game


def test_the_gain_may_be_declined() -> None:
    s = _s()
    s.play("s6", "top1")
    s.choose("pass")
    assert sorted(s.state.module_offer) == OFFER
    assert all(m is None for spaces in s.player(0).modules.values() for m in spaces)
