"""The map as the rules see it: spaces numbered once per content set, what each holds now, and
the distance a player pays to reach one (digest §3, §5.4).

A space is a hex, or a socket that is one space however many hexes it covers (the abyss and the
large locations). The state keeps per-space lists (`ReviveState.types`, `building`, ...); this
module answers questions about them.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import cache

from .catalog import Content, content
from .hexmap import Layout, Node
from .state import Player, ReviveState
from .vocabulary import LANDSCAPES

LANDSCAPE_TYPES = frozenset(LANDSCAPES)


@dataclass(frozen=True)
class MapIndex:
    layout: Layout
    nodes: tuple[Node, ...]  # space number -> the hex (or merged socket id) it is
    number: dict[Node, int]
    adjacent: tuple[tuple[int, ...], ...]
    socket_of: tuple[str, ...]  # space -> the socket it lies in
    sockets: dict[str, tuple[int, ...]]  # socket -> its spaces, in the order of its hexes
    kind_of: dict[str, str]  # socket -> abyss, start, area, large
    abyss: int
    crystals: tuple[tuple[str, ...], ...]  # space -> the crystal symbols next to it
    giant_crystals: tuple[tuple[str, ...], ...]

    def socket_spaces(self, socket: str) -> tuple[int, ...]:
        return self.sockets[socket]


@cache
def map_index(c: Content | None = None) -> MapIndex:
    c = c or content()
    layout = c.layout
    nodes: list[Node] = []
    sockets: dict[str, tuple[int, ...]] = {}
    kind_of: dict[str, str] = {}
    for socket in layout.sockets:
        kind_of[socket.id] = socket.kind
        if socket.kind in ("abyss", "large"):
            nodes.append(socket.id)
            sockets[socket.id] = (len(nodes) - 1,)
        else:
            first = len(nodes)
            nodes.extend(socket.hexes)
            sockets[socket.id] = tuple(range(first, len(nodes)))
    number = {n: i for i, n in enumerate(nodes)}
    socket_of = [""] * len(nodes)
    for socket_id, spaces in sockets.items():
        for i in spaces:
            socket_of[i] = socket_id
    return MapIndex(
        layout=layout,
        nodes=tuple(nodes),
        number=number,
        adjacent=tuple(tuple(number[m] for m in layout.node_neighbours(n)) for n in nodes),
        socket_of=tuple(socket_of),
        sockets=sockets,
        kind_of=kind_of,
        abyss=number["abyss"],
        crystals=tuple(layout.crystals_next_to(n) for n in nodes),
        giant_crystals=tuple(layout.crystals_next_to(n, giant=True) for n in nodes),
    )


# -- what a space is and holds -------------------------------------------------------------------


def space_type(s: ReviveState, space: int) -> str | None:
    """sand, water, location, forest, field, mountains (as tiles and tribe pieces made it);
    "abyss" and "large" for those sockets; None while face down."""
    return s.types[space]


def is_location(s: ReviveState, space: int) -> bool:
    return s.types[space] in ("location", "large")


def water_reward(s: ReviveState, space: int, c: Content | None = None) -> tuple[dict, ...]:
    """What the water space gives (its tile's printed reward)."""
    c = c or content()
    index = map_index(c)
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


def neighbours(space: int, c: Content | None = None) -> tuple[int, ...]:
    return map_index(c or content()).adjacent[space]


# -- distance (§5.4) -----------------------------------------------------------------------------


def origins(s: ReviveState, seat: int) -> list[int]:
    """Where the seat counts distance from: its buildings and population figures (the abyss
    until it has one), and its temples and falcon as well."""
    own = [i for i in range(len(s.types)) if has_presence(s, seat, i)]
    if not own:
        own = [map_index().abyss]
    own += [i for i in range(len(s.types)) if pieces_of(s, i, "temple", seat)]
    falcon = s.falcon[seat]
    if falcon is not None:
        own.append(falcon)
    return own


def distances(s: ReviveState, seat: int, free_types: frozenset[str] = frozenset()) -> list[int | None]:
    """For every space, the least number of spaces between one of the seat's origins and it
    (None: out of reach). Paths never pass through a face-down space (the space reached may be
    one); spaces of `free_types` passed through are not counted (a technology's free passage)."""
    index = map_index()
    adjacent, types = index.adjacent, s.types
    start = origins(s, seat)
    best: list[int | None] = [None] * len(types)
    is_origin = [False] * len(types)
    for o in start:
        best[o] = 0
        is_origin[o] = True
    # 0-1 breadth-first search: leaving an origin or a free space costs 0, any other space 1
    todo = deque(start)
    while todo:
        u = todo.popleft()
        kind = types[u]
        if kind is None:
            continue  # reached, but nothing is counted through it
        step = 0 if is_origin[u] or kind in free_types else 1
        here = best[u] + step  # type: ignore[operator]
        for v in adjacent[u]:
            known = best[v]
            if known is None or here < known:
                best[v] = here
                if step == 0:
                    todo.appendleft(v)
                else:
                    todo.append(v)
    return best
