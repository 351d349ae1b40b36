"""Movies (Age III theater technology, 2006 edition):
printed numbers only (cards/plain.py), the 2006 card's (New Story: 11 resources a theater)."""

from __future__ import annotations

from .helpers_age_iii import iii
from .plain_2006 import builds_for, develops_for, gives_per_worker

CARD = iii("Movies")


def test_developing_costs_10_science():
    develops_for(CARD, 10)


def test_a_theater_costs_12_resources():
    builds_for(CARD, 12)


def test_each_worker_gives_4_culture_and_1_happy_face():
    gives_per_worker(CARD, 2, culture=8, happy=2)
