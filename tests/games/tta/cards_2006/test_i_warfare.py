"""Warfare (Age I special military technology, 2006 edition):
printed numbers only (cards/plain.py), the 2006 card's (New Story: 5 science)."""

from __future__ import annotations

from .helpers_age_i import board, game, i
from .plain_2006 import develops_for

CARD = i("Warfare")


def test_developing_costs_4_science():
    develops_for(CARD, 4)


def test_it_gives_1_strength_and_a_military_action():
    s = game({"specials": [CARD], "technologies": board()})
    base = game({"technologies": board()})
    assert s.ratings(0).strength == base.ratings(0).strength + 1
    assert s.player(0).totals["ma"] == base.player(0).totals["ma"] + 1
