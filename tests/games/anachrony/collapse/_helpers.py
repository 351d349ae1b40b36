"""Scenarios after the Impact with chosen Collapsing Capital tiles."""

from __future__ import annotations

from epocha.games.anachrony.scenario import Scenario


def capital(player: dict, *, era: int = 5, **tiles: list) -> Scenario:
    """Seat 0 to act in `era` (after the Impact), with a powered exosuit in slot 1; `tiles`
    names each Capital action's tiles, top space first: an id (available) or [id, False]."""
    collapse = {
        action: [[t, True] if isinstance(t, int) else list(t) for t in ids] for action, ids in tiles.items()
    }
    position = {k: player.pop(k) for k in ("breakthroughs_left", "recruit_pool", "timeline") if k in player}
    if "breakthroughs_left" in position:
        position["breakthroughs"] = position.pop("breakthroughs_left")
    spec = {"powered": [1], **player}
    return Scenario([spec, {}], era=era, collapse=collapse, **position)


def superproject_at_focus(s: Scenario, key: str) -> None:
    """The superproject above the present era's tile (where Focus is)."""
    s.state.tile(s.state.era)["superproject"] = key


def top(s: Scenario, kind: str) -> str:
    """The building on top of `kind`'s primary stack."""
    return s.state.primary[kind][-1]


def only_stacks(s: Scenario, **tops: list[str]) -> None:
    """Leave only these buildings buildable (each kind's primary stack, top last)."""
    for kind in s.state.primary:
        s.state.primary[kind] = list(tops.get(kind, []))
        s.state.secondary[kind] = []
