"""Simultaneous secret choices: every seat picks at once, and no pick is shown before all are in
(a first card to put into play, say). The picks are plain data in the state — one slot per seat,
None until that seat has chosen — so the game saves, clones and resamples mid-choice; a seat's
view may say *that* another seat has chosen (`has_chosen`), never what.
"""

from __future__ import annotations

from typing import Any


def secret_picks(seats: int) -> list[Any]:
    return [None] * seats


def still_choosing(picks: list[Any]) -> list[int]:
    """The seats that have not chosen yet (all of them act at once)."""
    return [seat for seat, pick in enumerate(picks) if pick is None]


def has_chosen(picks: list[Any], seat: int) -> bool:
    return picks[seat] is not None


def commit(picks: list[Any], seat: int, pick: Any) -> list[Any] | None:
    """Record `seat`'s pick. Once every seat has chosen, the picks are revealed: returned (in
    seat order) and cleared for the next such choice; until then None."""
    if pick is None:
        raise ValueError("a pick cannot be None (None means: not chosen yet)")
    picks[seat] = pick
    if still_choosing(picks):
        return None
    revealed = list(picks)
    picks[:] = secret_picks(len(picks))
    return revealed
