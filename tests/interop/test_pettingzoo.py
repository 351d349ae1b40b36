"""The PettingZoo AEC environment: rewards, masks, hidden commitments, truncation, self-play.
PettingZoo's own checks run for every game in test_every_game.py."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pettingzoo")

import numpy as np

from epocha.engine import IllegalAction
from epocha.engine.registry import get_rules
from epocha.interop.outcome import game_returns
from epocha.interop.pettingzoo import Policy, env, random_policy, self_play

GAMES = ["innovation", "tta"]


def _concessions(e) -> set[int]:
    """The ids that give the game up (Through the Ages' resign): random play avoids them."""
    concede = get_rules(e.game_name).concession_types
    return {i for i in range(e.encoding.action_count) if e.encoding.action(i)["type"] in concede}


def _play(e, rng: np.random.Generator) -> dict:
    """Random masked play to the end, conceding only when nothing else is legal; the rewards
    each agent collected."""
    collected = dict.fromkeys(e.possible_agents, 0.0)
    concessions = _concessions(e)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, _ = e.last()
        collected[agent] += reward
        if terminated or truncated:
            e.step(None)
            continue
        legal = [int(i) for i in np.flatnonzero(obs["action_mask"])]
        e.step(int(rng.choice([i for i in legal if i not in concessions] or legal)))
    return collected


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_ends_with_zero_sum_rewards(game):
    e = env(game, players=2)
    e.reset(seed=3)
    rewards = _play(e, np.random.default_rng(0))
    assert sorted(rewards.values()) in ([-1.0, 1.0], [0.0, 0.0])
    assert e.game.is_over and not e.agents
    assert e.steps > 100  # a real game, not a resignation


def test_a_four_player_game_of_through_the_ages_ends_with_zero_sum_rewards():
    e = env("tta", players=4)
    e.reset(seed=8)
    rewards = _play(e, np.random.default_rng(2))
    returns = game_returns(e.game.result, 4)  # random play scores little: ties happen
    assert rewards == {f"player_{p}": returns[p] for p in range(4)} and sum(returns) == 0.0
    assert e.game.is_over and not e.agents


@pytest.mark.parametrize("game", GAMES)
def test_only_the_selected_agent_has_a_mask(game):
    e = env(game, players=3)
    e.reset(seed=4)
    rng = np.random.default_rng(4)
    for _ in range(40):
        agent = e.agent_selection
        assert e.observe(agent)["action_mask"].sum() > 0
        assert all(e.observe(a)["action_mask"].sum() == 0 for a in e.agents if a != agent)
        e.step(int(rng.choice(np.flatnonzero(e.observe(agent)["action_mask"]))))
        if not e.agents or e.terminations[e.agent_selection]:
            break


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


@pytest.mark.parametrize("game", GAMES)
def test_an_illegal_id_raises_and_changes_nothing(game):
    e = env(game, players=2)
    e.reset(seed=1)
    history = e.game.history
    illegal = int(np.flatnonzero(e.observe("player_0")["action_mask"] == 0)[0])
    with pytest.raises(IllegalAction):
        e.step(illegal)
    assert e.game.history == history and e.agent_selection == "player_0"


@pytest.mark.parametrize("game", GAMES)
def test_games_are_truncated_at_the_step_limit(game):
    e = env(game, players=2, max_steps=5)
    e.reset(seed=2)
    rewards = _play(e, np.random.default_rng(1))
    assert rewards == {"player_0": 0.0, "player_1": 0.0}
    assert not e.game.is_over and e.steps == 5


@pytest.mark.parametrize("game", GAMES)
def test_render_ansi(game):
    e = env(game, players=2, render_mode="ansi")
    e.reset(seed=1)
    text = e.render()
    # the game, then its last public events in words
    assert game in text and len(text.splitlines()) > 1 and "{" not in text


def test_without_concessions_the_mask_offers_them_only_when_nothing_else_is_legal():
    with_them, without = env("tta", players=2), env("tta", players=2, concessions=False)
    concessions = _concessions(without)
    rng = np.random.default_rng(6)
    offered = False
    for e in (with_them, without):
        e.reset(seed=6)
    for _ in range(80):
        agent = without.agent_selection
        full = set(np.flatnonzero(with_them.observe(agent)["action_mask"]))
        playable = set(np.flatnonzero(without.observe(agent)["action_mask"]))
        assert full - playable == full & concessions and not playable & concessions
        offered |= bool(full & concessions)
        action = int(rng.choice(sorted(playable)))
        for e in (with_them, without):
            e.step(action)
    assert offered  # the resignation was there to be left out
    with pytest.raises(IllegalAction):
        without.step(next(iter(concessions)))


@pytest.mark.parametrize("game", GAMES)
def test_self_play_with_one_policy_for_every_seat(game):
    e = env(game, players=3, concessions=False)
    outcome = self_play(e, random_policy(seed=2), seed=9)
    assert e.game.is_over and outcome.result == e.game.result and outcome.steps == e.steps > 50
    assert outcome.rewards == dict(zip(e.possible_agents, game_returns(e.game.result, 3), strict=True))
    # the same seeds play the same game
    assert self_play(e, random_policy(seed=2), seed=9) == outcome


def test_self_play_with_a_policy_per_seat_and_a_truncated_game():
    e = env("innovation", players=2, max_steps=7)
    asked: list[str] = []

    def policy_of(agent: str) -> Policy:
        pick = random_policy(seed=len(asked))

        def choose(observation: dict) -> int:
            assert e.agent_selection == agent  # asked only on its own agent's turns
            asked.append(agent)
            return pick(observation)

        return choose

    outcome = self_play(e, {a: policy_of(a) for a in e.possible_agents}, seed=1)
    assert outcome.result is None and outcome.steps == 7 == len(asked)
    assert set(asked) == {"player_0", "player_1"}  # the initial meld asks both
    assert outcome.rewards == {"player_0": 0.0, "player_1": 0.0}


def test_the_self_play_example_in_the_docs_runs(capsys):
    text = (Path(__file__).resolve().parents[2] / "docs" / "research.md").read_text("utf-8")
    example = text.split("### Self-play")[1].split("```python\n")[1].split("\n```")[0]
    scope: dict = {}
    exec(compile(example, "docs/research.md", "exec"), scope)  # our own docs
    outcome, match = scope["outcome"], scope["match"]
    assert outcome.result["winners"] and sum(outcome.rewards.values()) == 0.0
    assert match.result is not None and set(match.rewards) == {"player_0", "player_1", "player_2"}
    assert str(outcome.rewards) in capsys.readouterr().out
