"""The single-agent Gymnasium environment: Gymnasium's checker, episodes, illegal ids, the
registered ids and the options they pin."""

from __future__ import annotations

import pytest

pytest.importorskip("gymnasium")

import numpy as np
from gymnasium.utils.env_checker import check_env

import epocha
from epocha.engine import IllegalAction
from epocha.engine.registry import get_rules
from epocha.interop.gymnasium import EpochaEnv

pytestmark = pytest.mark.filterwarnings("ignore::UserWarning")  # the checker's note on env specs

GAMES = ["innovation", "tta"]


@pytest.mark.parametrize("game", GAMES)
def test_check_env_with_a_random_seat_and_mixed_opponents(game):
    # every game's registered id, at every player count: test_every_game.py
    check_env(EpochaEnv(game, players=3, opponents=["random", "greedy"], seat=None))


def _episode(env: EpochaEnv, seed: int) -> tuple[float, int, dict]:
    """Random masked play to the end, conceding only when nothing else is legal."""
    obs, info = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    concede = get_rules(env.game_name).concession_types
    steps = 0
    while True:
        assert obs["action_mask"].sum() > 0
        assert np.array_equal(obs["action_mask"], env.action_masks())
        legal = [int(i) for i in np.flatnonzero(obs["action_mask"])]
        playable = [i for i in legal if env.encoding.action(i)["type"] not in concede]
        action = int(rng.choice(playable or legal))
        obs, reward, terminated, truncated, info = env.step(action)
        steps += 1
        if terminated or truncated:
            return reward, steps, info


@pytest.mark.parametrize("game", GAMES)
def test_an_episode_against_greedy_ends_with_the_agents_share_of_the_result(game):
    env = EpochaEnv(game, players=2, opponents="greedy", seat=1)
    reward, steps, info = _episode(env, seed=4)
    assert steps > 1 and info["seat"] == 1
    winners = info["result"]["winners"]
    assert reward == (0.0 if len(winners) == 2 else 1.0 if winners == [1] else -1.0)


@pytest.mark.parametrize("game", GAMES)
def test_seeded_episodes_repeat(game):
    env = EpochaEnv(game, players=3, opponents="random", seat=None)
    assert _episode(env, seed=9) == _episode(env, seed=9)


@pytest.mark.parametrize("game", GAMES)
def test_an_illegal_id_changes_nothing_and_is_flagged(game):
    env = EpochaEnv(game, players=2, illegal_action_reward=-0.5)
    obs, _ = env.reset(seed=2)
    history = env.game.history
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    obs2, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated, info["illegal_action"]) == (-0.5, False, False, True)
    assert env.game.history == history and np.array_equal(obs["observation"], obs2["observation"])


def test_bad_settings_are_refused():
    with pytest.raises(IllegalAction):
        EpochaEnv("innovation", players=3, opponents=["random"])
    with pytest.raises(IllegalAction):
        EpochaEnv("innovation", opponents="nobody")
    with pytest.raises(IllegalAction):
        EpochaEnv("innovation", seat=2)


def test_every_game_has_an_id_that_pins_its_options():
    import gymnasium

    from epocha.interop.gymnasium import earlier_ids, env_id, register_envs

    ids = register_envs()
    assert ids == [env_id(game) for game in epocha.games()]
    every = [*ids, *(old for game in epocha.games() for old in earlier_ids(game))]
    # pinned: a game whose defaults change gets a new version of its id (docs/research.md)
    assert {i: gymnasium.spec(i).kwargs for i in every if i in PINNED} == PINNED
    assert set(PINNED) <= set(every)
    assert env_id("tta") == "epocha/ThroughTheAges-v1" and earlier_ids("tta") == ["epocha/ThroughTheAges-v0"]


PINNED = {
    "epocha/Innovation-v0": {
        "game": "innovation",
        "players": 2,
        "opponents": "random",
        "seat": 0,
        "options": {"edition": "1e"},
        "max_steps": 2000,
    },
    "epocha/ThroughTheAges-v0": {
        "game": "tta",
        "players": 2,
        "opponents": "random",
        "seat": 0,
        # (an option added later with the old game as its default is spelled out: the same game)
        "options": {"peaceful": True, "edition": "new-story"},
        "max_steps": 2000,
    },
    "epocha/ThroughTheAges-v1": {  # the full game (aggressions, wars, pacts) became the default
        "game": "tta",
        "players": 2,
        "opponents": "random",
        "seat": 0,
        "options": {"peaceful": False, "edition": "new-story"},
        "max_steps": 2000,
    },
    "epocha/Anachrony-v0": {
        "game": "anachrony",
        "players": 2,
        "opponents": "random",
        "seat": 0,
        "options": {
            "side": "A",
            "doomsday": False,
            "alternative_timeline": False,
            "choose_starting_assets": False,
            "choose_endgame_conditions": False,
            "no_paradox_dice": False,
            "simultaneous_power_up": False,
            "leaders": "first-printing",
        },
        "max_steps": 2000,
    },
    "epocha/Revive-v0": {
        "game": "revive",
        "players": 2,
        "opponents": "random",
        "seat": 0,
        "options": {
            "sand_point": "builder",
            "longer": False,
            "artifact_choice": False,
            "unlocks": "",
            "tribe_choice": False,
        },
        "max_steps": 2000,
    },
}


def test_an_id_is_made_with_its_kwargs_or_with_the_module_named_in_it():
    import gymnasium

    env = gymnasium.make("epocha.interop.gymnasium:epocha/Innovation-v0", opponents="greedy", seat=1)
    inner = env.unwrapped
    assert isinstance(inner, EpochaEnv) and inner.opponent_specs == ["greedy"] and inner.fixed_seat == 1
    assert inner.game_options == {"edition": "1e"}
    obs, info = env.reset(seed=3)
    assert info["seat"] == 1 and obs["action_mask"].sum() > 0
