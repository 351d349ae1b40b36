"""An epocha game as a PettingZoo AEC environment.

    from epocha.interop.pettingzoo import env
    e = env(name, players=2)                  # name: any of epocha.games()
    e.reset(seed=7)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        action = None if terminated or truncated else e.action_space(agent).sample(obs["action_mask"])
        e.step(action)

Agents are `player_0`, `player_1`, ... (seat numbers). Each observation is a dict with
`observation` (the game's fixed-size vector of the agent's view) and `action_mask` (int8, 1 for
the ids the agent may play now; all zero for an agent that is not selected). Actions are the
game's stable integer ids (`epocha.interop.actions`).

Simultaneous choices (a secret pick every seat makes at once) become a sequence of turns: the waiting seats
are selected one after another, lowest first, and each commitment stays hidden from the others
until all have chosen — the engine keeps it so (the views show only that a seat has chosen).

Rewards come only at the end: zero-sum, +1 to a sole winner of two players and -1 to the loser;
alone, +1 for a win and -1 for a loss (`epocha.interop.outcome`). A game that reaches
`max_steps` decisions is truncated with no reward.
`reset(seed=s)` deals the game with seed `s`; `reset()` without a seed draws one from the
environment's own generator, which the last seeded reset seeded.

With `concessions=False` the game's concessions (`Rules.concession_types`, a resignation say)
are left out of the mask unless nothing else is legal, as with OpenSpiel's parameter of that
name: random agents then play whole games instead of giving up within a few moves.

Self-play: `self_play(e, policy, seed=s)` plays one game with a policy (observation -> action
id) for every agent, or a dict of them by agent, and returns what each agent collected;
`random_policy(seed)` picks uniformly among the ids the mask allows.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

import epocha
from epocha.bots.base import playable_actions
from epocha.engine.registry import get_manifest

from .actions import action_mask, encoding_for, encoding_name, legal_action_for_id, observed_view
from .outcome import game_returns


def env(game: str, players: int = 2, **kwargs: Any) -> EpochaAECEnv:
    return EpochaAECEnv(game, players, **kwargs)


class EpochaAECEnv(AECEnv):
    def __init__(
        self,
        game: str,
        players: int = 2,
        options: dict | None = None,
        max_steps: int | None = 2000,
        render_mode: str | None = None,
        concessions: bool = True,
    ) -> None:
        super().__init__()
        self.game_name = game
        self.players = players
        self.game_options = options
        self.max_steps = max_steps
        self.concessions = concessions
        self.render_mode = render_mode
        self.encoding = encoding_for(game, options, players)  # (that of the options played)
        self.metadata = {"name": f"epocha_{encoding_name(self.encoding)}", "render_modes": ["ansi"]}
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self._seat = {agent: i for i, agent in enumerate(self.possible_agents)}
        self._observation_spaces = {
            agent: spaces.Dict(
                {
                    "observation": spaces.Box(0.0, 1.0, (self.encoding.observation_size,), np.float32),
                    "action_mask": spaces.Box(0, 1, (self.encoding.action_count,), np.int8),
                }
            )
            for agent in self.possible_agents
        }
        self._action_spaces = {
            agent: spaces.Discrete(self.encoding.action_count) for agent in self.possible_agents
        }
        self._rng = np.random.default_rng()
        self.game: epocha.Game | None = None
        # checks the game and its options now rather than at the first reset
        epocha.new_game(game, players, seed=0, options=options)

    def observation_space(self, agent: str) -> spaces.Dict:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Discrete:
        return self._action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """A new game. `options` is accepted for the API and ignored (game options are given
        to the constructor)."""
        if seed is not None:
            self._rng = np.random.default_rng(seed)
            game_seed = int(seed)
        else:
            game_seed = int(self._rng.integers(0, 2**63 - 1))
        self.game = epocha.new_game(self.game_name, self.players, seed=game_seed, options=self.game_options)
        self.steps = 0
        self.agents = self.possible_agents[:]
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos: dict[str, dict] = {agent: {} for agent in self.agents}
        self.agent_selection = self._next_agent()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        assert self.game is not None, "reset() first"
        seat = self._seat[agent]
        if agent == self.agent_selection and not self.game.is_over:
            mask = action_mask(self.encoding, self._legal(seat))
        else:
            mask = np.zeros(self.encoding.action_count, dtype=np.int8)
        return {"observation": self.encoding.observe(observed_view(self.game, seat)), "action_mask": mask}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        assert self.game is not None
        if action is None:
            raise ValueError(f"{agent} must act: None is only for agents whose game has ended")
        seat = self._seat[agent]
        chosen = legal_action_for_id(self.encoding, self._legal(seat), int(action))
        self._cumulative_rewards[agent] = 0.0
        self.game.apply(seat, chosen)
        self.steps += 1
        self._clear_rewards()
        if self.game.is_over:
            returns = game_returns(self.game.result, self.players)
            for a in self.agents:
                self.rewards[a] = returns[self._seat[a]]
                self.terminations[a] = True
            self._accumulate_rewards()
        elif self.max_steps is not None and self.steps >= self.max_steps:
            for a in self.agents:
                self.truncations[a] = True
        self.agent_selection = self._next_agent()

    def _legal(self, seat: int) -> list[dict]:
        assert self.game is not None
        return self.game.actions(seat) if self.concessions else playable_actions(self.game, seat)

    def _next_agent(self) -> str:
        """The lowest seat that must act; once the game has ended, the agents in seat order."""
        assert self.game is not None
        if self.game.is_over or any(self.truncations.values()):
            return self.agents[0]
        return self.possible_agents[self.game.active_players[0]]

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.game is None:
            return None
        return render_text(self.game)

    def close(self) -> None:
        pass


def render_text(game: epocha.Game) -> str:
    """A plain summary for `render_mode="ansi"`: whose move it is and the last public events."""
    lines = [repr(game)]
    words = get_manifest(game.name).renderer()
    shown = [ev for ev in game.view(None, max(0, len(game.state.log) - 16))["log"] if "message" in ev]
    lines += [f"  {words(ev['message'])}" for ev in shown[-8:]]
    return "\n".join(lines)


# -- self-play ------------------------------------------------------------------------------------

# an agent's observation ({"observation", "action_mask"}) -> the action id it plays
Policy = Callable[[dict[str, np.ndarray]], int]


@dataclass
class SelfPlayResult:
    rewards: dict[str, float]  # what each agent collected over the game
    steps: int  # decisions made
    result: dict | None  # the game's result; None when it was truncated at `max_steps`


def self_play(
    env: EpochaAECEnv, policy: Policy | Mapping[str, Policy], seed: int | None = None
) -> SelfPlayResult:
    """Play one game of `env` from `reset(seed=seed)` to its end: `policy` chooses for every
    agent, or `policy[agent]` for each when it is a dict."""
    env.reset(seed=seed)
    rewards = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, _ = env.last()
        rewards[agent] += reward
        if terminated or truncated:
            env.step(None)  # the API's way of taking a finished agent out
            continue
        choose = policy[agent] if isinstance(policy, Mapping) else policy
        env.step(int(choose(observation)))
    assert env.game is not None
    return SelfPlayResult(rewards, env.steps, env.game.result)


def random_policy(seed: int | None = None) -> Policy:
    """Uniformly random among the ids the mask allows (an env with `concessions=False` keeps
    concessions out of the mask)."""
    rng = np.random.default_rng(seed)

    def choose(observation: dict[str, np.ndarray]) -> int:
        return int(rng.choice(np.flatnonzero(observation["action_mask"])))

    return choose
