"""Workers: who may be placed, as what, and where each goes when the era is cleaned up.

Only Active workers are placed. A genius is placed as the type its player names for that
placement (it then has that type's bonuses and restrictions), or as a genius (spaces for a
genius alone). A worker paid as a cost comes from the Active or the Tired column, never a busy
one.
"""

from __future__ import annotations

from .catalog import STAND_INS, WORKER_TYPES
from .state import AnachronyState, Player

ACTIVE, TIRED, DIES = "active", "tired", "dies"


def placeable(p: Player) -> list[tuple[str, str]]:
    """(worker, acting as) for every worker the player could place now."""
    out = []
    for kind in WORKER_TYPES:
        if p.active[kind] <= 0:
            continue
        if kind == "genius":
            out += [("genius", t) for t in STAND_INS]
            out.append(("genius", "genius"))
        else:
            out.append((kind, kind))
    return out


def place(p: Player, worker: str, space: str, fate: str) -> None:
    """Move an Active worker onto `space`; `fate` says where it goes in Clean Up."""
    if p.active[worker] <= 0:
        raise ValueError(f"seat {p.seat} has no active {worker}")
    p.active[worker] -= 1
    p.busy.append([worker, space, fate])


def set_fate(p: Player, space: str, fate: str) -> None:
    """Change where the worker on `space` goes in Clean Up (an action decided it later)."""
    for b in p.busy:
        if b[1] == space:
            b[2] = fate
            return
    raise ValueError(f"seat {p.seat} has no worker on {space}")


def payable(p: Player, kind: str) -> int:
    """Workers of `kind` the player can pay as a cost (Active and Tired)."""
    return p.active[kind] + p.tired[kind]


def lose(p: Player, kind: str, column: str) -> None:
    """A worker of `kind` leaves the player's `column` for the general supply."""
    counts = p.active if column == ACTIVE else p.tired
    if counts[kind] <= 0:
        raise ValueError(f"seat {p.seat} has no {column} {kind}")
    counts[kind] -= 1


def wake_all(p: Player) -> int:
    """Every Tired worker becomes Active; how many did."""
    moved = 0
    for kind in WORKER_TYPES:
        moved += p.tired[kind]
        p.active[kind] += p.tired[kind]
        p.tired[kind] = 0
    return moved


def retrieve(s: AnachronyState, p: Player) -> None:
    """Clean Up A: busy workers go back (kept motivated: Active; else Tired; or they die)."""
    for kind, _space, fate in p.busy:
        if fate == ACTIVE:
            p.active[kind] += 1
        elif fate == TIRED:
            p.tired[kind] += 1
    p.busy = []
