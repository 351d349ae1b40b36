"""The single-agent Gymnasium environment passes Gymnasium's checker."""

from __future__ import annotations

import pytest

pytest.importorskip("gymnasium")

import numpy as np
from gymnasium.utils.env_checker import check_env

from epocha.engine import IllegalAction
from epocha.engine.registry import get_rules
from epocha.interop.gymnasium import EpochaEnv

pytestmark = pytest.mark.filterwarnings("ignore::UserWarning")  # the checker's note on env specs

GAMES = ["innovation", "tta"]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(
    "kwargs",
    [{}, {"players": 3, "opponents": ["random", "greedy"], "seat": None}, {"players": 4, "seat": 3}],
)
def test_check_env(game, kwargs):
    check_env(EpochaEnv(game, **kwargs))


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
