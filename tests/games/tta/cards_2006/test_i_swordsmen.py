"""Swordsmen (Age I infantry technology, 2006 edition):
printed numbers only (cards/plain.py), the 2006 card's (New Story: 4 science)."""

from __future__ import annotations

from .helpers_age_i import i
from .plain_2006 import builds_for, develops_for, gives_per_worker

CARD = i("Swordsmen")


def test_developing_costs_3_science():
    develops_for(CARD, 3)


def test_a_unit_costs_3_resources_and_a_military_action():
    builds_for(CARD, 3, unit=True)


def test_each_unit_gives_2_strength():
    gives_per_worker(CARD, 2, strength=4)
