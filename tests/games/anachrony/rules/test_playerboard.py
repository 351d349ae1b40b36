"""The player board's own actions (digest §8): Supply, Force Workers, removing an anomaly."""

from __future__ import annotations

from epocha.games.anachrony.scenario import Scenario


def test_supply_pays_the_morale_cost_wakes_everyone_and_raises_morale() -> None:
    s = Scenario(
        players=[
            {"goods": {"W": 5}, "active": {"administrator": 1}, "tired": {"engineer": 2}, "morale": 3},
            {"passed": True},
        ],
        era=2,
    )
    s.place("supply", "administrator")
    p = s.player(0)
    assert p.goods["W"] == 0 and p.active["engineer"] == 2 and p.tired["engineer"] == 0
    assert p.morale == 4
    assert p.busy == [["administrator", "supply", "active"]]  # an administrator stays motivated
    assert not s.can_place("supply", "engineer")  # a worker slot: once an era


def test_supply_at_the_top_of_morale_scores_instead() -> None:
    s = Scenario(
        players=[{"goods": {"W": 7}, "active": {"scientist": 1}, "morale": 6}, {"passed": True}], era=2
    )
    s.place("supply", "scientist")
    assert s.player(0).morale == 6 and s.player(0).vp == 2


def test_supply_is_a_free_action_for_dominance_on_side_b() -> None:
    s = Scenario(
        players=[{"path": "dominance", "goods": {"W": 4}, "morale": 3}, {"passed": True}], era=2, side="B"
    )
    assert not s.can("place", space="supply") and s.can("free", action="supply")
    s.free("supply")
    assert s.player(0).goods["W"] == 0 and s.player(0).morale == 4 and s.decision().kind == "turn"


def test_force_workers_wakes_everyone_for_a_step_of_morale() -> None:
    s = Scenario(players=[{"tired": {"scientist": 2}, "morale": 2}, {"passed": True}], era=2)
    markers = s.player(0).markers
    s.free("force")
    p = s.player(0)
    assert p.active["scientist"] >= 2 and p.tired["scientist"] == 0 and p.morale == 1
    assert p.markers == markers - 1 and s.state.turn == 0  # a free action: still its turn
    assert not s.can("free", action="force")


def test_forcing_at_the_lowest_morale_costs_a_worker() -> None:
    s = Scenario(
        players=[{"active": {"engineer": 1}, "tired": {"scientist": 1}, "morale": 0}, {"passed": True}], era=2
    )
    s.free("force")
    assert sorted(map(tuple, s.choices())) == [("engineer", "active"), ("scientist", "active")]
    s.choose(["engineer", "active"])
    p = s.player(0)
    assert p.morale == 0 and p.active == {**p.active, "engineer": 0, "scientist": 1}


def test_removing_an_anomaly_costs_the_worker_and_frees_the_slot() -> None:
    s = Scenario(
        players=[
            {
                "goods": {"N": 1, "W": 2, "T": 1},
                "active": {"engineer": 1},
                "rows": {"lab": ["anomaly", None, None]},
            },
            {"passed": True},
        ],
        era=2,
    )
    s.place("anomaly:lab:0", "engineer")
    p = s.player(0)
    assert p.rows["lab"][0] is None and p.anomalies() == 0
    assert p.goods["N"] == 0 and p.goods["W"] == 0 and p.goods["T"] == 1
    assert p.busy == [] and p.workers_owned("engineer") == 0
