"""One test file per building tile (`test_b101.py` ... `test_b415.py`), each through `Scenario`:
who may work the tile, what it costs, what it does, where the worker goes in Clean Up, and that
it works once an era. The helpers here set the usual position up: seat 0 owns the tiles and
acts, seat 1 has passed (so that the turn comes back to seat 0) unless `alone=False`."""

from __future__ import annotations

from typing import Any

from epocha.games.anachrony.scenario import Scenario
from epocha.games.anachrony.state import Player

ROW = {"1": "power_plant", "2": "factory", "3": "life_support", "4": "lab"}
TYPES = ("scientist", "engineer", "administrator")
EVERY = {"scientist": 1, "engineer": 1, "administrator": 1, "genius": 1}


def game(
    *tiles: str, era: int = 2, alone: bool = True, position: dict | None = None, **player: Any
) -> Scenario:
    """Seat 0 with `tiles` on its board (each in its own row, left to right) and `player`'s other
    fields; `position` holds the position's top-level fields (timeline, stacks...)."""
    rows: dict[str, list[str]] = {}
    for key in tiles:
        rows.setdefault(ROW[key[1]], []).append(key)
    player.setdefault("active", dict(EVERY))
    player.setdefault("tired", {})
    other = {"passed": True} if alone else {}
    return Scenario(players=[{"rows": rows, **player}, other], era=era, **(position or {}))


def me(s: Scenario) -> Player:
    return s.player(0)


def offered(s: Scenario, key: str) -> set[tuple[str, str]]:
    """(worker, acting as) for every placement offered on `key`."""
    return {(a["worker"], a.get("as", a["worker"])) for a in s.actions("place") if a["space"] == key}


def assert_workers(key: str, who: str, **player: Any) -> None:
    """Only `who` ("any" or a type) is offered on `key`; a genius can stand in as that type."""
    got = offered(game(key, **player), key)
    if who == "any":
        assert got == {(t, t) for t in TYPES} | {("genius", t) for t in (*TYPES, "genius")}
    else:
        assert got == {(who, who), ("genius", who)}


def fate(s: Scenario, key: str) -> str:
    """Where the worker on `key` goes in Clean Up ("active", "tired" or "dies")."""
    return next(b[2] for b in me(s).busy if b[1] == key)


def clean_up(s: Scenario) -> Player:
    """Seat 0 passes (the other seat has): the era is cleaned up."""
    s.pass_()
    return me(s)


def assert_once_an_era(s: Scenario, key: str) -> None:
    """After its use, `key` is not offered again this era (the turn is seat 0's again)."""
    assert s.decision().seat == 0
    assert not offered(s, key)
    assert not s.can("free", action=key)


def assert_free_action(key: str, **player: Any) -> Scenario:
    """`key` is a free action: offered (never as a placement), it costs a Path marker, does
    not end the turn, and is not offered again this era; the scenario after using it."""
    assert not game(key, markers=0, **player).can("free", action=key)
    s = game(key, alone=False, **player)
    assert not offered(s, key)
    assert s.can("free", action=key)
    s.free(key)
    return s


def after_free(s: Scenario, key: str, markers: int = 6) -> None:
    """What any free action leaves: a Path marker spent, the turn still seat 0's, not again."""
    assert me(s).markers == markers
    assert s.state.turn == 0 and s.decision().seat == 0
    assert s.can("pass")
    assert not s.can("free", action=key)


def focus_choices(s: Scenario) -> list[int]:
    """The eras a power plant offers for Focus (one alone is taken without asking)."""
    return s.choices() if s.decision().kind == "focus" else []


def warp_on(era: int, seat_tiles: list[tuple[int, int]]) -> list[dict]:
    """A timeline with the given [seat, warp tile] entries on era `era`'s tile."""
    return [{"warps": [list(w) for w in seat_tiles]} if i + 1 == era else {} for i in range(era)]


def assert_range(key: str, worker: str, reach: int, **player: Any) -> Scenario:
    """Placed in era `reach` + 2, `key` offers Focus on eras 2 .. the one before the present."""
    era = reach + 2
    s = game(key, era=era, **player).place(key, worker)
    assert focus_choices(s) == list(range(2, era))
    return s
