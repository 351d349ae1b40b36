"""Monarchy (Age I government, 2006 edition):
printed numbers only (cards/plain.py), the 2006 card's (New Story: 8 science, a revolution 2)."""

from __future__ import annotations

from .helpers_age_i import i
from .plain_2006 import develops_for, governs, revolution_for

CARD = i("Monarchy")


def test_a_peaceful_change_costs_9_science():
    develops_for(CARD, 9)


def test_a_revolution_costs_3_science():
    revolution_for(CARD, 3)


def test_it_gives_5_civil_3_military_actions_and_3_urban_buildings():
    governs(CARD, 5, 3, 3)
