"""Rulebook examples of the Doomsday module (digest §13)."""

from __future__ import annotations

import epocha
from epocha.games.anachrony.doomsday import EXPERIMENTS
from epocha.games.anachrony.scenario import Scenario

DOOM = {"doomsday": True}
# a player focused on era 2 whose level-1 experiment there (hydro_plant: a power plant and a
# life support) it meets and can pay
HYDRO = {"powered": [1], "goods": {"W": 2}, "rows": {"power_plant": ["b101"], "life_support": ["b301"]}}


def experiment(path: str, tracker: str, at: int) -> tuple[int, Scenario]:
    """A `path` player claims hydro_plant with the `tracker` marker at `at`, then moves it;
    returns the VP the move itself gave (the card's VP apart) and the scenario."""
    s = Scenario(
        players=[{**HYDRO, "path": path, "focus": 2}, {}],
        era=2,
        options=DOOM,
        experiments=[["singularity", True], ["hydro_plant", True]],
        trackers={tracker: at},
    )
    s.place("experiment", "scientist")
    card = s.player(0).vp
    assert card == EXPERIMENTS["hydro_plant"]["vp"]
    s.choose(tracker)
    return s.player(0).vp - card, s


def test_1388_doomsday_set_up_lays_level_1_experiments_the_first_face_up_and_moves_the_impact() -> None:
    """Seed line 1388 (Doomsday set-up): the Impact tile goes between the fifth and sixth era
    tiles; a level-1 experiment lies under every timeline tile, only the first era's face up;
    the level-2 experiments make a face-down deck; both track markers are on their start."""
    g = epocha.new_game("anachrony", players=2, seed=5, options=DOOM)
    s = g.state
    assert s.impact_after == 5
    assert [EXPERIMENTS[k]["level"] for k, _ in s.experiments] == [1] * 7
    assert [up for _, up in s.experiments] == [True] + [False] * 6
    assert s.level2 and all(EXPERIMENTS[k]["level"] == 2 for k in s.level2)
    assert s.trackers["save"] == s.trackers["seal"]


def test_1442_preparation_turns_up_the_next_experiment_and_fills_empty_eras_from_level_2() -> None:
    """Seed line 1442 (Doomsday's Preparation): with the next era's superproject, the level-1
    experiment under that tile is turned up; then every timeline tile with no experiment
    under it gets the top level-2 card, face up."""
    s = Scenario(
        players=[{}, {"passed": True}],
        era=2,
        options=DOOM,
        experiments=[[None, False], [None, False], ["ai_research", True], ["singularity", False]],
    )
    deck = list(s.state.level2)
    s.pass_()
    e = s.state.experiments
    assert e[3] == ["singularity", True]  # era 4's, the next era's, turned up
    assert e[2] == ["ai_research", True]
    # (the position lists eras 1-4: eras 5-7 hold no experiment either)
    empty = (0, 1, 4, 5, 6)
    assert [e[i][0] for i in empty] == deck[-5:][::-1] and all(e[i][1] for i in empty)
    assert s.state.level2 == deck[:-5]


def test_1506_a_dominance_player_moves_save_earth_up_and_scores_even_on_the_first_steps() -> None:
    """Seed line 1506 ("Example 1: a Dominance player's move"): having claimed an experiment, a
    Dominance player moves the Save Earth marker one step up (not Seal Fate down) and takes the
    VP printed beside the new step for its Path; Dominance gets its (smaller) VP already on
    the first steps; only the mover scores."""
    gained, s = experiment("dominance", "save", 6)
    assert s.state.trackers == {"save": 5, "seal": 6}
    assert gained > 0 and s.player(1).vp == 0


def test_1510_a_harmony_player_scores_more_on_the_last_two_steps() -> None:
    """Seed line 1510 ("Example 2: a Harmony player's move"): a Harmony player also moves Save
    Earth up; Harmony's VP wait on the last two steps of the track: a move onto one of them
    gives more than a move from the start, and more than Dominance gets on its first steps."""
    first, s = experiment("harmony", "save", 6)
    assert s.state.trackers["save"] == 5
    last_but_one, _ = experiment("harmony", "save", 3)
    last, _ = experiment("harmony", "save", 2)
    dominance_first, _ = experiment("dominance", "save", 6)
    assert last_but_one > first and last > first
    assert last_but_one > dominance_first and last > dominance_first
