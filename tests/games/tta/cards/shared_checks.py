"""What several card test modules share: the checks of one kind of card, written once.

A family module (`shared_governments.py`, `shared_tactics.py`, ...) holds a dataclass of the
facts a card's tests need (its costs and the concrete numbers expected, written as literals in
the card's own test module, never read from the card data the rules use) and one function per
behaviour taking those facts. A card's test module lists the behaviours that apply to it:

    @pytest.mark.parametrize("check", LIMIT_3)
    def test_monarchy(check):
        check(MONARCHY)

so that pytest still reports one test per behaviour per card (`test_monarchy[revolution_...]`).
Numbers a card's module asserts itself come from measuring helpers (`ratings_with(MONARCHY)`).
This module also holds the position builders several card modules share.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from epocha.games.tta.scenario import Scenario

from .plain_helpers import board


def behaviours(*checks: Callable[..., Any]) -> list[Any]:
    """The checks as pytest parameters, each named by its function."""
    return [pytest.param(check, id=check.__name__) for check in checks]


def rating_tuple(s: Scenario, seat: int = 0) -> tuple[int, int, int, int]:
    """(science, culture, strength, happy) of a seat."""
    r = s.ratings(seat)
    return (r.science, r.culture, r.strength, r.happy)


def civilization(
    techs: dict | None = None, *, age: str, resources: int | None = None, **player: Any
) -> Scenario:
    """A Scenario in `age`: seat 0 on the starting board plus `techs` (with `resources` stored on
    Bronze if said), 18 tokens in its yellow bank and the player keys given; seat 1 as by default."""
    bronze = {"workers": 2} if resources is None else {"workers": 2, "stored": resources}
    spec = {"technologies": board(techs, Bronze=bronze), "yellow_bank": 18, **player}
    return Scenario(players=[spec, {}], age=age)


def stocked(mine: str = "A:Bronze", resources: int = 0, **start: Any) -> dict:
    """The starting technologies (workers changed by `start`, as `board` does) with `resources`
    stored on `mine`: on Bronze's two workers, or on a later mine without workers (listed right
    after Bronze)."""
    if mine == "A:Bronze":
        return board(Bronze={"workers": 2, "stored": resources}, **start)
    techs = {}
    for tech, detail in board(**start).items():
        techs[tech] = detail
        if tech == "A:Bronze":
            techs[mine] = {"stored": resources}
    return techs
