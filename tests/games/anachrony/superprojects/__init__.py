"""Superprojects' abilities, one test file each (s1 ... s18), played through `Scenario`: the
positions say what the players own, the public actions do the rest.

`owning` writes a player who owns superprojects (each in two adjacent slots of a row);
`build` constructs one at the player's Focus with exactly what it costs, and `check_built`
checks what building it did."""

from __future__ import annotations

from typing import Any

from epocha.games.anachrony.catalog import SUPERPROJECTS
from epocha.games.anachrony.scenario import Scenario

ROWS = ("lab", "factory", "life_support", "power_plant")


def owning(*keys: str, **spec: Any) -> dict:
    """A player spec owning `keys`, one row each (slots 1 and 2), on top of `spec`."""
    rows = dict(spec.pop("rows", {}))
    for key, row in zip(keys, ROWS, strict=False):
        rows[row] = [key, key, None]
    return {"rows": rows, "goods": {}, "active": {}, "tired": {}, **spec}


def facts(key: str) -> Any:
    return SUPERPROJECTS[int(key[1:])]


def requirement(key: str) -> list[list[int]]:
    """The breakthroughs that meet `key`'s requirement (two of a shape: icons 1 and 2)."""
    need = facts(key).breakthrough
    if need["kind"] == "specific":
        return [[need["shape"], need["icon"]]]
    return [[need["shape"], 1 + i] for i in range(need["count"])]


def build(key: str, era: int = 2, *, player: dict | None = None, **position: Any) -> Scenario:
    """Seat 0's scientist Constructs `key` (above the present era) with exactly its cost, onto
    its lab row's first two slots."""
    sp = facts(key)
    spec = {
        "goods": dict(sp.cost),
        "active": {"scientist": 1},
        "tired": dict(sp.workers),
        "breakthroughs": requirement(key),
        "powered": [1],
        **(player or {}),
    }
    timeline = [{} for _ in range(era - 1)] + [{"superproject": key}]
    for i, tile in enumerate(position.pop("timeline", [])):
        timeline[i] = {**tile, **timeline[i]} if i == era - 1 else tile
    sc = Scenario([spec, {}], era=era, timeline=timeline, **position)
    sc.place("construct:0", "scientist")
    if sc.decision().kind == "build":  # (a single option is taken without asking)
        sc.choose(key)
    sc.choose(["lab", 0])
    return sc


def check_built(sc: Scenario, key: str, era: int = 2) -> None:
    """The cost paid (nothing left of it), the breakthroughs back in the supply (whole again:
    the player's were taken from it), the superproject in two adjacent slots and off the
    timeline."""
    p = sc.player(0)
    assert all(v == 0 for v in p.goods.values()), p.goods
    assert all(v == 0 for v in p.tired.values()), p.tired
    assert p.breakthroughs == []
    assert p.rows["lab"] == [key, key, None]
    assert p.superprojects == [key]
    assert sc.state.tile(era)["superproject"] is None
    whole = Scenario(2, era=era).state.breakthroughs
    for b in requirement(key):
        k = f"{b[0]}-{b[1]}"
        assert sc.state.breakthroughs[k] == whole[k] == 3
