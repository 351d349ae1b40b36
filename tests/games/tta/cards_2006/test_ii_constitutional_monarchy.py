"""Constitutional Monarchy (Age II government, 2006 edition):
printed numbers only (cards/plain.py), the 2006 card's (New Story: a revolution 6 science)."""

from __future__ import annotations

from .helpers_age_ii import ii
from .plain_2006 import develops_for, governs, revolution_for

CARD = ii("Constitutional Monarchy")


def test_a_peaceful_change_costs_12_science():
    develops_for(CARD, 12)


def test_a_revolution_costs_5_science():
    revolution_for(CARD, 5)


def test_it_gives_6_civil_4_military_actions_and_3_urban_buildings():
    governs(CARD, 6, 4, 3)
