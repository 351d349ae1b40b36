"""What a seat sees (`None`: a spectator): everything face up, and of what is face down only
what its back shows — pile sizes, the backs of unexplored tiles, how many closed crates each
player holds (a seat sees its own), its own artifact card."""

from __future__ import annotations

from functools import cache

from epocha.engine.plain import copy_plain

from .catalog import content
from .setup import back_key
from .state import ReviveState


@cache
def back_faces() -> dict[str, dict]:
    """What each back of the area tiles shows: the cost of exploring and the points (the same
    for every game: a view shares it, read-only)."""
    return {
        back_key(t): {"cost": dict(sorted(t.cost.items())), "points": t.points} for t in content().area_tiles
    }


def _player(p, own: bool) -> dict:
    out = p.to_dict()
    if not own:
        out["crates"] = len(p.crates)
        out["artifact_card"] = None
        out["artifact_options"] = len(p.artifact_options)
    return out


def state_view(s: ReviveState, seat: int | None) -> dict:
    return {
        "players": [_player(p, p.seat == seat) for p in s.players],
        "first": s.first,
        "phase": s.phase,
        "choosing": list(s.choosing),
        "cube": s.cube,
        "clock_out": s.clock_out,
        "turn": copy_plain(s.turn),
        "last_turns": copy_plain(s.last_turns),
        "types": list(s.types),
        "building": copy_plain(s.building),
        "figures": copy_plain(s.figures),
        "pieces": copy_plain(s.pieces),
        "falcon": list(s.falcon),
        "placed": copy_plain(s.placed),
        "backs": dict(s.backs),
        "tiles_left": {back: len(pile) for back, pile in s.tile_piles.items()},
        "back_faces": back_faces(),
        "large_sides": dict(s.large_sides),
        "offer": list(s.offer),
        "deck": len(s.deck),
        "module_offer": list(s.module_offer),
        "modules_left": len(s.module_stack),
        "machine_offer": copy_plain(s.machine_offer),
        "machines_left": {c: len(pile) for c, pile in s.machine_stacks.items()},
        "crates_left": len(s.crate_stack),
        "crater": list(s.crater),
        "end_tile_free": s.end_tile_free,
        "result": copy_plain(s.result),
    }
