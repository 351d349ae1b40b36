"""Revive's map: the hex board our `data/map.json` describes, the tiles of `data/tiles.json` that
go on it, the checks both files must pass, and distance as the rulebook counts it (p. 11).

Coordinates are axial `(q, r)`, pointy-top. A *socket* is a place for one tile (the 5 start and
25 area sockets), the Abyss, or a corner for a large location. The Abyss and each large location
count as ONE space (rulebook p. 4, 11), so distance runs over *nodes*: a plain hex, or the id of
such a merged socket.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

from epocha.games.revive.problems import Problems
from epocha.games.revive.vocabulary import BASIC, LANDSCAPES, SPACE_TYPES

Hex = tuple[int, int]
Node = Hex | str

DIRECTIONS: tuple[Hex, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))
SOCKET_COUNTS: dict[str, int] = {"abyss": 1, "start": 5, "area": 25, "large": 4}
MERGED_KINDS = frozenset({"abyss", "large"})  # one space however many hexes
TILE_KINDS = ("start", "area")  # the sockets tiles go into; they share one shape rule
TILE_SIZES = (4, 5)  # reviews: 4-5 hexes per tile

TILE_COUNTS: dict[str, int] = {"start": 5, "area": 25, "large": 5}
TILE_KEYS: dict[str, frozenset[str]] = {
    "start": frozenset({"id", "spaces"}),
    "area": frozenset({"id", "back", "spaces"}),
    "large": frozenset({"id", "sides"}),
}
COST_RANGE = range(1, 6)
POINTS_RANGE = range(1, 6)

# what a water space may give: {"gain": {what: n}} with n among the listed amounts, or {"module": 1}
WATER_GAINS: dict[str, tuple[int, ...]] = {
    "energy": (1,),
    "crystal": (1,),
    "crate": (1,),
    "gear": (1, 2),
    "book": (1, 2),
    "food": (1, 2),
    "any_basic": (1,),
    "points": (2,),
}
REWARD_SIZES = range(1, 3)

# the 10 base large-location rules (rulebook p. 18) and a kind for each, so that no large tile
# carries two rules of the same kind on its two sides
LARGE_RULE_KIND: dict[str, str] = {
    "green_track_value": "track",
    "yellow_track_value": "track",
    "grey_track_value": "track",
    "population_2": "population",
    "large_location_population_3": "population",
    "energy_2": "pieces",
    "module_1": "pieces",
    "large_building_4": "board",
    "water_2": "board",
    "card_2": "cards",
}


def neighbours(h: Hex) -> tuple[Hex, ...]:
    q, r = h
    return ((q + 1, r), (q - 1, r), (q, r + 1), (q, r - 1), (q + 1, r - 1), (q - 1, r + 1))


def hex_distance(a: Hex, b: Hex) -> int:
    """Steps between two hexes on an empty grid (not the rulebook's distance, see `distance`)."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def _gap(a: Iterable[Hex], b: Iterable[Hex]) -> int:
    """Grid steps between the nearest hexes of two hex sets."""
    bs = tuple(b)
    return min(hex_distance(x, y) for x in a for y in bs)


@dataclass(frozen=True)
class Socket:
    id: str
    kind: str
    hexes: tuple[Hex, ...]

    @property
    def merged(self) -> bool:
        return self.kind in MERGED_KINDS


@dataclass(frozen=True)
class Layout:
    """The board geometry. The derived tables are built once here because `distance` runs in bot
    search: nodes are numbered, and each node's neighbours kept as a tuple of numbers."""

    sockets: tuple[Socket, ...]
    crystals: tuple[tuple[str, Hex], ...] = ()
    giant_crystals: tuple[tuple[str, Hex], ...] = ()
    nodes: tuple[Node, ...] = field(init=False, repr=False, compare=False)
    _by_id: dict[str, Socket] = field(init=False, repr=False, compare=False)
    _socket_at: dict[Hex, Socket] = field(init=False, repr=False, compare=False)
    _index: dict[Node, int] = field(init=False, repr=False, compare=False)
    _adj: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    _node_adj: tuple[tuple[Node, ...], ...] = field(init=False, repr=False, compare=False)
    _hexes: tuple[tuple[Hex, ...], ...] = field(init=False, repr=False, compare=False)
    _crystals_at: tuple[tuple[str, ...], ...] = field(init=False, repr=False, compare=False)
    _all_crystals_at: tuple[tuple[str, ...], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        put = object.__setattr__  # frozen: the derived tables are set once, here
        by_id = {s.id: s for s in self.sockets}
        socket_at = {h: s for s in self.sockets for h in s.hexes}
        nodes: list[Node] = []
        hexes: list[tuple[Hex, ...]] = []
        index: dict[Node, int] = {}
        for s in self.sockets:
            if s.merged:
                index[s.id] = len(nodes)
                for h in s.hexes:
                    index[h] = len(nodes)
                nodes.append(s.id)
                hexes.append(s.hexes)
            else:
                for h in s.hexes:
                    index[h] = len(nodes)
                    nodes.append(h)
                    hexes.append((h,))
        adj: list[tuple[int, ...]] = []
        for i, own in enumerate(hexes):
            seen: dict[int, None] = {}  # ordered set: the same board gives the same order
            for h in own:
                for nb in neighbours(h):
                    j = index.get(nb)
                    if j is not None and j != i:
                        seen[j] = None
            adj.append(tuple(seen))

        def symbols_at(pairs: Iterable[tuple[str, Hex]]) -> tuple[tuple[str, ...], ...]:
            near: list[list[str]] = [[] for _ in nodes]
            for sid, cell in pairs:
                for i in dict.fromkeys(index[nb] for nb in neighbours(cell) if nb in index):
                    near[i].append(sid)
            return tuple(tuple(ids) for ids in near)

        put(self, "nodes", tuple(nodes))
        put(self, "_by_id", by_id)
        put(self, "_socket_at", socket_at)
        put(self, "_index", index)
        put(self, "_adj", tuple(adj))
        put(self, "_node_adj", tuple(tuple(nodes[j] for j in a) for a in adj))
        put(self, "_hexes", tuple(hexes))
        put(self, "_crystals_at", symbols_at(self.crystals))
        put(self, "_all_crystals_at", symbols_at(self.crystals + self.giant_crystals))

    # --- sockets --------------------------------------------------------------------------------
    def socket(self, id: str) -> Socket:
        return self._by_id[id]

    def socket_of(self, h: Hex) -> Socket | None:
        return self._socket_at.get(h)

    def sockets_of(self, kind: str) -> tuple[Socket, ...]:
        return tuple(s for s in self.sockets if s.kind == kind)

    @property
    def board(self) -> frozenset[Hex]:
        return frozenset(self._socket_at)

    # --- spaces (nodes) -------------------------------------------------------------------------
    def index(self, n: Node) -> int:
        """The node's number; a hex of a merged socket gives that socket's number."""
        try:
            return self._index[n]
        except KeyError:
            raise KeyError(f"{n!r} is not a space of the board") from None

    def node_of(self, h: Hex) -> Node:
        return self.nodes[self.index(h)]

    @property
    def adjacency(self) -> tuple[tuple[int, ...], ...]:
        """Each node's neighbours, by number."""
        return self._adj

    def node_neighbours(self, n: Node) -> tuple[Node, ...]:
        return self._node_adj[self.index(n)]

    def hexes_of(self, n: Node) -> tuple[Hex, ...]:
        return self._hexes[self.index(n)]

    def crystals_next_to(self, n: Node, giant: bool = False) -> tuple[str, ...]:
        """The crystal symbols touching a space; `giant` (campaign unlock) adds the giant ones."""
        i = self.index(n)
        return self._all_crystals_at[i] if giant else self._crystals_at[i]


# --- placing tiles ------------------------------------------------------------------------------
def placed(socket: Socket, spaces: list, orientation: int) -> dict[Hex, Any]:
    """Where each space of a tile lands. Sockets are centrally symmetric in list order, so
    orientation 1 (space i on hex n-1-i) is the tile turned by 180 degrees."""
    n = len(socket.hexes)
    if len(spaces) != n:
        raise ValueError(f"a tile of {len(spaces)} spaces does not fit socket {socket.id} ({n} hexes)")
    if orientation == 0:
        return dict(zip(socket.hexes, spaces, strict=True))
    if orientation == 1:
        return dict(zip(socket.hexes, reversed(spaces), strict=True))
    raise ValueError(f"orientation must be 0 or 1, not {orientation!r}")


# --- distance -----------------------------------------------------------------------------------
_FAR = 1 << 30
# what a node costs to pass through, asked of the caller at most once per call
_UNKNOWN, _PAY, _FREE, _BLOCKED = 0, 1, 2, 3


def _never(n: Node) -> bool:
    return False


def _search(
    layout: Layout, origins: Iterable[int], weigh: Callable[[int], int], goal: frozenset[int] = frozenset()
) -> tuple[list[int], int | None]:
    """The 0-1 BFS both `distance` and `space_costs` run over the layout's numbered nodes:
    passing through a node costs its weight (`weigh(number)`: _PAY, _FREE or _BLOCKED, asked at
    most once per node), leaving an origin nothing, so a node's cost is final the first time it
    leaves the deque. Stops at the first node of `goal` reached (returned with the costs)."""
    adj = layout._adj
    cost = [_FAR] * len(adj)
    state = bytearray(len(adj))
    done = bytearray(len(adj))
    todo: deque[int] = deque()
    for i in origins:
        if i in goal:
            return cost, i
        cost[i] = 0
        state[i] = _FREE  # leaving an origin adds nothing
        todo.append(i)
    while todo:
        u = todo.popleft()
        if done[u]:
            continue
        done[u] = 1
        c = cost[u]
        if u in goal:
            return cost, u
        step = c if state[u] == _FREE else c + 1
        for v in adj[u]:
            if step >= cost[v]:
                continue
            s = state[v]
            if s == _UNKNOWN:
                s = state[v] = weigh(v)
            cost[v] = step
            if s == _BLOCKED and v not in goal:
                continue  # a target only: priced, never passed through
            if step == c:
                todo.appendleft(v)
            else:
                todo.append(v)
    return cost, None


def _weigh_nodes(
    layout: Layout, passable: Callable[[Node], bool], free: Callable[[Node], bool]
) -> Callable[[int], int]:
    nodes = layout.nodes

    def weigh(v: int) -> int:
        node = nodes[v]
        return _BLOCKED if not passable(node) else _FREE if free(node) else _PAY

    return weigh


def distance(
    layout: Layout,
    origins: Iterable[Node],
    targets: Iterable[Node],
    passable: Callable[[Node], bool],
    free: Callable[[Node], bool] = _never,
) -> int | None:
    """The fewest spaces strictly between an origin and a target (rulebook p. 11: neither end
    counts, so adjacent is 0). Every space in between must be `passable` (face-down tiles are
    not); those `free` says cost 0. The target itself need not be passable. None: no path."""
    index = layout._index
    goal = frozenset(index[t] for t in targets)
    if not goal:
        return None
    cost, reached = _search(layout, [index[o] for o in origins], _weigh_nodes(layout, passable, free), goal)
    if reached is None:
        return None
    return 0 if cost[reached] == _FAR else cost[reached]  # (an origin that is a target: 0)


def distances(
    layout: Layout,
    origins: Iterable[Node],
    passable: Callable[[Node], bool],
    free: Callable[[Node], bool] = _never,
) -> dict[Node, int]:
    """`distance` from the origins to every space at once (bots price many targets in one go).
    Spaces that are not passable get a distance as targets but are never passed through."""
    index = layout._index
    cost, _ = _search(layout, [index[o] for o in origins], _weigh_nodes(layout, passable, free))
    return {layout.nodes[i]: c for i, c in enumerate(cost) if c < _FAR}


def space_costs(
    layout: Layout, origins: Iterable[int], kinds: list, free_kinds: frozenset = frozenset()
) -> list[int | None]:
    """`distances` by node number, for the rules: `kinds[v]` is what the space is now (None:
    face down, never passed through) and spaces whose kind is in `free_kinds` cost nothing to
    pass. None: out of reach."""

    def weigh(v: int) -> int:
        kind = kinds[v]
        return _BLOCKED if kind is None else _FREE if kind in free_kinds else _PAY

    cost, _ = _search(layout, origins, weigh)
    return [c if c < _FAR else None for c in cost]


# --- checking map.json --------------------------------------------------------------------------
def _text(value: Any) -> bool:
    return isinstance(value, str) and bool(value.strip())


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _hex(value: Any, where: str, problems: Problems) -> Hex | None:
    if isinstance(value, list | tuple) and len(value) == 2 and all(_int(v) for v in value):
        return (value[0], value[1])
    problems.add(where, f"a hex is a pair of integers [q, r], not {value!r}")
    return None


def _connected(cells: Iterable[Hex]) -> bool:
    rest = set(cells)
    if not rest:
        return True
    todo = [rest.pop()]
    while todo:
        for nb in neighbours(todo.pop()):
            if nb in rest:
                rest.remove(nb)
                todo.append(nb)
    return not rest


def _shape(hexes: tuple[Hex, ...]) -> tuple[Hex, ...]:
    """The hexes relative to the first one, in list order: equal shapes take a tile the same way."""
    q0, r0 = hexes[0]
    return tuple((q - q0, r - r0) for q, r in hexes)


def _own_text(data: dict, where: str, problems: Problems) -> None:
    if not _text(data.get("ours")):
        problems.add(f"{where}.ours", "say in one sentence that this is our own stand-in content")


def _read_sockets(data: dict, where: str, problems: Problems) -> list[tuple[int, Socket]]:
    """The well-formed sockets with their list positions; each malformed one is reported."""
    raw = data.get("sockets")
    if not isinstance(raw, list):
        problems.add(f"{where}.sockets", "missing or not a list")
        return []
    found: list[tuple[int, Socket]] = []
    for i, entry in enumerate(raw):
        at = f"{where}.sockets[{i}]"
        if not isinstance(entry, dict):
            problems.add(at, "a socket is an object {id, kind, hexes}")
            continue
        ok = True
        for key in sorted(set(entry) - {"id", "kind", "hexes"}):
            problems.add(f"{at}.{key}", "unknown key")
        if not _text(entry.get("id")):
            problems.add(f"{at}.id", "missing or empty")
            ok = False
        kind = entry.get("kind")
        if not isinstance(kind, str) or kind not in SOCKET_COUNTS:
            problems.add(f"{at}.kind", f"{kind!r} is not one of {sorted(SOCKET_COUNTS)}")
            ok = False
        cells = entry.get("hexes")
        if not isinstance(cells, list) or not cells:
            problems.add(f"{at}.hexes", "missing, empty or not a list")
            continue
        hexes: list[Hex] = []
        for j, value in enumerate(cells):
            h = _hex(value, f"{at}.hexes[{j}]", problems)
            if h is None:
                ok = False
            elif h in hexes:
                problems.add(f"{at}.hexes[{j}]", f"hex {list(h)} is listed twice")
                ok = False
            else:
                hexes.append(h)
        if ok and not _connected(hexes):
            problems.add(f"{at}.hexes", "the hexes of one socket must touch each other (one piece)")
            ok = False
        if ok:
            found.append((i, Socket(entry["id"], kind, tuple(hexes))))
    return found


def _read_symbols(data: dict, key: str, where: str, problems: Problems) -> list[tuple[int, str, Hex]]:
    raw = data.get(key)
    if not isinstance(raw, list):
        problems.add(f"{where}.{key}", "missing or not a list")
        return []
    found: list[tuple[int, str, Hex]] = []
    for i, entry in enumerate(raw):
        at = f"{where}.{key}[{i}]"
        if not isinstance(entry, dict):
            problems.add(at, "a crystal symbol is an object {id, hex}")
            continue
        for extra in sorted(set(entry) - {"id", "hex"}):
            problems.add(f"{at}.{extra}", "unknown key")
        h = _hex(entry.get("hex"), f"{at}.hex", problems)
        if not _text(entry.get("id")):
            problems.add(f"{at}.id", "missing or empty")
        elif h is not None:
            found.append((i, entry["id"], h))
    return found


def load_layout(data: dict, problems: Problems, where: str = "map") -> Layout | None:
    """The board of a map.json-shaped dict, or None after reporting every problem found."""
    before = len(problems.found)
    if not isinstance(data, dict):
        problems.add(where, "the map is a JSON object")
        return None
    _own_text(data, where, problems)
    for key in sorted(set(data) - {"ours", "notes", "sockets", "crystals", "giant_crystals"}):
        problems.add(f"{where}.{key}", "unknown key")
    sockets = _read_sockets(data, where, problems)
    crystals = _read_symbols(data, "crystals", where, problems)
    giants = _read_symbols(data, "giant_crystals", where, problems)

    # ids: one name space for sockets and symbols, so messages and saves can name any of them
    named: dict[str, str] = {}
    for i, s in sockets:
        _unique(s.id, f"{where}.sockets[{i}]", named, problems)
    for key, symbols in (("crystals", crystals), ("giant_crystals", giants)):
        for i, sid, _ in symbols:
            _unique(sid, f"{where}.{key}[{i}]", named, problems)

    for kind, wanted in SOCKET_COUNTS.items():
        have = sum(1 for _, s in sockets if s.kind == kind)
        if have != wanted:
            problems.add(f"{where}.sockets", f"{have} {kind} socket(s); the board has {wanted}")

    owner: dict[Hex, tuple[int, Socket]] = {}
    for i, s in sockets:
        for j, h in enumerate(s.hexes):
            if h in owner:
                k, other = owner[h]
                problems.add(
                    f"{where}.sockets[{i}].hexes[{j}]",
                    f"hex {list(h)} is already in socket {other.id!r} (sockets[{k}])",
                )
            else:
                owner[h] = (i, s)

    _check_tile_sockets(sockets, where, problems)
    _check_places(sockets, set(owner), where, problems)
    if owner and not _connected(owner):
        problems.add(f"{where}.sockets", "the board falls apart: some hexes cannot reach the others")

    symbol_at: dict[Hex, str] = {}
    for key, symbols in (("crystals", crystals), ("giant_crystals", giants)):
        for i, sid, h in symbols:
            at = f"{where}.{key}[{i}].hex"
            if h in owner:
                problems.add(at, f"{list(h)} is a board hex; crystal symbols lie just off the board")
            elif not any(nb in owner for nb in neighbours(h)):
                problems.add(at, f"{list(h)} touches no board hex")
            if h in symbol_at:
                problems.add(at, f"{list(h)} already holds crystal symbol {symbol_at[h]!r}")
            symbol_at.setdefault(h, sid)

    if len(problems.found) > before:
        return None
    return Layout(
        tuple(s for _, s in sockets),
        tuple((sid, h) for _, sid, h in crystals),
        tuple((sid, h) for _, sid, h in giants),
    )


def _unique(id: str, at: str, named: dict[str, str], problems: Problems) -> None:
    if id in named:
        problems.add(f"{at}.id", f"id {id!r} is already used by {named[id]}")
    else:
        named[id] = at


def _check_tile_sockets(sockets: list[tuple[int, Socket]], where: str, problems: Problems) -> None:
    """Any tile fits any socket of its kind, and both ways: same shape in the same hex order, and
    centrally symmetric in list order (hexes[i] + hexes[n-1-i] constant: the 180-degree turn)."""
    first: dict[str, tuple[int, Socket]] = {}
    for i, s in sockets:
        if s.kind not in TILE_KINDS:
            continue
        at = f"{where}.sockets[{i}]"
        n = len(s.hexes)
        if n not in TILE_SIZES:
            problems.add(f"{at}.hexes", f"{n} hexes; a tile has {' or '.join(map(str, TILE_SIZES))}")
        q0, r0 = s.hexes[0]
        q1, r1 = s.hexes[-1]
        for k in range(n // 2 + 1):
            (qa, ra), (qb, rb) = s.hexes[k], s.hexes[n - 1 - k]
            if (qa + qb, ra + rb) != (q0 + q1, r0 + r1):
                problems.add(
                    f"{at}.hexes[{k}]",
                    f"not centrally symmetric in list order: hexes[{k}] + hexes[{n - 1 - k}] "
                    f"differs from hexes[0] + hexes[{n - 1}]: a tile turned by 180 degrees would not fit",
                )
                break
        # start and area tiles may share a shape, but each kind has one shape
        if s.kind not in first:
            first[s.kind] = (i, s)
            continue
        k, model = first[s.kind]
        if _shape(s.hexes) != _shape(model.hexes):
            problems.add(
                f"{at}.hexes",
                f"shape (in list order) differs from {model.id!r} (sockets[{k}]); every {s.kind} tile "
                f"must fit every {s.kind} socket",
            )


def _check_places(sockets: list[tuple[int, Socket]], board: set[Hex], where: str, problems: Problems) -> None:
    """The Abyss in the middle walled in by the start sockets; large locations at the far corners."""
    abyss = [s for _, s in sockets if s.kind == "abyss"]
    if len(abyss) != 1:
        return  # the count is reported already
    ring = {nb for h in abyss[0].hexes for nb in neighbours(h)} - set(abyss[0].hexes)
    areas = [s for _, s in sockets if s.kind == "area"]
    for i, s in sockets:
        at = f"{where}.sockets[{i}]"
        touches = not ring.isdisjoint(s.hexes)
        if s.kind == "start" and not touches:
            problems.add(at, f"start socket {s.id!r} does not touch the abyss")
        elif s.kind in ("area", "large") and touches:
            problems.add(at, f"{s.kind} socket {s.id!r} touches the abyss; only the start sockets may")
        elif s.kind == "large":
            if all(nb in board for h in s.hexes for nb in neighbours(h)):
                problems.add(at, f"large socket {s.id!r} is inland; the large locations are on the coast")
            far = _gap(s.hexes, abyss[0].hexes)
            nearer = [a.id for a in areas if _gap(a.hexes, abyss[0].hexes) >= far]
            if nearer:
                problems.add(
                    at,
                    f"large socket {s.id!r} is {far} steps from the abyss, not farther than area "
                    f"socket(s) {', '.join(nearer)}; the large locations are the far corners",
                )


# --- checking tiles.json ------------------------------------------------------------------------
def check_tiles(data: dict, layout: Layout, problems: Problems, where: str = "tiles") -> None:
    """Report everything wrong with a tiles.json-shaped dict for this board."""
    if not isinstance(data, dict):
        problems.add(where, "the tiles are a JSON object")
        return
    _own_text(data, where, problems)
    for key in sorted(set(data) - {"ours", "notes", *TILE_COUNTS}):
        problems.add(f"{where}.{key}", "unknown key")
    named: dict[str, str] = {}
    for kind, wanted in TILE_COUNTS.items():
        tiles = data.get(kind)
        at = f"{where}.{kind}"
        if not isinstance(tiles, list):
            problems.add(at, "missing or not a list")
            continue
        if kind != "large":
            wanted = len(layout.sockets_of(kind)) or wanted  # one tile per socket
        if len(tiles) != wanted:
            problems.add(at, f"{len(tiles)} tiles; the game has {wanted}")
        size = len(layout.sockets_of(kind)[0].hexes) if kind in TILE_KINDS and layout.sockets_of(kind) else 0
        for i, tile in enumerate(tiles):
            tat = f"{at}[{i}]"
            if not isinstance(tile, dict):
                problems.add(tat, "a tile is an object")
                continue
            keys = TILE_KEYS[kind]
            for key in sorted(set(tile) - keys):
                problems.add(f"{tat}.{key}", "unknown key")
            if not _text(tile.get("id")):
                problems.add(f"{tat}.id", "missing or empty")
            else:
                _unique(tile["id"], tat, named, problems)
            if kind == "large":
                continue
            _check_spaces(tile.get("spaces"), size, kind, f"{tat}.spaces", problems)
            if kind == "area":
                _check_back(tile.get("back"), f"{tat}.back", problems)
    _check_large(data.get("large"), f"{where}.large", problems)


def _check_spaces(spaces: Any, size: int, kind: str, at: str, problems: Problems) -> None:
    if not isinstance(spaces, list):
        problems.add(at, "missing or not a list")
        return
    if size and len(spaces) != size:
        problems.add(at, f"{len(spaces)} spaces; the {kind} sockets have {size} hexes")
    types: list[str] = []
    for j, space in enumerate(spaces):
        sat = f"{at}[{j}]"
        if not isinstance(space, dict):
            problems.add(sat, "a space is an object {type[, reward]}")
            continue
        for key in sorted(set(space) - {"type", "reward"}):
            problems.add(f"{sat}.{key}", "unknown key")
        kind_of = space.get("type")
        if kind_of not in SPACE_TYPES:
            problems.add(f"{sat}.type", f"{kind_of!r} is not one of {list(SPACE_TYPES)}")
            continue
        types.append(kind_of)
        if kind_of == "water":
            _check_reward(space.get("reward"), f"{sat}.reward", problems)
        elif "reward" in space:
            problems.add(f"{sat}.reward", f"only water spaces show a reward, not {kind_of}")
    # our design rule: the face-up start tiles must give every player somewhere useful to build
    if kind == "start" and types:
        if "sand" not in types:
            problems.add(at, "a start tile needs a sand space to build on")
        if not any(t in LANDSCAPES for t in types):
            problems.add(at, "a start tile needs a landscape (forest, field or mountains)")


def _check_reward(reward: Any, at: str, problems: Problems) -> None:
    if not isinstance(reward, list) or len(reward) not in REWARD_SIZES:
        problems.add(at, "a water space shows a list of 1 or 2 effects")
        return
    for k, effect in enumerate(reward):
        eat = f"{at}[{k}]"
        if effect == {"module": 1}:
            continue
        gain = effect.get("gain") if isinstance(effect, dict) and len(effect) == 1 else None
        if not isinstance(gain, dict) or len(gain) != 1:
            problems.add(eat, f"{effect!r} is not {{'gain': {{what: n}}}} or {{'module': 1}}")
            continue
        ((what, n),) = gain.items()
        if what not in WATER_GAINS:
            problems.add(eat, f"a water space cannot give {what!r}; it gives one of {sorted(WATER_GAINS)}")
        elif not _int(n) or n not in WATER_GAINS[what]:
            problems.add(eat, f"{what} {n!r}: the amount is one of {list(WATER_GAINS[what])}")


def _check_back(back: Any, at: str, problems: Problems) -> None:
    if not isinstance(back, dict):
        problems.add(at, "missing: an area tile's back shows {cost, points}")
        return
    for key in sorted(set(back) - {"cost", "points"}):
        problems.add(f"{at}.{key}", "unknown key")
    cost = back.get("cost")
    if not isinstance(cost, dict) or not cost:
        problems.add(f"{at}.cost", "a non-empty object of basic resources")
    else:
        for what, n in cost.items():
            if what not in BASIC:
                problems.add(f"{at}.cost.{what}", f"not a basic resource ({', '.join(BASIC)})")
            elif not _int(n) or n not in COST_RANGE:
                problems.add(f"{at}.cost.{what}", f"{n!r}: from {COST_RANGE.start} to {COST_RANGE.stop - 1}")
    points = back.get("points")
    if not _int(points) or points not in POINTS_RANGE:
        problems.add(f"{at}.points", f"{points!r}: from {POINTS_RANGE.start} to {POINTS_RANGE.stop - 1}")


def _check_large(tiles: Any, at: str, problems: Problems) -> None:
    if not isinstance(tiles, list):
        return  # reported with the counts
    seen: dict[str, str] = {}
    for i, tile in enumerate(tiles):
        sat = f"{at}[{i}].sides"
        sides = tile.get("sides") if isinstance(tile, dict) else None
        if not isinstance(sides, list) or len(sides) != 2:
            problems.add(sat, "a large location tile has a list of 2 sides")
            continue
        for k, rule in enumerate(sides):
            if not isinstance(rule, str) or rule not in LARGE_RULE_KIND:
                problems.add(f"{sat}[{k}]", f"{rule!r} is not a base large-location rule")
            elif rule in seen:
                problems.add(f"{sat}[{k}]", f"{rule!r} is already on {seen[rule]}")
            else:
                seen[rule] = f"{at}[{i}]"
        kinds = [LARGE_RULE_KIND.get(r) if isinstance(r, str) else None for r in sides]
        if kinds[0] is not None and kinds[0] == kinds[1]:
            problems.add(sat, f"both sides score {kinds[0]}; a tile's two sides differ in kind")
    missing = [r for r in LARGE_RULE_KIND if r not in seen]
    if missing:
        problems.add(at, f"base rule(s) on no tile: {', '.join(missing)}")


# --- the shipped files --------------------------------------------------------------------------
def read_data(name: str) -> Any:
    return json.loads((resources.files("epocha.games.revive") / "data" / name).read_text("utf-8"))


@cache
def shipped_layout() -> Layout:
    """Our board (data/map.json); ContentError if it breaks a rule."""
    problems = Problems()
    layout = load_layout(read_data("map.json"), problems)
    problems.raise_if_any()
    assert layout is not None
    return layout


def shipped_tiles() -> dict:
    """Our tiles (data/tiles.json), checked against our board; ContentError if wrong."""
    problems = Problems()
    data = read_data("tiles.json")
    check_tiles(data, shipped_layout(), problems)
    problems.raise_if_any()
    return data
