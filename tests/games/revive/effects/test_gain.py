"""`gain`: the goods shown, at once (digest §18 common symbols; caps §5.1; points §5.2)."""

from __future__ import annotations

from . import me, res, scenario, with_machine


def test_resources_are_gained_and_capped() -> None:
    """Seed: "A gain that would go beyond the top space is lost" (§5.1): c27's top gives 3 gear."""
    s = scenario(me(active=["c27"], resources={"gear": 4}))
    s.play("c27", "top1")
    assert res(s)["gear"] == 6
    gained = {"player": 0, "goods": {"gear": 2}, "lost": 1, "cause": {"card": "c27"}}  # (its effect)
    assert s.events("gained")[-1]["args"] == gained


def test_several_goods_in_one_gain_and_blue_points() -> None:
    """x24 (a machine) gives 2 gear and 1 blue point: the score marker moves now (§5.2)."""
    s = with_machine("x24")
    s.activate("x24")
    assert res(s)["gear"] == 2
    assert s.player(0).score == 1


def test_any_basic_is_chosen_per_unit() -> None:
    """Seed: "Gain any basic resource" (§18): x08 gives two, each chosen."""
    s = with_machine("x08")
    s.activate("x08")
    assert s.decision().kind == "resource" and sorted(s.choices()) == ["book", "food", "gear"]
    s.choose("book").choose("food")
    assert res(s) == {"crystal": 0, "gear": 0, "book": 1, "food": 1}


def test_crystals_are_gained() -> None:
    s = with_machine("x30", resources={"crystal": 1})
    s.activate("x30")
    assert res(s)["crystal"] == 3


def test_energy_goes_to_the_reservoir() -> None:
    """c39's top: take 1 energy from the supply into your reservoir (§18)."""
    s = scenario(me(active=["c39"], energy=0))
    s.play("c39", "top1")
    assert s.player(0).energy == 1
    assert s.player(0).powered == []


def test_a_crate_is_taken_closed_from_the_stack() -> None:
    """x27: take 1 crate — closed, from the top of the stack (§9)."""
    s = scenario(me(tokens={"special_grey_1": "x27"}, opened=["special_grey_1"]), crates=["k19", "k01"])
    s.activate("x27")
    p = s.player(0)
    assert p.crates == ["k19"] and p.opened_crates == []
    assert s.state.crate_stack == ["k01"]


def test_purple_points_wait_for_the_end() -> None:
    """Purple points are only added in final scoring; the score marker does not move (§5.2)."""
    s = scenario(me(crates=["k21"]))
    s.open_crate("k21")
    assert s.player(0).purple == 4
    assert s.player(0).score == 0


def test_a_large_artifact_is_taken_from_the_crater() -> None:
    """Seed: "Take any large artifact" (§18): c10's bottom (then hibernate and remove the card)."""
    s = scenario(me(active=["c10"]))
    crater = list(s.state.crater)
    s.play("c10", "bottom1")
    assert s.decision().kind == "artifact" and sorted(s.choices()) == sorted(crater)
    s.choose(crater[-1])
    assert s.player(0).artifacts == [crater[-1]]
    assert crater[-1] not in s.state.crater
    assert res(s)["food"] == 2
