"""The Doomsday module (digest §13): its set-up, Preparation, the Experiment action, the
Doomsday track, the trajectory roll, and its two endings."""

from __future__ import annotations

import epocha
from epocha.engine import chance
from epocha.games.anachrony.doomsday import EXPERIMENTS, TRAJECTORY_DIE
from epocha.games.anachrony.scenario import Scenario

DOOM = {"doomsday": True}
PLUS, MINUS, BLANK = TRAJECTORY_DIE.index(1), TRAJECTORY_DIE.index(-1), TRAJECTORY_DIE.index(0)
# a harmony player focused on era 2, whose level-1 experiment needs a power plant and a life support
HYDRO = {"powered": [1], "goods": {"W": 2}, "rows": {"power_plant": ["b101"], "life_support": ["b301"]}}


def doom(players: list[dict], **position: object) -> Scenario:
    position.setdefault("era", 2)
    return Scenario(players=players, options=DOOM, **position)


def test_set_up_moves_the_impact_and_lays_experiments() -> None:
    g = epocha.new_game("anachrony", players=2, seed=2, options=DOOM)
    s = g.state
    assert s.impact_after == 5
    levels = [EXPERIMENTS[k]["level"] for k, _ in s.experiments]
    assert levels == [1] * 7 and [up for _, up in s.experiments] == [True] + [False] * 6
    assert len(s.level2) == 10 and s.trackers == {"save": 6, "seal": 6}


def test_preparation_flips_the_next_experiment_and_fills_gaps_with_level_2() -> None:
    s = doom(
        [{}, {"passed": True}],
        experiments=[[None, False], ["hydro_plant", True], ["ai_research", True], ["singularity", False]],
    )
    top = s.state.level2[-1]
    s.pass_()  # era 3's Preparation
    st = s.state
    assert st.experiments[3] == ["singularity", True]
    assert st.experiments[0] == [top, True]
    assert all(e[0] is not None for e in st.experiments)


def test_an_experiment_is_claimed_at_the_focus_for_its_card_vp_and_tracker_vp() -> None:
    s = doom(
        [{**HYDRO, "path": "harmony", "focus": 2}, {"passed": True}],
        experiments=[["singularity", True], ["hydro_plant", True]],
    )
    s.place("experiment", "scientist")
    p = s.player(0)
    assert p.goods["W"] == 0 and p.experiments == ["hydro_plant"] and p.vp == 2
    assert s.state.experiments[1] == [None, False]
    s.choose("save")  # harmony moves Save Earth up one slot: slot 5 shows harmony 0 VP
    assert s.state.trackers["save"] == 5 and p.vp == 2


def test_no_experiment_without_its_condition_or_away_from_the_focus() -> None:
    s = doom(
        [{**HYDRO, "focus": 1}, {"passed": True}], experiments=[["singularity", True], ["hydro_plant", True]]
    )
    assert not s.can_place("experiment", "scientist")


def test_the_track_scores_only_its_mover_and_locks_after_the_impact() -> None:
    s = doom(
        [{**HYDRO, "path": "salvation", "focus": 2}, {"passed": True}],
        experiments=[["singularity", True], ["hydro_plant", True]],
        trackers={"save": 6, "seal": 8},
    )
    s.place("experiment", "scientist").choose("seal")
    assert s.state.trackers["seal"] == 9 and s.player(0).vp == 2 + 2
    late = doom(
        [{**HYDRO, "path": "salvation", "focus": 6}, {"passed": True}],
        era=6,
        impact_after=5,
        experiments=[[None, False]] * 5 + [["hydro_plant", True]],
    )
    late.place("experiment", "scientist")
    assert late.decision().kind == "turn" and late.state.trackers["seal"] == 6


def test_planned_experiments_replace_a_claimed_card_from_the_open_deck() -> None:
    s = Scenario(
        players=[{**HYDRO, "focus": 2}, {"passed": True}],
        era=2,
        options={**DOOM, "planned_experiments": True},
        experiments=[["singularity", True], ["hydro_plant", True]],
        level2=["irrigation", "hive_mind"],
    )
    s.place("experiment", "scientist")
    assert s.state.experiments[1] == ["hive_mind", True] and s.state.level2 == ["irrigation"]


def test_trajectory_plus_moves_the_impact_later_and_minus_earlier() -> None:
    later = doom([{}, {"passed": True}], era=3)
    with chance.dictated([PLUS, BLANK]):
        later.pass_()
    assert later.state.impact_after == 6
    earlier = doom([{}, {"passed": True}], era=3)
    with chance.dictated([MINUS, BLANK]):
        earlier.pass_()
    assert earlier.state.impact_after == 4


def test_the_impact_never_moves_behind_the_present_era() -> None:
    s = doom([{}, {"passed": True}], era=4, impact_after=4)
    with chance.dictated([MINUS, MINUS] + [0] * 12):  # (then the Collapsing Capital tiles' shuffle)
        s.pass_()
    assert s.state.impacted and s.state.era == 5


def test_seal_fate_at_its_end_brings_the_impact_now() -> None:
    s = doom([{}, {"passed": True}], era=2, trackers={"save": 6, "seal": 10})
    s.pass_()
    assert s.state.impacted and s.state.era == 3


def test_save_earth_at_its_end_ends_the_game_without_an_impact() -> None:
    s = doom([{}, {"passed": True}], era=3, trackers={"save": 1, "seal": 6})
    s.pass_()
    assert s.game.is_over and s.game.result["reason"] == "earth_saved" and not s.state.impacted
