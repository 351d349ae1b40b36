"""Determinized copies carry nothing of the real game's chance: not its seed, not its position,
not its random generator. A bot searching such a copy cannot rebuild the real deal."""

from __future__ import annotations

import pytest

import epocha
from epocha.bots import RandomBot
from epocha.engine import IllegalAction, Rng
from epocha.engine.rng import _GAMMA, _MASK

POSITIONS = {
    # Both positions leave decks (and, for Innovation, the age achievements) to the seed: two
    # seeds give two games that seat 0 cannot tell apart.
    "innovation": {
        "players": [
            {"hand": ["Oars"], "board": {"red": {"cards": ["Archery"]}}},
            {"hand": ["Sailing", "Writing"], "board": {"green": {"cards": ["Clothing"]}}},
        ]
    },
    "tta": {
        "age": "I",
        "players": [{"military_hand": ["I:Rats"]}, {"military_hand": ["I:Foray", "II:Refugees"]}],
    },
}
GAMES = sorted(POSITIONS)


def steps_apart(a: int, b: int) -> int:
    """How many draws separate two SplitMix64 states (each draw adds GAMMA), either way."""
    k = ((a - b) * pow(_GAMMA, -1, 1 << 64)) & _MASK
    return min(k, (1 << 64) - k)


def played(name: str, seed: int, decisions: int = 40) -> epocha.Game:
    g = epocha.new_game(name, players=2, seed=seed)
    bots = [RandomBot(seed=seed), RandomBot(seed=seed + 1)]
    for _ in range(decisions):
        seat = g.active_players[0]
        g.apply(seat, bots[seat].choose(g.for_seat(seat)))
    return g


@pytest.mark.parametrize("name", GAMES)
def test_games_a_seat_cannot_tell_apart_determinize_alike(name):
    g1 = epocha.from_position(name, POSITIONS[name], seed=1)
    g2 = epocha.from_position(name, POSITIONS[name], seed=2)
    assert g1.view(0) == g2.view(0)
    assert g1.state.rng.state != g2.state.rng.state  # the real chance differs ...
    for bot_seed in range(3):
        w1, w2 = g1.determinized(0, Rng(bot_seed)), g2.determinized(0, Rng(bot_seed))
        assert w1 == w2  # ... and nothing of it reaches the copies: origin, state, generator
        assert w1.state.to_dict() == w2.state.to_dict()


@pytest.mark.parametrize("name", GAMES)
def test_the_copy_s_generator_is_not_the_real_one_rewound(name):
    seed = 11
    g = played(name, seed)
    rng = Rng(5)
    for _ in range(5):
        world = g.determinized(0, rng).state.rng.state
        # Rewinding a copied SplitMix64 and replaying the set-up shuffles would recover every
        # deck: the copy's generator is on neither the real sequence nor the seed's.
        assert steps_apart(world, g.state.rng.state) > 1 << 32
        assert steps_apart(world, Rng(seed).state) > 1 << 32
    # each copy draws its chance anew from the bot's generator
    assert g.determinized(0, Rng(1)).state.rng.state != g.determinized(0, Rng(2)).state.rng.state


@pytest.mark.parametrize("name", GAMES)
def test_the_copy_cannot_rebuild_the_deal(name):
    for g in (played(name, 3), epocha.from_position(name, POSITIONS[name], seed=3)):
        world = g.determinized(1, Rng(0))
        assert world.seed is None
        assert world.origin == {
            "players": 2,
            "seed": None,
            "options": g.options,
            "position": None,  # a starting position would name the hidden cards
            "detached": True,
        }
        assert world.history == [] and world.log == []
        with pytest.raises(IllegalAction):
            epocha.dumps(world)
        with pytest.raises(IllegalAction):
            epocha.new_game(name, players=2, seed=world.seed)  # type: ignore[arg-type]
        # the real game is untouched
        assert g.seed == 3 and g.origin["seed"] == 3
