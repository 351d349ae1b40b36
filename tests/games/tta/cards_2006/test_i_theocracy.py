"""Theocracy (Age I government, 2006 edition):
printed numbers only (cards/plain.py), the 2006 card's
(New Story: 6 science, a revolution 1, and 1 culture, 1 strength, 1 happy face)."""

from __future__ import annotations

from .helpers_age_i import i
from .plain_2006 import develops_for, governs, revolution_for

CARD = i("Theocracy")


def test_a_peaceful_change_costs_7_science():
    develops_for(CARD, 7)


def test_a_revolution_costs_2_science():
    revolution_for(CARD, 2)


def test_it_gives_4_civil_3_military_actions_3_urban_buildings_1_culture_2_happy_faces():
    governs(CARD, 4, 3, 3, culture=1, happy=2)
