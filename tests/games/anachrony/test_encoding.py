"""Anachrony's action ids and observation vector (epocha.games.anachrony.encoding), and the game
played through the research adapters with its manifest registered in-process."""

from __future__ import annotations

import hashlib
import json
import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

np = pytest.importorskip("numpy")

import epocha  # noqa: E402
from epocha.engine import Game, Rng  # noqa: E402
from epocha.engine.decision import identity  # noqa: E402
from epocha.games.anachrony import encoding as enc  # noqa: E402
from epocha.interop.actions import action_mask, encoding_for, legal_action_for_id, observed_view  # noqa: E402

ENC = enc.ENCODING
SOURCE = Path(enc.__file__).resolve().parent
SECRET_PHASES = ("warp", "assets", "endgame")

# (players, options): both printings, both sides, Doomsday, every variant, the Chronobot
CONFIGS = [
    (1, {"chronobot": "beginner", "leaders": "revised"}),
    (1, {"chronobot": "expert", "doomsday": True, "planned_experiments": True, "side": "B"}),
    (1, {"alternative_timeline": True, "choose_starting_assets": True, "no_paradox_dice": True}),
    (2, {"side": "B", "doomsday": True, "choose_endgame_conditions": True}),
    (2, {"leaders": "revised", "simultaneous_power_up": True, "choose_starting_assets": True}),
    (3, {"alternative_timeline": True, "choose_endgame_conditions": True, "leaders": "revised"}),
    (4, {"doomsday": True, "side": "B", "no_paradox_dice": True}),
    (4, {"choose_starting_assets": True, "choose_endgame_conditions": True, "simultaneous_power_up": True}),
]


def _games(seeds: int = 2) -> Iterator[tuple[Game, random.Random]]:
    for i, (players, options) in enumerate(CONFIGS):
        for seed in range(seeds):
            g = epocha.new_game("anachrony", players=players, seed=100 * i + seed, options=options)
            yield g, random.Random(seed)


def _play(g: Game, pick: random.Random, visit) -> None:
    """Random play to the end (passing rarely), calling `visit(game)` at every decision."""
    steps = 0
    while not g.is_over:
        visit(g)
        seat = g.active_players[0]
        actions = g.legal_actions(seat)
        busy = [a for a in actions if a["type"] != "pass"]
        g.apply(seat, pick.choice(busy if busy and pick.random() < 0.9 else actions))
        steps += 1
        assert steps < 3000


def test_ids_are_pinned():
    """Ids never move silently: the table's digest changes only together with `VERSION` (or by
    appending new blocks after the last one, with a new digest here)."""
    digest = hashlib.sha256(json.dumps(enc.ACTION_KEYS).encode()).hexdigest()
    assert (enc.VERSION, ENC.action_count, ENC.observation_size, digest) == (
        2,  # (the ids of version 1: version 2 changed the Path markers' scale)
        5488,
        2015,
        "3fc5a3540d85c410f780957e83eb22b620a24a83587a7ca67f5805f833f46100",
    )


def test_the_table_is_fixed_and_its_blocks_add_up():
    assert ENC.game == "anachrony" and ENC.version == enc.VERSION
    assert ENC.action_count == len(enc.ACTION_KEYS) == sum(size for _, size in enc.BLOCKS.values())
    assert len(set(enc.ACTION_KEYS)) == ENC.action_count
    assert encoding_for("anachrony") is ENC  # the manifest names it
    # (every id round-trips: tests/interop/test_table_encoding.py, for every game)


def test_every_choice_kind_the_rules_ask_has_a_block():
    """Each `ctx.ask("kind", ...)` of the game's source has its options in the table."""
    asked = set()
    for path in SOURCE.glob("*.py"):
        asked |= set(re.findall(r'ask\(\s*"([a-z_]+)"', path.read_text(encoding="utf-8")))
    assert asked and asked <= set(enc.CHOICE_KINDS), asked - set(enc.CHOICE_KINDS)


@pytest.mark.parametrize("config", range(len(CONFIGS)))
def test_every_legal_action_has_a_distinct_id_that_round_trips(config):
    players, options = CONFIGS[config]
    for seed in range(2):
        g = epocha.new_game("anachrony", players=players, seed=100 * config + seed, options=options)

        def visit(game: Game) -> None:
            for seat in game.active_players:
                legal = game.legal_actions(seat)
                ids = [ENC.action_id(a) for a in legal]
                assert len(set(ids)) == len(ids), [identity(a) for a in legal]
                for a, i in zip(legal, ids, strict=True):
                    assert 0 <= i < ENC.action_count
                    assert ENC.action(i) == identity(a)
                    assert legal_action_for_id(ENC, legal, i) is a
                assert action_mask(ENC, legal).sum() == len(legal)
                vector = ENC.observe(observed_view(game, seat))
                assert vector.shape == (ENC.observation_size,) and vector.dtype == np.float32
                assert np.isfinite(vector).all() and vector.min() >= 0.0 and vector.max() <= 1.0

        _play(g, random.Random(seed), visit)
        final = ENC.observe(observed_view(g, 0))
        assert final.shape == (ENC.observation_size,) and final[enc.OFFSETS["over"]] == 1.0


@pytest.mark.parametrize("config", range(len(CONFIGS)))
def test_a_seat_sees_the_same_vector_whatever_it_cannot_see(config):
    """What a seat cannot see, resampled (`determinize`), leaves its vector as it was. (In the
    secret phases the copy takes back the others' picks, which a seat does see were made:
    there only positions where nobody else has chosen yet are compared.)"""
    players, options = CONFIGS[config]
    g = epocha.new_game("anachrony", players=players, seed=7 + config, options=options)
    rng = Rng(config)
    compared = []

    def visit(game: Game) -> None:
        st = game.state
        if len(game.history) % 3:
            return
        for seat in range(players):
            if st.phase in SECRET_PHASES and any(
                q != seat and x is not None
                for q, x in enumerate(st.picks if st.phase == "warp" else st.setup_picks)
            ):
                continue
            mine = ENC.observe(observed_view(game, seat))
            for _ in range(2):
                other = game.determinized(seat, rng)
                theirs = ENC.observe(observed_view(other, seat))
                assert np.array_equal(mine, theirs), _differences(mine, theirs)
            compared.append(seat)

    _play(g, random.Random(config), visit)
    assert len(compared) > 10


def _differences(a, b) -> list[str]:
    names = []
    for i in np.flatnonzero(a != b):
        name = max((k for k, at in enc.OFFSETS.items() if at <= i), key=lambda k: enc.OFFSETS[k])
        names.append(f"{name}+{i - enc.OFFSETS[name]}")
    return names


def test_hidden_things_differ_between_seats():
    """A seat's own secret pick shows in its vector only."""
    g = epocha.new_game("anachrony", players=2, seed=3)
    while g.state.phase != "warp":
        seat = g.active_players[0]
        g.apply(seat, g.legal_actions(seat)[0])
    picks = [a for a in g.legal_actions(0) if a["tiles"]]
    g.apply(0, picks[0])
    at = enc.OFFSETS["my_warp_pick"]
    mine = ENC.observe(observed_view(g, 0))[at : at + len(enc.WARP_IDS)]
    theirs = ENC.observe(observed_view(g, 1))[at : at + len(enc.WARP_IDS)]
    assert mine.sum() == len(picks[0]["tiles"]) and theirs.sum() == 0


def test_chance_events_fit_the_declared_outcomes():
    """Every shuffle, draw and roll of random games has at most `chance_outcomes` outcomes
    (a shuffle is dictated one position at a time)."""
    from epocha.engine import chance

    sizes: list[int] = []
    originals = {name: getattr(chance, name) for name in ("shuffle", "draw", "roll")}

    def measured(name):
        def call(state, items, *args, **kwargs):
            sizes.append(items if isinstance(items, int) else len(items))
            return originals[name](state, items, *args, **kwargs)

        return call

    try:
        for name in originals:
            setattr(chance, name, measured(name))
        for g, pick in _games(seeds=1):
            _play(g, pick, lambda game: None)
    finally:
        for name, f in originals.items():
            setattr(chance, name, f)
    assert sizes and max(sizes) <= ENC.chance_outcomes


def test_a_game_plays_through_pettingzoo():
    pytest.importorskip("pettingzoo")
    from epocha.interop.pettingzoo import env

    e = env("anachrony", players=2, max_steps=None)
    e.reset(seed=5)
    rng = np.random.default_rng(5)
    rewards = dict.fromkeys(e.possible_agents, 0.0)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, _ = e.last()
        rewards[agent] += reward
        if terminated or truncated:
            e.step(None)
            continue
        assert obs["observation"].shape == (ENC.observation_size,)
        e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert e.game.is_over
    assert sorted(rewards.values()) in ([-1.0, 1.0], [0.0, 0.0])


def test_a_game_plays_through_openspiel():
    pyspiel = pytest.importorskip("pyspiel")
    from epocha.interop.openspiel import load

    game = load("anachrony", players=2)
    assert game.max_chance_outcomes() == ENC.chance_outcomes
    state = game.new_initial_state()
    rng = np.random.default_rng(2)
    for _ in range(300):
        if state.is_terminal():
            break
        if state.is_chance_node():
            outcomes = [k for k, _ in state.chance_outcomes()]
            state.apply_action(int(rng.choice(outcomes)))
        else:
            assert len(state.observation_tensor(state.current_player())) == ENC.observation_size
            state.apply_action(int(rng.choice(state.legal_actions())))
    assert isinstance(state, pyspiel.State)
