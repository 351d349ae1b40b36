"""Treasure Hunter Samira, Treasure Hunt: in Clean Up (after retrieving). First printing: she
takes a resource left in the Mine pool (not neutronium), then may pay 2 water for another.
Revised: a random titanium, uranium or gold from the supply, then she may pay 2 water for one
of her choice."""

from __future__ import annotations

from epocha.games.anachrony.scenario import Scenario


def samira(printing: str = "first-printing", water: int = 3, **position) -> Scenario:
    player = {"path": "dominance", "leader": "samira", "goods": {"W": water}}
    s = Scenario([player, {}], leaders=printing, era=7, **position)  # (the game ends after it)
    s.pass_().pass_()
    return s


def test_first_printing_a_resource_from_the_mine_pool_then_another_for_water() -> None:
    s = samira(mine_pool=["N", "G", "T", "T"])
    p = s.player(0)
    assert s.decision().kind == "samira" and s.choices() == ["G", "T"]
    s.choose("T")
    assert p.goods["T"] == 1 and p.goods["W"] == 3
    assert s.decision().kind == "samira_more" and s.choices() == ["G", "T"]
    s.choose("G")
    assert (p.goods["T"], p.goods["G"], p.goods["W"]) == (1, 1, 1)
    assert s.state.mine_pool == ["N", "T"]
    assert s.state.result is not None


def test_first_printing_she_may_keep_her_water() -> None:
    s = samira(mine_pool=["U", "U"])
    p = s.player(0)
    assert s.decision().kind == "samira_more"  # (one kind in the pool: taken without asking)
    assert p.goods["U"] == 1
    s.choose("pass")
    assert (p.goods["U"], p.goods["W"]) == (1, 3) and s.state.mine_pool == ["U"]


def test_first_printing_no_second_without_water_nothing_with_only_neutronium() -> None:
    s = samira(water=1, mine_pool=["G", "T"])
    s.choose("G")
    assert s.state.result is not None and s.player(0).goods["G"] == 1
    s = samira(mine_pool=["N"])
    assert s.state.result is not None and s.player(0).goods["N"] == 0


def test_revised_a_random_resource_from_the_supply_then_one_of_her_choice() -> None:
    s = samira("revised", mine_pool=[])
    p = s.player(0)
    assert p.goods["T"] + p.goods["U"] + p.goods["G"] == 1
    assert s.decision().kind == "samira_more" and s.choices() == ["T", "U", "G"]
    before = p.goods["U"]
    s.choose("U")
    assert p.goods["U"] == before + 1 and p.goods["W"] == 1
    assert p.goods["T"] + p.goods["U"] + p.goods["G"] == 2
    assert s.state.mine_pool == []


def test_revised_leaves_the_mine_pool_alone() -> None:
    s = samira("revised", water=0, mine_pool=["N", "G"])
    p = s.player(0)
    assert p.goods["T"] + p.goods["U"] + p.goods["G"] == 1
    assert s.state.mine_pool == ["N", "G"] and s.state.result is not None
