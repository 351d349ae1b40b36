"""Team Sports (Age II arena technology, 2006 edition):
printed numbers only (cards/plain.py), the 2006 card's (New Story: 5 resources an arena)."""

from __future__ import annotations

from .helpers_age_ii import ii
from .plain_2006 import builds_for, develops_for, gives_per_worker

CARD = ii("Team Sports")


def test_developing_costs_5_science():
    develops_for(CARD, 5)


def test_an_arena_costs_6_resources():
    builds_for(CARD, 6)


def test_each_worker_gives_2_strength_and_3_happy_faces():
    gives_per_worker(CARD, 2, strength=4, happy=6)
