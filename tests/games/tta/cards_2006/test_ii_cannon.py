"""Cannon (Age II artillery technology, 2006 edition):
printed numbers only (cards/plain.py), the 2006 card's (New Story: 6 science)."""

from __future__ import annotations

from .helpers_age_ii import ii
from .plain_2006 import builds_for, develops_for, gives_per_worker

CARD = ii("Cannon")


def test_developing_costs_7_science():
    develops_for(CARD, 7)


def test_a_unit_costs_5_resources_and_a_military_action():
    builds_for(CARD, 5, unit=True)


def test_each_unit_gives_3_strength():
    gives_per_worker(CARD, 2, strength=6)
