"""An epocha game as a single-agent Gymnasium environment: one seat learns, built-in bots play
the other seats.

    from epocha.interop.gymnasium import EpochaEnv
    env = EpochaEnv(name, players=2, opponents="greedy")     # name: any of epocha.games()
    obs, info = env.reset(seed=1)
    while True:
        action = env.action_space.sample(obs["action_mask"])
        obs, reward, terminated, truncated, info = env.step(action)
        if terminated or truncated:
            break

Observations and actions are the same as in the PettingZoo environment: a dict with the
game's fixed-size `observation` vector and an int8 `action_mask`; actions are the game's stable
integer ids. `action_masks()` returns the mask too (the method maskable learners look for).

The opponents (`epocha.bots.make_bot` names, one for all or a list) see only their own seat's
view, like every bot. They move whenever the agent need not: on their turns, inside effects,
and in simultaneous choices, where the agent and the bots commit without seeing each other's
choice. The agent's seat is `seat`, or a random seat per game with `seat=None`.

The reward is 0 until the end, then the agent's share of a zero-sum outcome (+1 win, -1 loss
with two players; alone +1 win, -1 loss; `epocha.interop.outcome`). An id that is not legal
now changes nothing and earns `illegal_action_reward`, with `info["illegal_action"]` set — use
the mask.

Registered ids. Importing this module registers `epocha/<Title>-v0` for every game of
`epocha.games()`, the title being the game's English title (its short form, before a colon)
in CamelCase, so `gymnasium.make("epocha.interop.gymnasium:epocha/<Title>-v0")` works in one
step. (Gymnasium 1.x has no entry-point plugins, hence registration on import; a game put on
the path later is registered by calling `register_envs()`.) Each id writes out in its kwargs
everything the env is made with — the game, two players (or the count nearest to two that
the game allows), random opponents, seat 0, `max_steps`, and the game's default options at
that count, spelled out — so `gymnasium.spec(id).kwargs` shows exactly what an id plays, and
the options stay those of the id even when the env's or the game's defaults move. An id
stands for one setup for good: a game whose default options (or encoding `version`) change
gets a new version of its id, and the old ones keep their options — the game's manifest lists
them (`GameManifest.earlier_options`, oldest first: `-v0`, `-v1`...), and the current defaults
are the next version (`env_id`). A test pins the built-in games' ids and options, so a change
of defaults without a new version fails it instead of silently changing an id.
"""

from __future__ import annotations

import re
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

import epocha
from epocha.bots import Bot, make_bot
from epocha.engine import IllegalAction
from epocha.engine.registry import get_manifest

from .actions import action_mask, encoding_for, legal_action_for_id, observed_view
from .outcome import game_returns


class EpochaEnv(gymnasium.Env):
    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self,
        game: str,
        players: int = 2,
        opponents: str | list[str] = "random",
        seat: int | None = 0,
        options: dict | None = None,
        max_steps: int | None = 2000,
        illegal_action_reward: float = -0.1,
        render_mode: str | None = None,
    ) -> None:
        self.game_name = game
        self.players = players
        self.opponent_specs = [opponents] * (players - 1) if isinstance(opponents, str) else list(opponents)
        if len(self.opponent_specs) != players - 1:
            raise IllegalAction(
                f"{players} players need {players - 1} opponents, not {len(self.opponent_specs)}"
            )
        for spec in self.opponent_specs:
            make_bot(spec)  # unknown names fail here, not at the first reset
        if seat is not None and not 0 <= seat < players:
            raise IllegalAction(f"no such seat: {seat}")
        self.fixed_seat = seat
        self.game_options = options
        self.max_steps = max_steps
        self.illegal_action_reward = illegal_action_reward
        self.render_mode = render_mode
        self.encoding = encoding_for(game, options, players)  # (that of the options played)
        self.observation_space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, (self.encoding.observation_size,), np.float32),
                "action_mask": spaces.Box(0, 1, (self.encoding.action_count,), np.int8),
            }
        )
        self.action_space = spaces.Discrete(self.encoding.action_count)
        epocha.new_game(game, players, seed=0, options=options)  # checks the options now
        self.game: epocha.Game | None = None
        self.seat = seat if seat is not None else 0
        self.bots: dict[int, Bot] = {}

    def reset(self, *, seed: int | None = None, options: dict | None = None) -> tuple[dict, dict]:
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(0, 2**63 - 1))
        self.seat = (
            self.fixed_seat if self.fixed_seat is not None else int(self.np_random.integers(self.players))
        )
        others = [p for p in range(self.players) if p != self.seat]
        self.bots = {
            p: make_bot(spec, seed=int(self.np_random.integers(0, 2**63 - 1)), game=self.game_name)
            for p, spec in zip(others, self.opponent_specs, strict=True)
        }
        self.game = epocha.new_game(self.game_name, self.players, seed=game_seed, options=self.game_options)
        self.steps = 0
        self._play_bots()
        return self._observation(), self._info()

    def step(self, action: int) -> tuple[dict, float, bool, bool, dict]:
        assert self.game is not None, "reset() first"
        if self.game.is_over:
            raise IllegalAction("the game is over: reset() first")
        try:
            chosen = legal_action_for_id(self.encoding, self.game.actions(self.seat), int(action))
        except IllegalAction:
            info = self._info()
            info["illegal_action"] = True
            return self._observation(), float(self.illegal_action_reward), False, False, info
        self.game.apply(self.seat, chosen)
        self.steps += 1
        self._play_bots()
        terminated = self.game.is_over
        truncated = not terminated and self.max_steps is not None and self.steps >= self.max_steps
        reward = game_returns(self.game.result, self.players)[self.seat] if terminated else 0.0
        return self._observation(), reward, terminated, truncated, self._info()

    def action_masks(self) -> np.ndarray:
        assert self.game is not None, "reset() first"
        return action_mask(self.encoding, self.game.actions(self.seat))

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.game is None:
            return None
        from .pettingzoo import render_text

        return render_text(self.game)

    def _play_bots(self) -> None:
        """Let the bots move until the agent must act or the game ends."""
        game = self.game
        assert game is not None
        while not game.is_over:
            active = game.active_players
            if self.seat in active:
                # in a simultaneous choice the bots commit too; their choices stay hidden
                for p in active:
                    if p != self.seat:
                        game.apply(p, self.bots[p].choose(game.for_seat(p)))
                if self.seat in game.active_players:
                    return
                continue
            p = active[0]
            game.apply(p, self.bots[p].choose(game.for_seat(p)))

    def _observation(self) -> dict[str, np.ndarray]:
        assert self.game is not None
        mask = (
            np.zeros(self.encoding.action_count, dtype=np.int8) if self.game.is_over else self.action_masks()
        )
        return {
            "observation": self.encoding.observe(observed_view(self.game, self.seat)),
            "action_mask": mask,
        }

    def _info(self) -> dict[str, Any]:
        assert self.game is not None
        return {"seat": self.seat, "result": self.game.result}


NAMESPACE = "epocha"
_IDS: dict[str, str] = {}  # game -> its registered id for the current defaults
_EARLIER: dict[str, list[str]] = {}  # game -> its ids for earlier defaults, oldest first


def env_id(game: str) -> str:
    """The id of a game's current defaults (register it first: see `register_envs`)."""
    return _IDS[game]


def earlier_ids(game: str) -> list[str]:
    """The ids of the game's earlier defaults, oldest first (each keeps its options)."""
    return list(_EARLIER.get(game, []))


def _id_name(game: str) -> str:
    """The game's English title, its short form (before a colon), in CamelCase."""
    short = get_manifest(game).title["en"].split(":")[0]
    words = re.findall(r"[^\W_]+", short)
    return "".join(w[0].upper() + w[1:] for w in words) or game


def registration_kwargs(game: str, options: dict | None = None) -> dict[str, Any]:
    """Everything an id's env is made with, defaults written out (see the module docstring);
    `options`: those of an earlier id instead of the current defaults."""
    manifest = get_manifest(game)
    players = min(max(2, manifest.min_players), manifest.max_players)
    return {
        "game": game,
        "players": players,
        "opponents": "random",
        "seat": 0,
        "options": manifest.options.normalize(options or {}, players, game),
        "max_steps": 2000,
    }


def register_envs() -> list[str]:
    """Register the ids of every game in `epocha.games()` that has none yet (its earlier
    defaults' and its current ones'); the current ids of those games."""
    games = epocha.games()
    for game in games:
        if game in _IDS:
            continue
        name = _id_name(game)
        if any(i.startswith(f"{NAMESPACE}/{name}-v") for i in _IDS.values()):
            name = game  # two titles alike: the later game goes by its unique name
        earlier = get_manifest(game).earlier_options
        _EARLIER[game] = []
        for version, options in enumerate(earlier):
            old_id = f"{NAMESPACE}/{name}-v{version}"
            _EARLIER[game].append(old_id)
            kwargs = registration_kwargs(game, options)
            gymnasium.register(old_id, entry_point=f"{__name__}:EpochaEnv", kwargs=kwargs)
        _IDS[game] = f"{NAMESPACE}/{name}-v{len(earlier)}"
        gymnasium.register(_IDS[game], entry_point=f"{__name__}:EpochaEnv", kwargs=registration_kwargs(game))
    return [_IDS[game] for game in games]


register_envs()
