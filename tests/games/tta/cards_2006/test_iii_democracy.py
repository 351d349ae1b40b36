"""Democracy (Age III government, 2006 edition):
printed numbers only (cards/plain.py), the 2006 card's (New Story: 17 science, a revolution 9,
3 culture)."""

from __future__ import annotations

from .helpers_age_iii import iii
from .plain_2006 import develops_for, governs, revolution_for

CARD = iii("Democracy")


def test_a_peaceful_change_costs_21_science():
    develops_for(CARD, 21)


def test_a_revolution_costs_8_science():
    revolution_for(CARD, 8)


def test_it_gives_7_civil_3_military_actions_4_urban_buildings_and_2_culture():
    governs(CARD, 7, 3, 4, culture=2)
