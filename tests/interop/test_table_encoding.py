"""The table-backed encoding both games use: ids are positions in the game's key table."""

import importlib

import pytest

np = pytest.importorskip("numpy")

from epocha.interop.actions import GameEncoding, TableEncoding, encoding_for  # noqa: E402

# each game's table and observation size, pinned (their ids are pinned in the game's own tests)
SIZES = {"innovation": (2915, 2141), "tta": (4256, 4545), "anachrony": (5488, 2015), "revive": (19275, 14990)}

KEYS = (("pass",), ("take", 1), ("take", 2))


def _encoding(keys=KEYS) -> TableEncoding:
    return TableEncoding(
        "toy",
        1,
        keys,
        3,
        key_of=lambda a: (a["type"], *([a["n"]] if "n" in a else [])),
        action_of=lambda k: {"type": k[0], **({"n": k[1]} if len(k) > 1 else {})},
        name_of=lambda k: " ".join(map(str, k)),
        observe=lambda view: np.zeros(3, dtype=np.float32),
        chance_outcomes=1,
    )


def test_ids_are_table_positions_and_round_trip():
    enc = _encoding()
    assert isinstance(enc, GameEncoding)
    assert enc.action_count == 3
    assert enc.action_id({"type": "take", "n": 2, "label": "take two"}) == 2
    assert enc.action(1) == {"type": "take", "n": 1}
    assert enc.action_name(2) == "take 2"
    with pytest.raises(KeyError):
        enc.action_id({"type": "take", "n": 9})


def test_a_table_that_repeats_a_key_is_refused():
    with pytest.raises(ValueError, match="repeats"):
        _encoding((*KEYS, ("pass",)))


@pytest.mark.parametrize("game", sorted(SIZES))
def test_each_game_s_encoding_follows_the_protocol(game):
    enc = encoding_for(game)
    module = importlib.import_module(f"epocha.games.{game}.encoding")
    assert isinstance(enc, GameEncoding)
    assert enc.game == game
    assert enc.action_count == len(module.ACTION_KEYS) == SIZES[game][0]
    assert enc.observation_size == sum(size for _, size in module.LAYOUT) == SIZES[game][1]


@pytest.mark.parametrize("game", sorted(SIZES))
def test_every_id_round_trips(game):
    enc = encoding_for(game)
    for i in range(enc.action_count):
        assert enc.action_id(enc.action(i)) == i
        assert enc.action_name(i)
