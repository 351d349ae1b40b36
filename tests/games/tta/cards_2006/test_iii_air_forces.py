"""Air Forces (Age III air force technology, 2006 edition):
printed numbers only (cards/plain.py), the 2006 card's (New Story: 12 science)."""

from __future__ import annotations

from .helpers_age_iii import iii
from .plain_2006 import builds_for, develops_for, gives_per_worker

CARD = iii("Air Forces")


def test_developing_costs_11_science():
    develops_for(CARD, 11)


def test_a_unit_costs_7_resources():
    builds_for(CARD, 7, unit=True)


def test_each_unit_gives_5_strength_without_a_tactic():
    gives_per_worker(CARD, 2, strength=10)
