"""Stable action ids and observations of Dice & Cards (for the research adapters)."""

from __future__ import annotations

import numpy as np

from epocha.interop.actions import TableEncoding

from .rules import CARDS, value

KEYS = tuple(("play", c) for c in CARDS)
SIZE = len(CARDS) + 2  # my hand, my score, the deck


def _observe(view: dict) -> np.ndarray:
    out = np.zeros(SIZE, dtype=np.float32)
    s, seat = view["state"], view["seat"]
    if seat is not None:
        for c in s["hands"][seat]:
            out[value(c) - 1] = 1.0
        out[len(CARDS)] = min(s["scores"][seat] / 200.0, 1.0)
    out[len(CARDS) + 1] = s["deck"] / len(CARDS)
    return out


ENCODING = TableEncoding(
    game="dicecards",
    version=1,
    keys=KEYS,
    observation_size=SIZE,
    key_of=lambda a: (a["type"], a["card"]),
    action_of=lambda k: {"type": k[0], "card": k[1]},
    name_of=lambda k: f"play {value(k[1])}",
    observe=_observe,
    chance_outcomes=len(CARDS),  # a shuffle's first card (the die has fewer sides)
)
