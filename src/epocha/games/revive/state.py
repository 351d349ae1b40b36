"""Revive's state: plain data only, so that it copies, saves and resamples cheaply.

Spaces of the map are numbered (`board.MapIndex`: each hex its own space, the abyss and each
large location one space); per-space lists hold what lies there. Tiles not yet explored are
known by their backs: `backs[socket]` names a pile of face-down tiles with that back, whose
order is hidden (a pile of the chance API), and exploring takes the pile's top.
"""

from __future__ import annotations

from typing import Any

from epocha.engine import Frame, Rng
from epocha.engine.state import SeatRecord, SeatsState

from .vocabulary import COLOURS, RESOURCES

SLOT_IDS = ("top1", "top2", "bottom1", "bottom2", "right")


class Player(SeatRecord):
    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.tribe = ""
        self.side = "sun"  # of the tribe board
        self.resources: dict[str, int] = dict.fromkeys(RESOURCES, 0)
        self.score = 0  # the score marker, all laps (bonus spaces pay on the first lap only)
        self.purple = 0  # purple points gained in play, added in final scoring
        self.hibernation = 0  # index of the hibernation marker's space (0: the lowest)
        self.tracks: dict[str, int] = dict.fromkeys(COLOURS, 1)  # machine-track spaces
        self.opened: list[str] = []  # reward spaces whose marker has moved (accessible)
        self.tokens: dict[str, str] = {}  # special-machine reward space -> its machine token
        self.powered: list[str] = []  # machines with an energy token on them (see `machines`)
        self.energy = 1  # in the reservoir
        self.progress = 0  # progress markers on the progress track (they fill it from space 1)
        self.tribe_markers = 5  # progress markers still on the tribe board
        self.switch_used = False
        self.active: list[str] = []  # face-up cards that may be played
        self.rest: list[str] = []  # face-down cards waiting for the next hibernation
        # slot -> the cards in it, bottom first: [card, half used]
        self.slots: dict[str, list[list[str]]] = {k: [] for k in SLOT_IDS}
        self.modules: dict[str, list[str | None]] = {}  # slot -> its module spaces
        self.crates: list[str] = []  # closed crates (only their owner sees them)
        self.opened_crates: list[str] = []
        self.reused_crates: list[str] = []  # opened crates a machine resolved again
        self.buildings = {"small": 5, "large": 3}  # still on the tribe board
        self.pieces = 0  # tribe pieces (forest tiles, temples...) still in supply
        self.unlocked: list[str] = []  # technologies whose figure has gone to the map
        self.artifacts: list[str] = []  # large artifacts
        self.small_artifacts = 0
        self.end_tile = False
        self.artifact_card: str | None = None  # secret until the end
        self.artifact_options: list[str] = []  # two cards dealt, one to keep (a variant)
        self.removed: list[str] = []  # cards played with "hibernate, then remove this card"
        self.claimed_water: list[int] = []  # water spaces whose reward a building of theirs took
        self.temple_water: list[int] = []  # water spaces whose reward a temple of theirs took
        # what a machine activated for the current action does (`machines.BOOSTS`)
        self.boosts: dict[str, Any] = {}

    def owned_cards(self) -> list[str]:
        """Every card the player has: active area, slots and rest area."""
        return [*self.active, *(c for cards in self.slots.values() for c, _ in cards), *self.rest]

    def slotted(self) -> list[tuple[str, str, str]]:
        """(slot, card, half used) of every card in the player's slots."""
        return [(slot, c, half) for slot, cards in self.slots.items() for c, half in cards]


class ReviveState(SeatsState):
    seat_record = Player

    def __init__(self, players: int, options: dict, rng: Rng) -> None:
        self.n = players
        self.options = dict(options)
        self.rng = rng
        self.log: list[dict] = []
        self.chance = 0
        self.result: dict | None = None
        self.stack: list[Frame] = []
        self.unsettled: dict[str, int] = {}  # (the chance API's shuffled piles)
        self.players = [Player(p) for p in range(players)]
        self.first = 0
        # the map: a space's type once explored (None while face down), its pieces
        self.types: list[str | None] = []
        self.building: list[list | None] = []  # [seat, "small" | "large"]
        self.figures: list[list[int]] = []  # seats with a population figure there
        self.pieces: list[list[list]] = []  # [seat, kind]: temple, target, workshop, forest/sand tile
        self.falcon: list[int | None] = [None] * players  # the space of each seat's falcon
        self.placed: dict[str, list] = {}  # socket -> [tile, orientation] once face up
        self.backs: dict[str, str] = {}  # face-down socket -> its back (a pile of tiles)
        self.tile_piles: dict[str, list[str]] = {}  # back -> the face-down tiles with it
        self.large_sides: dict[str, str] = {}  # large socket -> the scoring rule face up
        # the offers and what they are refilled from (tops are the ends of the lists)
        self.offer: list[str] = []
        self.deck: list[str] = []
        self.module_offer: list[str] = []
        self.module_stack: list[str] = []
        self.machine_offer: dict[str, list[str]] = {c: [] for c in COLOURS}
        self.machine_stacks: dict[str, list[str]] = {c: [] for c in COLOURS}
        self.crate_stack: list[str] = []
        self.crater: list[str] = []  # large artifacts still on the board
        self.end_tile_free = True  # the end-game tile is still on the small artifacts
        self.artifact_deck: list[str] = []  # artifact cards not dealt (face down)
        self.out_of_game: list[str] = []  # modules replaced, artifacts discarded: gone for good
        # the turn: whose, actions taken, the seat whose turn ends the game once triggered
        self.turn: dict[str, Any] = {"player": 0, "actions": 0, "number": 0}
        self.last_turns: list[int] | None = None  # after the trigger: seats still to play once
        self.phase = "play"  # "tribes" while tribes are chosen, "play", then "over"
        self.choosing: list[int] = []  # the seats still to choose a tribe, in choosing order
        # alone: the action cube's space on the progress track (the clock), and whether it has
        # passed the top (`solo`)
        self.cube: int | None = 1 if players == 1 else None
        self.clock_out = False

    @property
    def player_count(self) -> int:
        return self.n

    def order_from(self, seat: int) -> list[int]:
        """Every seat, clockwise from `seat`."""
        return [(seat + k) % self.n for k in range(self.n)]
