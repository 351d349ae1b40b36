"""What effects and scoring rules count: figures, flasks, crates, explored water... (digest
§15, §18). One function per thing counted, looked up by the name the content uses."""

from __future__ import annotations

from collections.abc import Callable

from . import board
from .campaign import unlocked
from .catalog import content
from .content import TRIBE_MARKERS
from .state import Player, ReviveState


def population(s: ReviveState, p: Player) -> int:
    """Population figures of the player on the map (small and large locations)."""
    return sum(1 for seats in s.figures if p.seat in seats)


def population_large(s: ReviveState, p: Player) -> int:
    return sum(1 for i, seats in enumerate(s.figures) if p.seat in seats and s.types[i] == "large")


def yellow_slotted(s: ReviveState, p: Player) -> int:
    c = content()
    return sum(1 for _, card, _ in p.slotted() if c.card(card).colour == "yellow")


def _machine_flasks(p: Player) -> int:
    c = content()
    return sum(c.machine(token).flasks for token in p.tokens.values())


def _module_flasks(p: Player) -> int:
    c = content()
    return sum(c.module(m).flasks for spaces in p.modules.values() for m in spaces if m is not None)


def visible_flasks(s: ReviveState, p: Player) -> int:
    """Flasks the player can see: machines, modules, cards in the active area (both halves)
    and the used half of slotted cards (the other half is hidden, seed p. 23)."""
    c = content()
    cards = sum(c.card(x).top.flasks + c.card(x).bottom.flasks for x in p.active)
    cards += sum(c.card(x).half(half).flasks for _, x, half in p.slotted())
    return _machine_flasks(p) + _module_flasks(p) + cards


def flasks(s: ReviveState, p: Player) -> int:
    """Every flask of the player: machines, modules and cards, the rest area included."""
    c = content()
    cards = sum(c.card(x).top.flasks + c.card(x).bottom.flasks for x in p.owned_cards())
    return _machine_flasks(p) + _module_flasks(p) + cards


def crates(s: ReviveState, p: Player) -> int:
    return len(p.crates) + len(p.opened_crates)


def energy(s: ReviveState, p: Player) -> int:
    """Energy tokens the player has: in the reservoir and on machines."""
    return p.energy + len(p.powered)


def modules(s: ReviveState, p: Player) -> int:
    return sum(1 for spaces in p.modules.values() for m in spaces if m is not None)


def modules_pairs(s: ReviveState, p: Player) -> int:
    return modules(s, p) // 2


def tribe_markers_removed(s: ReviveState, p: Player) -> int:
    """Tribe-ability uses that moved a marker (the five markers of the tribe board)."""
    return TRIBE_MARKERS - p.tribe_markers


def cards(s: ReviveState, p: Player) -> int:
    """Citizen cards the player owns, the starting cards not counted."""
    c = content()
    return sum(1 for x in p.owned_cards() if not c.card(x).starting)


def cards_of(s: ReviveState, p: Player, colour: str) -> int:
    """Cards of a colour the player acquired and still owns (starting cards not counted)."""
    c = content()
    return sum(1 for x in p.owned_cards() if not c.card(x).starting and c.card(x).colour == colour)


def water_explored(s: ReviveState, p: Player) -> int:
    """Water spaces next to one of the player's buildings (temples alone do not count)."""
    index = board.map_index()
    near = {v for b in board.buildings_of(s, p.seat) for v in index.adjacent[b]}
    return sum(1 for v in near if s.types[v] == "water")


def crystals_adjacent(s: ReviveState, p: Player) -> int:
    """Crystal symbols next to the player's buildings, each once (giant crystals once unlocked)."""
    index = board.map_index()
    giant = unlocked(s.options, "giant_crystals")
    seen: set[str] = set()
    for b in board.buildings_of(s, p.seat):
        seen.update(index.crystals[b])
        if giant:
            seen.update(index.giant_crystals[b])
    return len(seen)


def large_buildings(s: ReviveState, p: Player) -> int:
    return 3 - p.buildings["large"]


COUNTS: dict[str, Callable[[ReviveState, Player], int]] = {
    "population": population,
    "population_placed": population,
    "population_large": population_large,
    "yellow_slotted": yellow_slotted,
    "visible_flasks": visible_flasks,
    "flasks": flasks,
    "crates": crates,
    "energy": energy,
    "modules": modules,
    "modules_pairs": modules_pairs,
    "tribe_markers_removed": tribe_markers_removed,
    "cards": cards,
    "water_explored": water_explored,
    "crystals_adjacent": crystals_adjacent,
    "large_buildings": large_buildings,
}


def count(s: ReviveState, p: Player, what: str) -> int:
    return COUNTS[what](s, p)
