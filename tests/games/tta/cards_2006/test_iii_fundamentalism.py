"""Fundamentalism (Age III government, 2006 edition):
printed numbers only (cards/plain.py), the 2006 card's (New Story: 18 science, and 2 science
less in play)."""

from __future__ import annotations

from .helpers_age_iii import iii
from .plain_2006 import develops_for, governs, revolution_for

CARD = iii("Fundamentalism")


def test_a_peaceful_change_costs_19_science():
    develops_for(CARD, 19)


def test_a_revolution_costs_7_science():
    revolution_for(CARD, 7)


def test_it_gives_6_civil_5_military_actions_4_urban_buildings_and_5_strength_no_science_lost():
    governs(CARD, 6, 5, 4, strength=5)
