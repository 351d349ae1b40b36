"""The map as the rules see it: spaces numbered once per content set, what each holds now, and
the distance a player pays to reach one (digest §3, §5.4).

A space is a hex, or a socket that is one space however many hexes it covers (the abyss and the
large locations). The state keeps per-space lists (`ReviveState.types`, `building`, ...); this
module answers questions about them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .catalog import content
from .hexmap import Layout, Node, space_costs
from .state import ReviveState
from .vocabulary import LANDSCAPES

LANDSCAPE_TYPES = frozenset(LANDSCAPES)


@dataclass(frozen=True)
class MapIndex:
    layout: Layout
    nodes: tuple[Node, ...]  # space number -> the hex (or merged socket id) it is
    adjacent: tuple[tuple[int, ...], ...]
    socket_of: tuple[str, ...]  # space -> the socket it lies in
    sockets: dict[str, tuple[int, ...]]  # socket -> its spaces, in the order of its hexes
    kind_of: dict[str, str]  # socket -> abyss, start, area, large
    abyss: int
    crystals: tuple[tuple[str, ...], ...]  # space -> the crystal symbols next to it
    giant_crystals: tuple[tuple[str, ...], ...]  # the same with the giant crystals (campaign)

    def socket_spaces(self, socket: str) -> tuple[int, ...]:
        return self.sockets[socket]


@cache
def map_index() -> MapIndex:
    """The spaces of the content's map, numbered as its layout numbers them."""
    layout = content().layout
    sockets: dict[str, tuple[int, ...]] = {}
    socket_of = [""] * len(layout.nodes)
    for socket in layout.sockets:
        spaces = tuple(dict.fromkeys(layout.index(h) for h in socket.hexes))
        sockets[socket.id] = spaces
        for i in spaces:
            socket_of[i] = socket.id
    return MapIndex(
        layout=layout,
        nodes=layout.nodes,
        adjacent=layout.adjacency,
        socket_of=tuple(socket_of),
        sockets=sockets,
        kind_of={socket.id: socket.kind for socket in layout.sockets},
        abyss=layout.index("abyss"),
        crystals=tuple(layout.crystals_next_to(n) for n in layout.nodes),
        giant_crystals=tuple(layout.crystals_next_to(n, giant=True) for n in layout.nodes),
    )


# -- what a space is and holds -------------------------------------------------------------------


def is_small_location(s: ReviveState, space: int) -> bool:
    return s.types[space] == "location"


def water_reward(s: ReviveState, space: int) -> tuple[dict, ...]:
    """What the water space gives (its tile's printed reward)."""
    c = content()
    index = map_index()
    socket = index.socket_of[space]
    tile_id, orientation = s.placed[socket]
    spaces = index.sockets[socket]
    i = spaces.index(space)
    printed = c.tile(tile_id).spaces[i if orientation == 0 else len(spaces) - 1 - i]
    return tuple(printed.get("reward", ()))


def pieces_of(s: ReviveState, space: int, kind: str, seat: int | None = None) -> list[int]:
    """The seats with a tribe piece of `kind` on the space (of `seat` only, if given)."""
    return [q for q, k in s.pieces[space] if k == kind and (seat is None or q == seat)]


def has_presence(s: ReviveState, seat: int, space: int) -> bool:
    """A building or population figure of `seat` on the space."""
    b = s.building[space]
    return (b is not None and b[0] == seat) or seat in s.figures[space]


def buildings_of(s: ReviveState, seat: int) -> list[int]:
    return [i for i, b in enumerate(s.building) if b is not None and b[0] == seat]


def neighbours(space: int) -> tuple[int, ...]:
    return map_index().adjacent[space]


# -- distance (§5.4) -----------------------------------------------------------------------------


def origins(s: ReviveState, seat: int) -> list[int]:
    """Where the seat counts distance from: its buildings and population figures (the abyss
    until it has one), and its temples and falcon as well."""
    own, temples = [], []
    temple = [seat, "temple"]
    building, figures, pieces = s.building, s.figures, s.pieces
    for i in range(len(building)):  # (one pass: distances are asked for in every option priced)
        b = building[i]
        if (b is not None and b[0] == seat) or seat in figures[i]:
            own.append(i)
        if pieces[i] and temple in pieces[i]:
            temples.append(i)
    own = (own or [map_index().abyss]) + temples
    falcon = s.falcon[seat]
    if falcon is not None:
        own.append(falcon)
    return own


def distances(s: ReviveState, seat: int, free_types: frozenset[str] = frozenset()) -> list[int | None]:
    """For every space, the least number of spaces between one of the seat's origins and it
    (None: out of reach). Paths never pass through a face-down space (the space reached may be
    one); spaces of `free_types` passed through are not counted (a technology's free passage)."""
    return space_costs(map_index().layout, origins(s, seat), s.types, free_types)
