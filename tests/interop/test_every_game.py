"""The research libraries' own checks, for every registered game at every player count: the
games of `epocha.games()` and the test plugin (tests/plugin_game), so a new game is covered
without a line here. Random play leaves concessions out unless nothing else is legal (a random
agent resigns within a few moves otherwise, and the checks would see only the first turns)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

gymnasium = pytest.importorskip("gymnasium")
pettingzoo_test = pytest.importorskip("pettingzoo.test")
pyspiel = pytest.importorskip("pyspiel")

from gymnasium.utils.env_checker import check_env  # noqa: E402

from epocha.engine import registry  # noqa: E402
from epocha.interop import gymnasium as epocha_gymnasium  # noqa: E402
from epocha.interop import openspiel  # noqa: E402
from epocha.interop.pettingzoo import env  # noqa: E402

pytestmark = pytest.mark.filterwarnings("ignore::UserWarning")  # the checkers' advice on dict observations

PLUGIN = str(Path(__file__).resolve().parents[1] / "plugin_game")
# OpenSpiel's serialization check pickles the state at every move, and a state grows with its
# game: whole games at one or two players (their ends checked too), the first 150 decisions
# with more (a four-player game of random moves runs four times as long)
SIM_MAX_GAME_LENGTH = 150


def _games_and_player_counts() -> list[tuple[str, int]]:
    sys.path.insert(0, PLUGIN)
    try:
        return [(m.name, n) for m in registry.manifests() for n in range(m.min_players, m.max_players + 1)]
    finally:
        sys.path.remove(PLUGIN)


GAMES_AND_COUNTS = _games_and_player_counts()
GAMES = sorted({game for game, _ in GAMES_AND_COUNTS})
# games whose options choose another encoding than their defaults' (each at a count or two:
# the whole set of counts is covered by their own tests)
OPTION_CASES = [
    ("tta", {"edition": "2006", "mode": "simple"}, 2),  # a preview (the tests run with previews)
    ("tta", {"edition": "2006", "mode": "simple"}, 4),
    ("tta", {"edition": "2006", "mode": "advanced"}, 3),
    ("tta", {"edition": "2006", "mode": "full", "draw_military": True}, 2),  # (its own table)
]


@pytest.fixture(autouse=True)
def plugin(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(PLUGIN)


def seeded(e, seed: int = 0):
    """The environment's deals and its spaces' samples seeded: `api_test` resets without a seed
    and samples random actions, and it plays the same games on every run this way (a failure
    comes back when the test runs again)."""
    e.reset(seed=seed)
    for agent in e.possible_agents:
        e.action_space(agent).seed(seed)
        e.observation_space(agent).seed(seed)
    return e


def test_the_plugin_is_among_the_games():
    assert "dicecards" in GAMES and {"innovation", "tta"} <= set(GAMES)


@pytest.mark.parametrize(("game", "players"), GAMES_AND_COUNTS)
def test_pettingzoo_api_test(game: str, players: int):
    pettingzoo_test.api_test(seeded(env(game, players=players, concessions=False)), num_cycles=1000)


@pytest.mark.parametrize(("game", "players"), GAMES_AND_COUNTS)
def test_pettingzoo_seed_test(game: str, players: int):
    pettingzoo_test.seed_test(lambda: env(game, players=players, concessions=False), num_cycles=300)


@pytest.mark.parametrize(("game", "players"), GAMES_AND_COUNTS)
def test_openspiel_random_sim_test_with_serialization(game: str, players: int):
    cap = openspiel.DEFAULT_MAX_GAME_LENGTH if players <= 2 else SIM_MAX_GAME_LENGTH
    loaded = openspiel.load(game, players=players, concessions=False, max_game_length=cap)
    pyspiel.random_sim_test(loaded, num_sims=1, serialize=True, verbose=False)


@pytest.mark.parametrize(("game", "players"), GAMES_AND_COUNTS)
def test_gymnasium_check_env_of_the_registered_id(game: str, players: int):
    epocha_gymnasium.register_envs()  # the plugin came onto the path after the module's import
    made = gymnasium.make(epocha_gymnasium.env_id(game), players=players, seat=players - 1)
    assert made.spec.kwargs["game"] == game
    check_env(made.unwrapped)


@pytest.mark.parametrize(("game", "options", "players"), OPTION_CASES)
def test_the_checks_with_options_that_choose_another_encoding(game: str, options: dict, players: int):
    played = env(game, players=players, options=options, concessions=False)
    pettingzoo_test.api_test(seeded(played), num_cycles=1000)
    loaded = openspiel.load(game, players=players, options=json.dumps(options), concessions=False)
    pyspiel.random_sim_test(loaded, num_sims=1, serialize=True, verbose=False)
    check_env(epocha_gymnasium.EpochaEnv(game, players=players, options=options, seat=players - 1))
