"""Computers (Age III lab technology, 2006 edition):
printed numbers only (cards/plain.py), the 2006 card's (New Story: 11 resources a lab)."""

from __future__ import annotations

from .helpers_age_iii import iii
from .plain_2006 import builds_for, develops_for, gives_per_worker

CARD = iii("Computers")


def test_developing_costs_8_science():
    develops_for(CARD, 8)


def test_a_lab_costs_10_resources():
    builds_for(CARD, 10)


def test_each_worker_gives_5_science():
    gives_per_worker(CARD, 2, science=10)
