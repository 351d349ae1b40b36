"""The table-backed encoding both games use: ids are positions in the game's key table."""

import numpy as np
import pytest

from epocha.interop.actions import GameEncoding, TableEncoding

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
