"""Final scoring and tie-breaks (digest §14, §15).

Purple points: the progress track's lowest uncovered space, unlocked technologies, the large
locations the player populated, the card bonuses of the opened reward spaces, the end-game tile,
small artifacts, 1 per 5 resources left (crystals count: they are resources), the artifact card
(each category once, and once more per large artifact of its colour). Score-track bonuses give
nothing now. Ties: more resources left over after the 1-per-5; then the greatest total advance
on the machine tracks; then a shared win.
"""

from __future__ import annotations

from collections.abc import Callable

from . import board, counts, goods, progress
from .catalog import content
from .state import Player, ReviveState
from .tribes import technology

RESOURCES_PER_POINT = 5
CARD_BONUS = 2


def _track_value(colour: str) -> Callable[[ReviveState, Player], int]:
    def value(s: ReviveState, p: Player) -> int:
        return content().boards.tracks[colour].values[p.tracks[colour] - 1]

    return value


def _per(what: str, points: int) -> Callable[[ReviveState, Player], int]:
    return lambda s, p: points * counts.count(s, p, what)


AREA_PRESENCE = ((10, 15), (8, 12), (6, 7), (3, 3))  # tiles with a piece of yours -> points


def _area_presence(s: ReviveState, p: Player) -> int:
    """Tiles (start and area, not large locations) holding a building or figure of the player."""
    index = board.map_index()
    tiles = {
        index.socket_of[v]
        for v in range(len(s.types))
        if board.has_presence(s, p.seat, v) and index.kind_of[index.socket_of[v]] in ("start", "area")
    }
    return next((points for at_least, points in AREA_PRESENCE if len(tiles) >= at_least), 0)


# a large location's scoring rule -> what it gives each player with a figure there (seed p. 18)
LOCATION_RULES: dict[str, Callable[[ReviveState, Player], int]] = {
    "green_track_value": _track_value("green"),
    "yellow_track_value": _track_value("yellow"),
    "grey_track_value": _track_value("grey"),
    "energy_2": _per("energy", 2),
    "module_1": _per("modules", 1),
    "large_building_4": _per("large_buildings", 4),
    "population_2": _per("population_placed", 2),
    "large_location_population_3": _per("population_large", 3),
    "card_2": _per("cards", 2),
    "water_2": _per("water_explored", 2),
    # unlocked in the campaign
    "tribe_markers_3": _per("tribe_markers_removed", 3),
    "crystals_adjacent_3": _per("crystals_adjacent", 3),
    "flask_2": _per("flasks", 2),
    "crate_2": _per("crates", 2),
    "area_tile_presence": _area_presence,
    "energy_on_populate_flask_1": _per("flasks", 1),
}


def breakdown(s: ReviveState, p: Player) -> dict[str, int]:
    c = content()
    index = board.map_index()
    locations = 0
    for socket, rule in s.large_sides.items():
        if p.seat in s.figures[index.sockets[socket][0]]:
            locations += LOCATION_RULES[rule](s, p)
    bonuses = sum(
        CARD_BONUS * counts.cards_of(s, p, r.colour)  # type: ignore[arg-type]
        for r in c.boards.reward_spaces
        if r.kind == "card_bonus" and r.id in p.opened
    )
    artifact = 0
    if p.artifact_card is not None:
        card = next(a for a in c.artifact_cards if a.id == p.artifact_card)
        colours = [a.colour for a in c.large_artifacts if a.id in p.artifacts]
        for category in card.categories:
            times = 1 + colours.count(category.colour)
            artifact += times * category.points * counts.count(s, p, category.counts)
    return {
        "track": p.score,
        "purple": p.purple,
        "progress": progress.value(p),
        "technologies": sum(technology(p, t).points for t in p.unlocked),
        "locations": locations,
        "card_bonuses": bonuses,
        "end_tile": c.end_tile_points if p.end_tile else 0,
        "small_artifacts": c.small_points
        * (p.small_artifacts + sum(1 for a in p.artifacts if a.startswith("small"))),
        "resources": goods.total(p) // RESOURCES_PER_POINT,
        "artifact_card": artifact,
    }


def tie_break(p: Player) -> tuple[int, int]:
    """Resources left over after the 1-per-5, then the machine tracks' total advance."""
    return goods.total(p) % RESOURCES_PER_POINT, sum(v - 1 for v in p.tracks.values())


def final_result(s: ReviveState, reason: str) -> dict:
    details = [breakdown(s, p) for p in s.players]
    scores = [sum(d.values()) for d in details]
    s.emit("final_scores", {"scores": scores, "details": details})
    if s.n == 1:  # alone: the result table's rank (seed p. 17)
        from .solo import WINS, rank

        result = rank(scores[0])
        measure = {"kind": "rank", "value": result}
        return {
            "winners": [0] if result in WINS else [],
            "scores": scores,
            "reason": reason,
            "measure": measure,
        }
    rank = {p.seat: (scores[p.seat], *tie_break(p)) for p in s.players}
    top = max(rank.values())
    winners = sorted(seat for seat, r in rank.items() if r == top)
    return {"winners": winners, "scores": scores, "reason": reason}
