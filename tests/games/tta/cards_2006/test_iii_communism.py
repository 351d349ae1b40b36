"""Communism (Age III government, 2006 edition):
printed numbers only (cards/plain.py), the 2006 card's (New Story: 19 science, a revolution 5)."""

from __future__ import annotations

from .helpers_age_iii import board, game, iii
from .plain_2006 import develops_for, governs, ratings, revolution_for

CARD = iii("Communism")


def test_a_peaceful_change_costs_17_science():
    develops_for(CARD, 17)


def test_a_revolution_costs_6_science():
    revolution_for(CARD, 6)


def test_it_gives_7_civil_5_military_actions_and_4_urban_buildings():
    governs(CARD, 7, 5, 4)  # (no happy face on the starting board: the unhappy face counts below)


def test_it_costs_1_happy_face():
    with_temples = board(Religion=2)  # 2 happy faces
    base = game({"technologies": with_temples})
    s = game({"government": CARD, "technologies": with_temples})
    assert (ratings(base)["happy"], ratings(s)["happy"]) == (2, 1)
