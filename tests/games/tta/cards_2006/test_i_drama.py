"""Drama (Age I theater technology, 2006 edition):
printed numbers only (cards/plain.py), the 2006 card's (New Story: 3 science, 4 resources a building)."""

from __future__ import annotations

from .helpers_age_i import i
from .plain_2006 import builds_for, develops_for, gives_per_worker

CARD = i("Drama")


def test_developing_costs_4_science():
    develops_for(CARD, 4)


def test_a_theater_costs_5_resources():
    builds_for(CARD, 5)


def test_each_worker_gives_2_culture_and_1_happy_face():
    gives_per_worker(CARD, 2, culture=4, happy=2)
