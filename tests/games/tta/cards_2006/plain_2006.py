"""Checks for the 2006 cards whose printed numbers are their whole behaviour (cards/plain.py)
and differ from their New Story namesakes': what developing, building or a revolution costs,
and what the card gives in play — each with the 2006 card's numbers, written out here. The
positions are in the card's age: an Age III card's in Age III of the Full game (helpers_age_iii),
an Age II card's in Age II (helpers_age_ii), others in Age I."""

from __future__ import annotations

from epocha.games.tta.ratings import urban_limit

from . import helpers_age_i, helpers_age_ii, helpers_age_iii
from .helpers_age_i import board

RATINGS = ("science", "culture", "strength", "happy")


def _at(card: str):
    """The positions for a card: Age III's (Full game) for an Age III card, Age II's for an Age II
    card, Age I's otherwise."""
    if card.startswith("III:"):
        return helpers_age_iii
    return helpers_age_ii if card.startswith("II:") else helpers_age_i


def ratings(s, seat: int = 0) -> dict[str, int]:
    r = s.ratings(seat)
    return {k: getattr(r, k) for k in RATINGS}


def develops_for(card: str, science: int) -> None:
    """Developing it takes its science and a civil action; one point less is not enough."""
    holding = _at(card).holding
    assert not holding(card, science=science - 1).can("develop", card=card)
    s = holding(card, science=science)
    s.act("develop", card=card)
    p = s.player(0)
    assert p.science == 0 and p.ca_spent == 1


def builds_for(card: str, resources: int, *, unit: bool = False) -> None:
    """With the technology in play, one building (unit) takes its resources; one less is not enough."""

    game = _at(card).game

    def position(stored: int):
        return game({"technologies": board(resources=stored, extra={card: {}}), "unused_workers": 1})

    assert not position(resources - 1).can("build", tech=card)
    s = position(resources)
    s.act("build", tech=card)
    assert s.resources(0) == 0
    assert s.actions_left(0) == ((4, 1) if unit else (3, 2))


def gives_per_worker(card: str, workers: int, **gained: int) -> None:
    """What `workers` workers on it add to the ratings."""
    game = _at(card).game
    without = ratings(game({"technologies": board(extra={card: {}})}))
    with_workers = ratings(game({"technologies": board(extra={card: {"workers": workers}})}))
    assert {k: with_workers[k] - without[k] for k in RATINGS} == {k: gained.get(k, 0) for k in RATINGS}


def revolution_for(card: str, science: int) -> None:
    """A revolution takes its (lower) science and every civil action: all four unspent."""
    holding = _at(card).holding
    assert not holding(card, science=science - 1).can("revolution", card=card)
    s = holding(card, science=science)
    s.act("revolution", card=card)
    assert s.player(0).government.startswith(card) and s.player(0).science == 0


def governs(card: str, civil: int, military: int, limit: int, **gained: int) -> None:
    """In play: its actions, its urban limit and its ratings beside Despotism's (4, 2, 2)."""
    game = _at(card).game
    base = game({"technologies": board()})
    s = game({"government": card, "technologies": board()})
    p = s.player(0)
    assert (p.totals["ca"], p.totals["ma"]) == (civil, military)
    assert urban_limit(s.state, p) == limit
    before, after = ratings(base), ratings(s)
    assert {k: after[k] - before[k] for k in RATINGS} == {k: gained.get(k, 0) for k in RATINGS}
