"""Revive positions: a game at a quiet point (no action half-done) as plain data, for tests,
bug reports and teaching (docs.md, "Positions").

A position starts from the set-up a seed deals and says what differs: every key may be left
out. Components a position puts somewhere are taken from wherever the set-up had put them, so
each card, module, machine, crate, tile and artifact lies in exactly one place; a position that
puts one in two places, names one that does not exist, or breaks a rule of the table (more than
seven figures, a resource beyond its cap) is refused with `IllegalAction`. Spaces of the map are
named as the terms name them: a tile socket's space "a07:2" (its hexes counted from 1), "abyss",
a large location "l1". Piles list their cards top first. `to_position` gives every key, and
`from_position(to_position(g))` is `g` at any quiet point.
"""

from __future__ import annotations

from typing import Any

from epocha.engine import IllegalAction
from epocha.engine.plain import copy_plain

from .board import map_index
from .catalog import content
from .mapactions import reveal
from .offers import CRATES, DECK, MODULES, machine_pile, refill
from .setup import back_key, extra_small, setup
from .state import SLOT_IDS, Player, ReviveState
from .vocabulary import COLOURS, RESOURCES

# the player's fields a position may give, as the state keeps them (spaces by name)
PLAYER_FIELDS = (
    "tribe", "side", "resources", "score", "purple", "hibernation", "tracks", "opened", "tokens",
    "powered", "energy", "progress", "tribe_markers", "switch_used", "active", "rest", "slots",
    "modules", "crates", "opened_crates", "reused_crates", "buildings", "pieces", "unlocked",
    "artifacts", "small_artifacts", "end_tile", "artifact_card", "artifact_options", "removed", "boosts",
)  # fmt: skip
# fields older positions gave that the game no longer keeps: read and left aside
RETIRED_FIELDS = ("acquired",)
SPACE_LISTS = ("claimed_water", "temple_water")


def space_name(v: int) -> str:
    index = map_index()
    socket = index.socket_of[v]
    spaces = index.sockets[socket]
    return socket if len(spaces) == 1 else f"{socket}:{spaces.index(v) + 1}"


def space_number(name: Any) -> int:
    index = map_index()
    if not isinstance(name, str):
        raise IllegalAction(f"a space is named like 'a07:2', 'abyss' or 'l1', not {name!r}")
    socket, _, k = name.partition(":")
    spaces = index.sockets.get(socket)
    if spaces is None:
        raise IllegalAction(f"no space {name!r} on the map")
    if not k:
        if len(spaces) != 1:
            raise IllegalAction(
                f"{name!r} is a tile: name one of its spaces, '{socket}:1' to '{socket}:{len(spaces)}'"
            )
        return spaces[0]
    if not k.isdigit() or not 1 <= int(k) <= len(spaces):
        raise IllegalAction(f"no space {name!r}: tile {socket} has spaces 1-{len(spaces)}")
    return spaces[int(k) - 1]


# -- to a position --------------------------------------------------------------------------------


def to_position(s: ReviveState) -> dict:
    players = []
    for p in s.players:
        d = {k: copy_plain(getattr(p, k)) for k in PLAYER_FIELDS}
        for k in SPACE_LISTS:
            d[k] = [space_name(v) for v in getattr(p, k)]
        d["active"] = list(p.active)
        players.append(d)
    spaces: dict[str, dict] = {}
    for v in range(len(s.types)):
        entry: dict[str, Any] = {}
        if s.building[v] is not None:
            entry["building"] = list(s.building[v])  # type: ignore[arg-type]
        if s.figures[v]:
            entry["figures"] = list(s.figures[v])
        if s.pieces[v]:
            entry["pieces"] = copy_plain(s.pieces[v])
        if entry or _type_changed(s, v):
            entry["type"] = s.types[v]
            spaces[space_name(v)] = entry
    return {
        "options": dict(s.options),
        "first": s.first,
        "cube": s.cube,
        "clock_out": s.clock_out,
        "phase": s.phase,
        "choosing": list(s.choosing),
        "turn": copy_plain(s.turn),
        "last_turns": copy_plain(s.last_turns),
        "players": players,
        "map": {
            "tiles": copy_plain(s.placed),
            "backs": dict(s.backs),
            "face_down": {back: list(reversed(pile)) for back, pile in s.tile_piles.items()},
            "large": dict(s.large_sides),
            "spaces": spaces,
            "falcon": [None if v is None else space_name(v) for v in s.falcon],
        },
        "offer": list(s.offer),
        "deck": list(reversed(s.deck)),
        "module_offer": list(s.module_offer),
        "modules": list(reversed(s.module_stack)),
        "machine_offer": copy_plain(s.machine_offer),
        "machines": {c: list(reversed(pile)) for c, pile in s.machine_stacks.items()},
        "crates": list(reversed(s.crate_stack)),
        "crater": list(s.crater),
        "end_tile_free": s.end_tile_free,
        "artifact_cards": list(s.artifact_deck),
        "out_of_game": list(s.out_of_game),
    }


def _type_changed(s: ReviveState, v: int) -> bool:
    """Whether a face-up space's type is not its tile's printed one (a forest or sand tile)."""
    index = map_index()
    socket = index.socket_of[v]
    if socket not in s.placed or s.types[v] is None or index.kind_of[socket] not in ("start", "area"):
        return False
    tile, orientation = s.placed[socket]
    spaces = index.sockets[socket]
    i = spaces.index(v)
    printed = content().tile(tile).spaces[i if orientation in (0, None) else len(spaces) - 1 - i]
    return printed["type"] != s.types[v]


# -- from a position ----------------------------------------------------------------------------


def from_position(position: dict, seed: int, options: dict) -> ReviveState:
    if not isinstance(position, dict):
        raise IllegalAction("a position is an object")
    unknown = set(position) - {
        "options", "first", "cube", "clock_out", "phase", "choosing", "turn", "last_turns", "players",
        "map", "offer", "deck", "module_offer", "modules", "machine_offer", "machines", "crates",
        "crater", "end_tile_free", "artifact_cards", "out_of_game",
    }  # fmt: skip
    if unknown:
        raise IllegalAction(f"unknown position keys: {', '.join(sorted(unknown))}")
    players = position.get("players", 2)
    count = players if isinstance(players, int) else len(players) if isinstance(players, list) else 0
    if not 1 <= count <= 4:
        raise IllegalAction("a position has 1-4 players (a count or a list of players)")
    s = setup(count, seed, options)
    try:
        _apply(s, position, [] if isinstance(players, int) else players)
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise IllegalAction(f"a broken position: {exc}") from exc
    _check(s)
    return s


def _apply(s: ReviveState, position: dict, players: list) -> None:
    if "first" in position:
        s.first = _seat(s, position["first"])
    if "cube" in position and s.n == 1:
        s.cube = position["cube"]
    if "clock_out" in position:
        s.clock_out = bool(position["clock_out"])
    if "phase" in position:
        if position["phase"] not in ("tribes", "artifacts", "play"):
            raise IllegalAction("a position's phase is 'tribes', 'artifacts' (keeping a card) or 'play'")
        s.phase = position["phase"]
        s.choosing = [_seat(s, q) for q in position.get("choosing", [])]
    if "turn" in position:
        turn = position["turn"]
        s.turn = {
            "player": _seat(s, turn.get("player", s.first)),
            "actions": turn.get("actions", 0),
            "number": turn.get("number", 0),
        }
        s.turn.update({k: v for k, v in turn.items() if k not in s.turn})
    elif "first" in position:
        s.turn["player"] = s.first
    if "last_turns" in position:
        s.last_turns = (
            None if position["last_turns"] is None else [_seat(s, q) for q in position["last_turns"]]
        )
    for seat, given in enumerate(players):
        if not isinstance(given, dict):
            raise IllegalAction(f"players[{seat}] is an object of the player's fields")
        _player(s, s.players[seat], given)
    _map(s, position.get("map", {}))
    # the piles: what a position lists is exactly that pile, taken from wherever it was
    if "offer" in position:
        s.offer = _take(s, "card", position["offer"])
    if "deck" in position:
        s.deck = list(reversed(_take(s, "card", position["deck"])))
    if "module_offer" in position:
        s.module_offer = _take(s, "module", position["module_offer"])
    if "modules" in position:
        s.module_stack = list(reversed(_take(s, "module", position["modules"])))
    for colour, cards in position.get("machine_offer", {}).items():
        s.machine_offer[_colour(colour)] = _take(s, "machine", cards)
    for colour, cards in position.get("machines", {}).items():
        s.machine_stacks[_colour(colour)] = list(reversed(_take(s, "machine", cards)))
    if "crates" in position:
        s.crate_stack = list(reversed(_take(s, "crate", position["crates"])))
    if "crater" in position:
        s.crater = _take(s, "artifact", position["crater"])
    if "artifact_cards" in position:
        s.artifact_deck = _take(s, "artifact_card", position["artifact_cards"])
    if "out_of_game" in position:
        s.out_of_game = list(position["out_of_game"])
    if "end_tile_free" in position:
        s.end_tile_free = bool(position["end_tile_free"])
    _settle(s, position)
    # offers a position does not give are filled up again from their piles
    refill(s)


def _settle(s: ReviveState, position: dict) -> None:
    """The chance API's shuffled piles: a pile the position lists is in a known order; one it
    took components out of has no more shuffled cards than it holds."""
    piles = {DECK: s.deck, MODULES: s.module_stack, CRATES: s.crate_stack}
    piles.update({machine_pile(c): s.machine_stacks[c] for c in COLOURS})
    piles.update({f"tiles:{back}": pile for back, pile in s.tile_piles.items()})
    listed = {DECK: "deck", MODULES: "modules", CRATES: "crates"}
    for name in list(s.unsettled):
        pile = piles.get(name)
        given = (
            listed.get(name) in position
            or (name.startswith("machines:") and name.split(":")[1] in position.get("machines", {}))
            or (name.startswith("tiles:") and "face_down" in position.get("map", {}))
        )
        if pile is None or given or not pile:
            del s.unsettled[name]
        else:
            s.unsettled[name] = min(s.unsettled[name], len(pile))


def _seat(s: ReviveState, seat: Any) -> int:
    if type(seat) is not int or not 0 <= seat < s.n:
        raise IllegalAction(f"no seat {seat!r}")
    return seat


def _colour(colour: Any) -> str:
    if colour not in COLOURS:
        raise IllegalAction(f"no machine colour {colour!r}")
    return colour


def _player(s: ReviveState, p: Player, given: dict) -> None:
    unknown = set(given) - set(PLAYER_FIELDS) - set(SPACE_LISTS) - set(RETIRED_FIELDS)
    if unknown:
        raise IllegalAction(f"unknown player fields: {', '.join(sorted(unknown))}")
    c = content()
    if "tribe" in given:
        if given["tribe"] not in c.tribes:
            raise IllegalAction(f"no tribe {given['tribe']!r}")
        tribe = c.tribes[given["tribe"]]
        p.tribe = tribe.id
        p.pieces = tribe.pieces if tribe.piece != "falcon" else 0
        s.falcon[p.seat] = map_index().abyss if tribe.piece == "falcon" else None
    for key in PLAYER_FIELDS:
        if key in given and key != "tribe":
            value = copy_plain(given[key])
            if key == "resources":
                value = {**dict.fromkeys(RESOURCES, 0), **value}
            elif key == "slots":
                value = {**{k: [] for k in SLOT_IDS}, **value}
            elif key == "tracks":
                value = {**p.tracks, **value}
            elif key == "buildings":
                value = {**p.buildings, **value}
            elif key == "modules":
                value = {**p.modules, **value}
            elif key == "artifact_card" and value is not None:
                _remove(s, "artifact_card", value)  # (before it is this player's)
            setattr(p, key, value)
    for key in SPACE_LISTS:
        if key in given:
            setattr(p, key, [space_number(v) for v in given[key]])
    # components a player holds are taken out of the piles the set-up dealt them to
    for card in [*p.active, *p.rest, *(x for cards in p.slots.values() for x, _ in cards), *p.removed]:
        if not _known("card", card):
            raise IllegalAction(f"no card {card!r}")
        if not c.card(card).starting:
            _remove(s, "card", card)
    for spaces in p.modules.values():
        for m in spaces:
            if m is not None:
                _remove(s, "module", m)
    for m in p.tokens.values():
        _remove(s, "machine", m)
    for k in [*p.crates, *p.opened_crates]:
        _remove(s, "crate", k)
    for a in p.artifacts:
        _remove(s, "artifact", a)


def _map(s: ReviveState, m: dict) -> None:
    unknown = set(m) - {"tiles", "backs", "face_down", "large", "spaces", "falcon"}
    if unknown:
        raise IllegalAction(f"unknown map keys: {', '.join(sorted(unknown))}")
    index = map_index()
    for socket, (tile, orientation) in m.get("tiles", {}).items():
        if index.kind_of.get(socket) not in ("start", "area"):
            raise IllegalAction(f"{socket!r} is not a tile socket")
        _remove(s, "tile", tile)
        s.backs.pop(socket, None)
        reveal(s, socket, tile, orientation or 0)
        s.placed[socket] = [tile, orientation]
    if "backs" in m:
        s.backs = dict(m["backs"])
    elif "tiles" in m:
        _match_backs(s)
    if "face_down" in m:
        s.tile_piles = {back: list(reversed(pile)) for back, pile in m["face_down"].items() if pile}
        for back in s.tile_piles:
            s.unsettled.pop(f"tiles:{back}", None)
    for socket, rule in m.get("large", {}).items():
        if index.kind_of.get(socket) != "large":
            raise IllegalAction(f"{socket!r} is not a large location")
        s.large_sides[socket] = rule
    for name, entry in m.get("spaces", {}).items():
        v = space_number(name)
        if "type" in entry:
            s.types[v] = entry["type"]
        if "building" in entry:
            s.building[v] = None if entry["building"] is None else list(entry["building"])
        if "figures" in entry:
            s.figures[v] = list(entry["figures"])
        if "pieces" in entry:
            s.pieces[v] = copy_plain(entry["pieces"])
    if "falcon" in m:
        s.falcon = [None if v is None else space_number(v) for v in m["falcon"]]


def _match_backs(s: ReviveState) -> None:
    """Tiles a position turned face up left their backs' piles short: the face-down sockets
    take the backs of the tiles still face down (those that have one of them keep it)."""
    from collections import Counter

    tiles = Counter({back: len(pile) for back, pile in s.tile_piles.items()})
    shown = Counter(s.backs.values())
    surplus = sorted(socket for socket, back in s.backs.items() if shown[back] > tiles[back])
    for socket in reversed(surplus):  # (the last sockets of a back with too many give it up)
        back = s.backs[socket]
        if shown[back] > tiles[back]:
            shown[back] -= 1
            del s.backs[socket]
    missing = [back for back in sorted(tiles) for _ in range(tiles[back] - shown[back])]
    free = sorted(
        k
        for k in map_index().sockets
        if map_index().kind_of[k] == "area" and k not in s.placed and k not in s.backs
    )
    for socket, back in zip(free, missing, strict=False):
        s.backs[socket] = back


def _take(s: ReviveState, kind: str, items: list) -> list:
    for item in items:
        _remove(s, kind, item)
    return list(items)


def _known(kind: str, item: Any) -> bool:
    c = content()
    ids = {
        "card": lambda: {x.id for x in (*c.starting_cards, *c.deck)},
        "module": lambda: {x.id for x in c.modules},
        "machine": lambda: {x.id for x in c.machines},
        "crate": lambda: {x.id for x in c.crates},
        "tile": lambda: {x.id for x in (*c.start_tiles, *c.area_tiles)},
        "artifact": lambda: {x.id for x in c.large_artifacts},
        "artifact_card": lambda: {x.id for x in c.artifact_cards},
    }[kind]()
    return item in ids


def _remove(s: ReviveState, kind: str, item: Any) -> None:
    """Take a component out of the piles, offers and the crater, where the set-up put it."""
    # (the longer four-player game's two small artifacts lie in the crater: a position of that
    # game names them in the crater or among a player's artifacts, as `to_position` gives them)
    extra = kind == "artifact" and item in extra_small(s.n, s.options)
    if not (_known(kind, item) or extra):
        raise IllegalAction(f"no {kind.replace('_', ' ')} {item!r}")
    if kind == "artifact_card":  # (dealt to a player by the set-up, or still in the box)
        for p in s.players:
            if p.artifact_card == item:
                p.artifact_card = None
        if item in s.artifact_deck:
            s.artifact_deck.remove(item)
        return
    places: list[list] = {
        "card": [s.deck, s.offer],
        "module": [s.module_stack, s.module_offer],
        "machine": [*s.machine_stacks.values(), *s.machine_offer.values()],
        "crate": [s.crate_stack],
        "tile": list(s.tile_piles.values()),
        "artifact": [s.crater],
    }[kind]
    for place in places:
        if item in place:
            place.remove(item)
            break
    if kind == "tile":
        for back, pile in list(s.tile_piles.items()):
            if not pile:
                del s.tile_piles[back]


def _check(s: ReviveState) -> None:
    """The rules of the table a position must keep."""
    c = content()
    caps = c.boards.caps
    seen: dict[str, str] = {}

    def once(item: str, where: str) -> None:
        if item in seen:
            raise IllegalAction(f"{item!r} is in two places: {seen[item]} and {where}")
        seen[item] = where

    for p in s.players:
        if p.tribe not in c.tribes and p.seat not in s.choosing:
            raise IllegalAction(f"player {p.seat} has no tribe")
        for r in RESOURCES:
            if not 0 <= p.resources[r] <= caps[r]:
                raise IllegalAction(f"player {p.seat} holds {p.resources[r]} {r} (0-{caps[r]})")
        for card in p.owned_cards() + p.removed:
            if not c.card(card).starting:
                once(card, f"player {p.seat}'s cards")
        figures = sum(1 for seats in s.figures if p.seat in seats)
        if figures > 7 or len(p.unlocked) > 7:
            raise IllegalAction(f"player {p.seat} has more than seven population figures")
        for slot in p.slots:
            if slot not in SLOT_IDS:
                raise IllegalAction(f"no slot {slot!r}")
    for card in [*s.deck, *s.offer]:
        once(card, "the citizen deck or offer")
    for back, pile in s.tile_piles.items():
        for tile in pile:
            once(tile, f"the face-down tiles {back}")
            if back_key(c.tile(tile)) != back:
                raise IllegalAction(f"tile {tile!r} does not have the back {back!r}")
    for socket, (tile, _) in s.placed.items():
        once(tile, f"socket {socket}")
