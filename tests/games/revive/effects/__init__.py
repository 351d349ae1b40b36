"""Tests of each effect kind of `vocabulary.EFFECTS` (one file per kind), and the helpers the
Revive effect and rules tests share.

Seed 0 deals the starting tiles so that (from the abyss) s2:2 is sand next to the abyss, s4:2
sand one space away, s3:2 / s4:1 / s5:3 small locations next to the abyss; the tests that lean
on the map name the spaces' types again in their positions, so a changed deal fails loudly.
"""

from __future__ import annotations

from typing import Any

from epocha.games.revive.scenario import Scenario

OTHER = {"tribe": "kunibani"}


def me(**fields: Any) -> dict:
    """Seat 0 as a test wants it: Nàdair, no resources, no cards, unless `fields` say so."""
    return {"tribe": "nadair", "resources": {}, "active": [], "rest": [], **fields}


def scenario(player: dict | None = None, *others: dict, **position: Any) -> Scenario:
    """Seat 0 (`me(...)`) to act, against Kunibani."""
    return Scenario(players=[player or me(), *(others or (OTHER,))], **position)


def with_machine(token: str, space: str = "special_grey_1", **fields: Any) -> Scenario:
    """Seat 0 owning special machine `token` (on reward space `space`) and 1 energy."""
    fields.setdefault("energy", 1)
    opened = fields.pop("opened", [space])
    return scenario(me(tokens={space: token}, opened=opened, **fields))


def res(s: Scenario, seat: int = 0) -> dict[str, int]:
    return dict(s.player(seat).resources)


def empty_modules() -> dict[str, list]:
    """Every module space empty (top1 3, top2 2, bottom1 3, bottom2 2, right 2 spaces)."""
    return {
        "top1": [None] * 3,
        "top2": [None] * 2,
        "bottom1": [None] * 3,
        "bottom2": [None] * 2,
        "right": [None] * 2,
    }
