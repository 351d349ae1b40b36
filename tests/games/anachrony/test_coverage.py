"""What random play reaches: across a few seeds of random games (the conformance harness's
policy) every main-board action, time travel with a repayment, an anomaly, the Impact and whole
Chronobot games are seen; from a position near it, the Earth saved."""

from __future__ import annotations

import random

import epocha
from epocha.games.anachrony.conformance import CONFORMANCE
from epocha.games.anachrony.scenario import Scenario

ACTIONS = ("construct", "recruit", "research", "council", "mine", "purify", "trade", "evacuate", "experiment")


def play(players: int, seed: int, options: dict) -> epocha.Game:
    g = epocha.new_game("anachrony", players=players, seed=seed, options=options)
    pick = random.Random(seed)
    while not g.is_over:
        seat = pick.choice(g.active_players)
        g.apply(seat, CONFORMANCE.policy(g, seat, pick))
    return g


def test_random_play_reaches_every_main_board_action_time_travel_anomalies_and_the_impact() -> None:
    seen: set[str] = set()
    ends: set[str] = set()
    for seed in range(6):
        for players, options in ((4, {"doomsday": True}), (2, {"side": "B"}), (1, {"doomsday": True})):
            g = play(players, seed, options)
            ends.add(g.result["reason"])
            for e in g.log:
                if e["event"] == "place":
                    seen.add(e["args"]["space"].split(":")[0])
                elif e["event"] in ("time_travel", "anomaly", "impact", "bot_roll"):
                    seen.add(e["event"])
    # (evacuating needs a Path's condition met after the Impact: seen from a position below)
    assert set(ACTIONS) - {"evacuate"} <= seen, sorted(set(ACTIONS) - seen)
    assert {"time_travel", "anomaly", "impact", "bot_roll"} <= seen
    assert "era_7" in ends


def test_a_playout_from_near_the_end_of_the_doomsday_track_saves_the_earth() -> None:
    """Harmony, with an experiment it can claim under its Focus, one step from saving the Earth:
    a random player that goes for it ends the game there."""
    saved = 0
    for seed in range(4):
        s = Scenario(
            players=[
                {"path": "harmony", "powered": [1], "goods": {"W": 2},
                 "rows": {"power_plant": ["b101"], "life_support": ["b301"]}, "focus": 2},
                {"passed": True},
            ],
            era=2,
            seed=seed,
            options={"doomsday": True},
            experiments=[["singularity", True], ["hydro_plant", True]],
            trackers={"save": 2, "seal": 6},
        )  # fmt: skip
        s.place("experiment", "scientist")
        s.choose("save")
        pick = random.Random(seed)
        g = s.game
        while not g.is_over:
            seat = pick.choice(g.active_players)
            g.apply(seat, CONFORMANCE.policy(g, seat, pick))
        saved += g.result["reason"] == "earth_saved"
    assert saved == 4


def test_a_playout_after_the_impact_with_the_condition_met_evacuates() -> None:
    evacuated = 0
    for seed in range(4):
        s = Scenario(
            players=[{"path": "progress", "evacuation": 1, "goods": {"W": 12}, "powered": [1, 4]}, {}],
            era=5,
            seed=seed,
        )
        pick = random.Random(seed)
        g = s.game
        while not g.is_over:
            seat = pick.choice(g.active_players)
            g.apply(seat, CONFORMANCE.policy(g, seat, pick))
        evacuated += any(e["event"] == "evacuate" for e in g.log)
    assert evacuated >= 1
