"""Setting up (digest §4): the map with its tiles, the offers, the crater, the players' boards.

Every shuffle is a chance event. Face-down area tiles are known by their backs: the backs are
dealt to the sockets at once (everyone sees them), and the tiles of each back form a pile
whose order is settled only when one of them is explored.
"""

from __future__ import annotations

from typing import Any

from epocha.engine import Rng, chance

from .board import map_index
from .campaign import unlocked
from .catalog import Tile, content
from .mapactions import reveal
from .offers import DECK, MODULES, machine_pile, refill
from .state import ReviveState
from .vocabulary import COLOURS

MARKS = ("1+", "2+", "3+", "4")
# the longer four-player game's two small artifacts beside the craters (digest §4.1)
EXTRA_SMALL = ("small:1", "small:2")


def back_key(tile: Tile) -> str:
    """The name of a tile's back (its pile): cost and points."""
    cost = "+".join(f"{n}{r}" for r, n in sorted(tile.cost.items()))
    return f"{cost}:{tile.points}"


def setup(players: int, seed: int, options: dict) -> ReviveState:
    c = content()
    s = ReviveState(players, options, Rng(seed))
    index = map_index()
    n = len(index.nodes)
    s.types = [None] * n
    s.building = [None] * n
    s.figures = [[] for _ in range(n)]
    s.pieces = [[] for _ in range(n)]
    s.types[index.abyss] = "abyss"
    _tiles(s)
    _large_locations(s)
    s.deck = [card.id for card in c.deck if _in_play(options, card)]
    chance.shuffle(s, s.deck, DECK)
    s.module_stack = [m.id for m in c.modules if _in_play(options, m)]
    chance.shuffle(s, s.module_stack, MODULES)
    for colour in COLOURS:
        s.machine_stacks[colour] = [m.id for m in c.machines if m.colour == colour and _in_play(options, m)]
        chance.shuffle(s, s.machine_stacks[colour], machine_pile(colour))
    s.crate_stack = [x.id for x in c.crates if _in_play(options, x)]
    chance.shuffle(s, s.crate_stack, "crates")
    longer = options.get("longer", False)
    marks = MARKS[: min(players + (1 if longer else 0), len(MARKS))]
    s.crater = sorted(a.id for a in c.large_artifacts if a.mark in marks)
    s.crater += list(extra_small(players, options))  # (they end the game with the large ones: docs.md)
    s.end_tile_free = players > 1
    s.artifact_deck = [a.id for a in c.artifact_cards]
    _players(s)
    refill(s)
    if players == 1:
        s.emit("cube_moved", {"space": s.cube, "steps": 0})
    s.emit("setup", {"players": players, "first": s.first})
    s.emit("turn", {"player": s.first, "number": 0})
    return s


def extra_small(players: int, options: dict) -> tuple[str, ...]:
    """The small artifacts the set-up lays in the crater: the longer four-player game's two."""
    return EXTRA_SMALL if options.get("longer", False) and players == len(MARKS) else ()


def _in_play(options: dict, component: Any) -> bool:
    """Base components always; a campaign one once the campaign unlocked it."""
    return not component.campaign or unlocked(options, f"component:{component.id}")


def tribe_pool(options: dict) -> list[str]:
    """The tribes a game may use: the base ones and those the campaign unlocked."""
    c = content()
    return sorted(t.id for t in c.tribes.values() if t.base or unlocked(options, f"tribe:{t.id}"))


def sides_of(options: dict, tribe: str) -> list[str]:
    return ["sun", "moon"] if unlocked(options, f"moon:{tribe}") else ["sun"]


def _tiles(s: ReviveState) -> None:
    c = content()
    sockets = [sk.id for sk in c.layout.sockets_of("start")]
    starts = [t.id for t in c.start_tiles]
    chance.shuffle(s, starts)
    for socket, tile in zip(sockets, starts, strict=True):
        reveal(s, socket, tile, 0)  # (as printed: the seed gives no rule for turning them)
    # which back lies where is seen by everyone: the sockets are shuffled (each outcome a socket
    # of its own), and take the backs in their order
    sockets = [sk.id for sk in c.layout.sockets_of("area")]
    chance.shuffle(s, sockets)
    for socket, back in zip(sockets, sorted(back_key(t) for t in c.area_tiles), strict=True):
        s.backs[socket] = back
    for t in c.area_tiles:
        s.tile_piles.setdefault(back_key(t), []).append(t.id)
    for back, pile in sorted(s.tile_piles.items()):
        chance.shuffle(s, pile, f"tiles:{back}")


def _large_locations(s: ReviveState) -> None:
    """Four of the five large-location tiles on the corners, each with a random side up."""
    c = content()
    index = map_index()
    tiles = list(c.large_tiles)
    tiles += [t for t in c.campaign_large_tiles if unlocked(s.options, f"large:{t[0]}")]
    chance.shuffle(s, tiles)
    for socket, (_, sides) in zip((sk.id for sk in c.layout.sockets_of("large")), tiles, strict=False):
        s.large_sides[socket] = chance.draw(s, list(sides))
        s.types[index.sockets[socket][0]] = "large"


def _players(s: ReviveState) -> None:
    c = content()
    s.first = chance.draw(s, list(range(s.n)))
    if s.options.get("tribe_choice"):
        # experienced players choose, counter-clockwise from the start player's right (§4.2)
        s.phase = "tribes"
        s.choosing = [(s.first - k) % s.n for k in range(1, s.n + 1)]
    else:
        tribes = tribe_pool(s.options)
        chance.shuffle(s, tribes)
        for k, seat in enumerate(s.order_from(s.first)):
            give_tribe(s, seat, tribes[k], "sun")
    starting = [card.id for card in c.starting_cards]
    for k, seat in enumerate(s.order_from(s.first)):
        p = s.players[seat]
        cards = list(starting)
        chance.shuffle(s, cards)
        p.rest, p.active = cards[:3], cards[3:]
        for r, amount in c.boards.starting_resources[min(k, 3)].items():
            p.resources[r] = amount
        p.modules = {slot: [None] * len(spaces) for slot, spaces in c.boards.slots.items()}
        dealt = []
        for _ in range(2 if s.options.get("artifact_choice") else 1):
            card = chance.draw(s, s.artifact_deck)
            s.artifact_deck.remove(card)
            dealt.append(card)
        if len(dealt) == 1:
            p.artifact_card = dealt[0]
        else:
            p.artifact_options = dealt  # (one is kept, in secret: `keep_artifact_card`)
    if s.options.get("artifact_choice") and s.phase == "play":
        s.phase = "artifacts"


def give_tribe(s: ReviveState, seat: int, tribe_id: str, side: str) -> None:
    """A tribe board to a player, with its pieces (the falcon starts on the Abyss)."""
    tribe = content().tribes[tribe_id]
    p = s.players[seat]
    p.tribe = tribe.id
    p.side = side
    p.pieces = tribe.pieces if tribe.piece != "falcon" else 0
    s.falcon[seat] = map_index().abyss if tribe.piece == "falcon" else None
    s.emit("tribe", {"player": seat, "tribe": tribe.id, "side": side})


def tribe_choices(s: ReviveState) -> list[list[str]]:
    """What the player choosing now may take: [tribe, side] of the tribes not taken."""
    taken = {p.tribe for p in s.players if p.tribe}
    return [[t, side] for t in tribe_pool(s.options) if t not in taken for side in sides_of(s.options, t)]


def choose_tribe(s: ReviveState, seat: int, tribe: str, side: str) -> None:
    give_tribe(s, seat, tribe, side)
    s.choosing.remove(seat)
    if not s.choosing:
        s.phase = "artifacts" if s.options.get("artifact_choice") else "play"


def keep_artifact_card(s: ReviveState, seat: int, card: str) -> None:
    """The variant for experienced players: of the two artifact cards dealt, one is kept (in
    secret) and the other goes back to the box, unseen."""
    p = s.players[seat]
    p.artifact_options.remove(card)
    s.artifact_deck += p.artifact_options
    p.artifact_options = []
    p.artifact_card = card
    s.emit("artifact_card_kept", {"player": seat})
    if all(q.artifact_card is not None for q in s.players):
        s.phase = "play"
