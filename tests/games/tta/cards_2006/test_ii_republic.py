"""Republic (Age II government, 2006 edition):
printed numbers only (cards/plain.py), the 2006 card's (New Story: 13 science, a revolution 3)."""

from __future__ import annotations

from .helpers_age_ii import ii
from .plain_2006 import develops_for, governs, revolution_for

CARD = ii("Republic")


def test_a_peaceful_change_costs_14_science():
    develops_for(CARD, 14)


def test_a_revolution_costs_4_science():
    revolution_for(CARD, 4)


def test_it_gives_7_civil_2_military_actions_and_3_urban_buildings():
    governs(CARD, 7, 2, 3)
