"""`reuse_crate` (machines only): pay 1 gear to re-resolve one of your opened crates as if
opened again; each crate at most once per game (digest §18)."""

from __future__ import annotations

from . import me, res, scenario


def _s(**fields: object) -> object:
    fields.setdefault("resources", {"gear": 1})
    fields.setdefault("opened_crates", ["k19"])
    return scenario(me(tokens={"special_grey_1": "x21"}, opened=["special_grey_1"], **fields))


def test_an_opened_crate_resolves_again_for_a_gear() -> None:
    s = _s(crates=["k01"])
    s.activate("x21")
    assert s.decision().kind == "crate" and s.choices() == ["k19"]  # (not the closed one)
    s.choose("k19")
    p = s.player(0)
    assert p.score == 3 and res(s)["gear"] == 0
    assert p.reused_crates == ["k19"] and p.opened_crates == ["k19"]  # (still the player's)


def test_each_crate_once_per_game() -> None:
    s = _s(reused_crates=["k19"])
    s.activate("x21")
    assert s.decision().kind == "turn" and s.player(0).score == 0 and res(s)["gear"] == 1


def test_no_gear_no_reuse() -> None:
    s = _s(resources={})
    s.activate("x21")
    assert s.decision().kind == "turn" and s.player(0).score == 0


def test_a_crystal_makes_up_the_gear() -> None:
    s = _s(resources={"crystal": 1})
    s.activate("x21")
    s.choose("k19")
    assert s.player(0).score == 3 and res(s)["crystal"] == 0
