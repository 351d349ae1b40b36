"""The PettingZoo AEC environment passes PettingZoo's own checks."""

from __future__ import annotations

import pytest

pytest.importorskip("pettingzoo")

import numpy as np
from pettingzoo.test import api_test, seed_test

from epocha.engine import IllegalAction
from epocha.interop.pettingzoo import env

pytestmark = pytest.mark.filterwarnings("ignore::UserWarning")  # api_test's advice on dict observations


@pytest.mark.parametrize("players", [2, 3, 4])
def test_api_test(players):
    api_test(env("innovation", players=players), num_cycles=1000)


@pytest.mark.parametrize("players", [2, 4])
def test_seed_test(players):
    seed_test(lambda: env("innovation", players=players), num_cycles=300)


def _play(e, rng: np.random.Generator) -> dict:
    """Random masked play to the end; the rewards each agent collected."""
    collected = dict.fromkeys(e.possible_agents, 0.0)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, _ = e.last()
        collected[agent] += reward
        if terminated or truncated:
            e.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        e.step(int(rng.choice(legal)))
    return collected


def test_a_whole_game_ends_with_zero_sum_rewards():
    e = env("innovation", players=2)
    e.reset(seed=3)
    rewards = _play(e, np.random.default_rng(0))
    assert sorted(rewards.values()) in ([-1.0, 1.0], [0.0, 0.0])
    assert e.game.is_over and not e.agents


def test_only_the_selected_agent_has_a_mask_and_the_first_meld_stays_hidden():
    e = env("innovation", players=2)
    e.reset(seed=5)
    assert e.agent_selection == "player_0"  # both seats meld; the lower one commits first
    assert e.observe("player_1")["action_mask"].sum() == 0
    before = e.observe("player_1")["observation"]
    obs0 = e.observe("player_0")
    first, second = np.flatnonzero(obs0["action_mask"])
    seen = []
    for choice in (first, second):
        e.reset(seed=5)
        e.step(int(choice))
        assert e.agent_selection == "player_1"
        seen.append(e.observe("player_1")["observation"])
    assert np.array_equal(seen[0], seen[1])  # player_1 cannot tell which card player_0 chose
    assert not np.array_equal(before, seen[0])  # ... only that it has chosen


def test_an_illegal_id_raises_and_changes_nothing():
    e = env("innovation", players=2)
    e.reset(seed=1)
    history = e.game.history
    with pytest.raises(IllegalAction):
        e.step(0)  # "draw" is not a legal initial meld
    assert e.game.history == history and e.agent_selection == "player_0"


def test_games_are_truncated_at_the_step_limit():
    e = env("innovation", players=2, max_steps=5)
    e.reset(seed=2)
    rewards = _play(e, np.random.default_rng(1))
    assert rewards == {"player_0": 0.0, "player_1": 0.0}
    assert not e.game.is_over and e.steps == 5


def test_render_ansi():
    e = env("innovation", players=2, render_mode="ansi")
    e.reset(seed=1)
    assert "innovation" in e.render()
