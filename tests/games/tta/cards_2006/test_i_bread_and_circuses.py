"""Bread and Circuses (Age I arena technology, 2006 edition):
printed numbers only (cards/plain.py), the 2006 card's (New Story: 3 resources a building)."""

from __future__ import annotations

from .helpers_age_i import i
from .plain_2006 import builds_for, develops_for, gives_per_worker

CARD = i("Bread and Circuses")


def test_developing_costs_3_science():
    develops_for(CARD, 3)


def test_an_arena_costs_4_resources():
    builds_for(CARD, 4)


def test_each_worker_gives_1_strength_and_2_happy_faces():
    gives_per_worker(CARD, 2, strength=2, happy=4)
