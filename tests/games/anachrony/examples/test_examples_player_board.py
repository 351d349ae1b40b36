"""Rulebook examples of the player board's actions and the superprojects (digest §8)."""

from __future__ import annotations

from epocha.games.anachrony.catalog import board_side
from epocha.games.anachrony.scenario import Scenario

HARMONY = board_side("harmony", "A")


def test_1043_supply_pays_the_morale_water_wakes_the_tired_and_raises_morale() -> None:
    """Seed line 1043 (Supply): the player pays the water shown under its morale marker (1),
    moves every Tired worker to the active column (2) and raises morale a step (3); at the top
    of the track it scores the track's end VP instead; an administrator there stays motivated."""
    cost = HARMONY.supply_cost[3]
    s = Scenario(
        players=[
            {"goods": {"W": cost}, "active": {"administrator": 1}, "tired": {"scientist": 2}, "morale": 3},
            {"passed": True},
        ],
        era=2,
    )
    s.place("supply", "administrator")
    p = s.player(0)
    assert p.goods["W"] == 0 and p.morale == 4
    assert p.active["scientist"] == 2 and p.tired["scientist"] == 0
    assert p.busy == [["administrator", "supply", "active"]]
    top = len(HARMONY.morale_vp) - 1
    at_top = Scenario(
        players=[{"goods": {"W": HARMONY.supply_cost[top]}, "morale": top}, {"passed": True}], era=2
    )
    at_top.place("supply", "scientist")
    assert at_top.player(0).morale == top and at_top.player(0).vp == HARMONY.supply_at_max_vp


def test_1055_force_workers_is_a_free_action_trading_a_morale_step_for_the_tired_workers() -> None:
    """Seed line 1055 (Force Workers): a free action with no worker; a Path marker goes on its
    space (1), every Tired worker becomes active (2) and morale drops a step (3); at the lowest
    morale the player gives back a worker of its choice instead."""
    s = Scenario(players=[{"active": {}, "tired": {"engineer": 2}, "morale": 2}, {"passed": True}], era=2)
    s.free("force")
    p = s.player(0)
    assert p.markers == 6 and p.morale == 1
    assert p.active["engineer"] == 2 and p.tired["engineer"] == 0
    assert s.decision().kind == "turn" and s.decision().seat == 0
    low = Scenario(
        players=[{"active": {"scientist": 1}, "tired": {"engineer": 1}, "morale": 0}, {"passed": True}], era=2
    )
    low.free("force")
    low.choose(["scientist", "active"])
    q = low.player(0)
    assert q.morale == 0 and q.active["engineer"] == 1 and q.workers_owned("scientist") == 0


def test_2178_outback_conditioner_keeps_the_chosen_actions_worker_rules() -> None:
    """Seed line 2178 (the superprojects' appendix, Outback Conditioner, "Pracovni skafandr"):
    any worker and 2 water take a standard Recruit, Research or Construct, and that action's
    worker rules still hold: for example an engineer sent to Construct gets the usual titanium
    off, and an administrator may not do Research."""
    admin = Scenario(
        players=[
            {"goods": {"W": 2}, "active": {"administrator": 1}, "rows": {"factory": ["s9", "s9", None]}},
            {},
        ],
        era=2,
    )
    admin.place("s9", "administrator")
    assert admin.decision().kind == "worker"  # Recruit at once: no Research (nor Construct) offered
    cost = dict(HARMONY.slot_costs["lab"][0])  # 1 U, 2 T, 1 W
    engineer = Scenario(
        players=[
            {
                "goods": {**cost, "T": cost["T"] - 1, "W": cost["W"] + 2},
                "active": {"engineer": 1},
                "rows": {"factory": ["s9", "s9", None], "life_support": ["b305", "b306", "b313"]},
            },
            {},
        ],
        era=2,
        stacks={"lab": {"primary": ["b413"]}},
    )
    engineer.place("s9", "engineer")
    assert engineer.choices() == ["construct", "recruit"]
    engineer.choose("construct")  # (b413, the one tile it can afford, is built without asking)
    p = engineer.player(0)
    assert p.rows["lab"][0] == "b413"
    assert all(v == 0 for v in p.goods.values())
