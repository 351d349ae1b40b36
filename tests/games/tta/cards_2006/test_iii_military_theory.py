"""Military Theory (Age III military special technology, 2006 edition):
printed numbers only (cards/plain.py), the 2006 card's (New Story: 11 science)."""

from __future__ import annotations

from .helpers_age_iii import board, game, iii
from .plain_2006 import develops_for, ratings

CARD = iii("Military Theory")


def test_developing_costs_12_science():
    develops_for(CARD, 12)


def test_in_play_it_gives_5_strength_and_3_military_actions():
    base = game({"technologies": board()})
    s = game({"specials": [CARD], "technologies": board()})
    before, after = base.player(0).totals, s.player(0).totals
    assert (after["ca"] - before["ca"], after["ma"] - before["ma"]) == (0, 3)
    assert ratings(s)["strength"] - ratings(base)["strength"] == 5
