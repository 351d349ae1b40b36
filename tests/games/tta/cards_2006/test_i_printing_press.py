"""Printing Press (Age I library technology, 2006 edition):
printed numbers only (cards/plain.py), the 2006 card's (New Story: 3 resources a building)."""

from __future__ import annotations

from .helpers_age_i import i
from .plain_2006 import builds_for, develops_for, gives_per_worker

CARD = i("Printing Press")


def test_developing_costs_3_science():
    develops_for(CARD, 3)


def test_a_library_costs_4_resources():
    builds_for(CARD, 4)


def test_each_worker_gives_1_culture_and_1_science():
    gives_per_worker(CARD, 2, culture=2, science=2)
