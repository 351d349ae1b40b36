"""Armies under a tactic: each complete set of the tactic's units is an army, each army adds
the tactic's strength (the lower value if a unit in it is 2 or more levels below the tactic),
and each army may take one air force, which doubles its value.

Forming as many up-to-date armies as possible first is optimal: every army needs the same
units, so the total number of armies is fixed by the unit counts, and an up-to-date army is
worth at least an outdated one. Genghis Khan lets infantry count as cavalry: we try every
split of the infantry.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Forces:
    """Units by type: (level, count) pairs."""

    infantry: tuple[tuple[int, int], ...]
    cavalry: tuple[tuple[int, int], ...]
    artillery: tuple[tuple[int, int], ...]
    air_force: int


def _count(units: tuple[tuple[int, int], ...], min_level: int) -> tuple[int, int]:
    """(up-to-date units, all units)."""
    modern = sum(n for level, n in units if level >= min_level)
    return modern, sum(n for _, n in units)


def tactic_strength(
    forces: Forces, tactic: dict, tactic_level: int, infantry_as_cavalry: bool = False
) -> int:
    need = (tactic["infantry"], tactic["cavalry"], tactic["artillery"])
    if not any(need):
        return 0
    min_level = tactic_level - 1
    inf = _count(forces.infantry, min_level)
    cav = _count(forces.cavalry, min_level)
    art = _count(forces.artillery, min_level)
    best = _armies(need, inf, cav, art, forces.air_force, tactic)
    if infantry_as_cavalry and need[1]:
        # some up-to-date (m) and some outdated (o) infantry count as cavalry instead
        for m in range(inf[0] + 1):
            for o in range(inf[1] - inf[0] + 1):
                if m or o:
                    moved_inf = (inf[0] - m, inf[1] - m - o)
                    moved_cav = (cav[0] + m, cav[1] + m + o)
                    best = max(best, _armies(need, moved_inf, moved_cav, art, forces.air_force, tactic))
    return best


def _armies(
    need: tuple[int, int, int],
    inf: tuple[int, int],
    cav: tuple[int, int],
    art: tuple[int, int],
    air: int,
    tactic: dict,
) -> int:
    have = (inf, cav, art)
    modern = min(have[i][0] // need[i] for i in range(3) if need[i])
    total = min(have[i][1] // need[i] for i in range(3) if need[i])
    old = total - modern
    value, outdated = tactic["value"], tactic["outdated"]
    doubled_modern = min(air, modern)
    doubled_old = min(air - doubled_modern, old)
    if not old:  # (a tactic printed without a lower value: its units cannot be outdated)
        return modern * value + doubled_modern * value
    return modern * value + old * outdated + doubled_modern * value + doubled_old * outdated
