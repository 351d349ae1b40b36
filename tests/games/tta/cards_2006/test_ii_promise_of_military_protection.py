"""Promise of Military Protection (Age II pact, 2006 edition; 3-4 players): side A's culture
rating is 1 higher; side B's strength 5 higher (the New Story card: 4) and its culture rating 1
lower; it ends when one party attacks the other, and its bonus does not count for that attack.

Each civilization has a worker on Religion (1 culture); seat 1 has 2 Warriors.
"""

from __future__ import annotations

from epocha.games.tta.aggressions import attack_strength
from epocha.games.tta.pacts import ended_by_attack

from .helpers_military import board, laid, with_pact

CARD = "II:Promise of Military Protection (2006)"
PLAYERS = (
    {"technologies": board(Religion=1)},
    {"technologies": board(Religion=1, Warriors=2)},
    {"technologies": board(Religion=1)},
)


def rated(s, seat):
    r = s.ratings(seat)
    return r.culture, r.strength


def test_a_has_one_more_culture_b_five_more_strength_and_one_less_culture():
    s = with_pact(CARD, *PLAYERS, side="A")  # seat 0 holds A, seat 1 B
    assert rated(s, 0) == (1 + 1, 1)
    assert rated(s, 1) == (1 - 1, 2 + 5)
    assert rated(s, 2) == (1, 1)


def test_the_layer_may_take_side_b():
    s = laid(CARD, *PLAYERS, side="B")
    assert rated(s, 0) == (0, 1 + 5) and rated(s, 1) == (2, 2)


def test_it_ends_on_an_attack_and_its_bonus_does_not_count_for_it():
    s = with_pact(CARD, *PLAYERS, side="A")
    p = s.state.players
    assert ended_by_attack(s.state, 0, 1) == [f"{CARD}#1"]
    assert ended_by_attack(s.state, 1, 2) == []
    assert attack_strength(s.state, p[1], p[0]) == 2  # without the +5
    assert attack_strength(s.state, p[1], p[2]) == 7  # against a third civilization, with it


def test_cancelling_ends_the_effect():
    s = with_pact(CARD, *PLAYERS, side="A")
    s.act("cancel_pact", card=CARD)
    assert rated(s, 0) == (1, 1) and rated(s, 1) == (1, 2)
