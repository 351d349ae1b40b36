"""Opera (Age II theater technology, 2006 edition):
printed numbers only (cards/plain.py), the 2006 card's (New Story: 8 resources a theater)."""

from __future__ import annotations

from .helpers_age_ii import ii
from .plain_2006 import builds_for, develops_for, gives_per_worker

CARD = ii("Opera")


def test_developing_costs_7_science():
    develops_for(CARD, 7)


def test_a_theater_costs_9_resources():
    builds_for(CARD, 9)


def test_each_worker_gives_3_culture_and_1_happy_face():
    gives_per_worker(CARD, 2, culture=6, happy=2)
