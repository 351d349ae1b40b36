"""The Paradox phase and anomalies (digest §5.2): the players with the most warp tiles on an era
tile roll the paradox die; a third paradox strikes an anomaly at once."""

from __future__ import annotations

from epocha.engine import chance
from epocha.games.anachrony.catalog import PARADOX_DIE
from epocha.games.anachrony.scenario import Scenario

TWO = PARADOX_DIE.index(2)  # the die's face that gives two paradoxes
ONE = PARADOX_DIE.index(1)


def ending_era(players: list[dict], timeline: list[dict], outcomes: list[int]) -> Scenario:
    """Era 2's last turn with everyone else passed: the pass runs Clean Up, era 3's Preparation
    and its Paradox phase, whose rolls show `outcomes` (indices of the die's faces)."""
    s = Scenario(players=players, era=2, timeline=timeline)
    with chance.dictated(outcomes):
        s.pass_()
    return s


def test_the_player_with_most_warp_tiles_on_a_tile_rolls() -> None:
    s = ending_era(
        [{}, {"passed": True}],
        [{"warps": [[0, 1], [0, 2], [1, 3]]}, {"warps": [[1, 4]]}],
        [ONE, TWO],
    )
    rolls = [(e["args"]["player"], e["args"]["era"]) for e in s.events("paradox_roll")]
    assert rolls == [(0, 1), (1, 2)]
    assert s.player(0).paradox == 1 and s.player(1).paradox == 2


def test_tied_players_all_roll() -> None:
    s = ending_era([{}, {"passed": True}], [{"warps": [[0, 1], [1, 3]]}], [ONE, ONE])
    assert sorted(e["args"]["player"] for e in s.events("paradox_roll")) == [0, 1]


def test_a_third_paradox_strikes_an_anomaly_and_stops_the_rolls() -> None:
    s = ending_era(
        [{"paradox": 2, "rows": {"power_plant": ["b101", None, None]}}, {"passed": True}],
        [{"warps": [[0, 1]]}, {"warps": [[0, 2]]}],
        [ONE],
    )
    p = s.player(0)
    assert p.paradox == 0 and len(s.events("paradox_roll")) == 1  # no roll for era 2's tile
    # it may take one of its warp tiles back (no time travel), then the anomaly goes to the
    # leftmost free slot: the power plant row's is the 2nd, the others' the 1st
    assert s.decision().kind == "warp_back"
    s.choose([2, 2])
    assert p.warps.count(2) == 1 and p.time_travel == 0
    assert s.choices() == [["factory", 0], ["life_support", 0], ["lab", 0]]
    s.choose(["lab", 0])
    assert p.rows["lab"][0] == "anomaly" and p.anomalies() == 1
    assert s.state.phase == "powerup"


def test_progress_side_b_needs_a_fourth_paradox() -> None:
    s = Scenario(
        players=[{"path": "progress", "paradox": 2}, {"passed": True}],
        era=2,
        side="B",
        timeline=[{"warps": [[0, 1]]}],
    )
    with chance.dictated([ONE]):
        s.pass_()
    assert s.player(0).paradox == 3 and s.player(0).anomalies() == 0


def test_with_no_free_slot_the_anomaly_covers_a_building_which_is_then_unusable() -> None:
    full = {
        "power_plant": ["b101", "b102", "b103"],
        "factory": ["b201", "b202", "b203"],
        "life_support": ["b301", "b302", "b303"],
        "lab": ["b401", "b402", "b403"],
    }
    s = ending_era(
        [{"paradox": 2, "rows": full, "warps": [2, 3]}, {"passed": True}], [{"warps": [[0, 1]]}], [ONE]
    )
    s.choose("pass")  # keeps its warp tile on the timeline
    assert len(s.choices()) == 12
    s.choose(["life_support", 0])
    p = s.player(0)
    assert p.rows["life_support"][0] == "anomaly:b301"
    assert "b301" in p.buildings() and "b301" not in p.buildings(usable=True)


def test_harmony_on_side_b_may_lose_a_building_instead_of_the_anomaly() -> None:
    s = Scenario(
        players=[{"path": "harmony", "paradox": 2, "rows": {"factory": ["b201", "b202"]}}, {"passed": True}],
        era=2,
        side="B",
        timeline=[{"warps": [[0, 1]]}],
    )
    with chance.dictated([ONE]):
        s.pass_()
    s.choose("pass")  # its warp tile stays out
    assert s.choices() == ["b201", "b202"]
    s.choose("b202")
    p = s.player(0)
    assert p.rows["factory"] == ["b201", None, None] and p.anomalies() == 0 and p.paradox == 0
    assert s.state.primary["factory"][0] == "b202"  # at the bottom of its primary stack
