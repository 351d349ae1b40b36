"""Anachrony's state: plain data only, so that it copies, saves and resamples cheaply.

A player's workers are counts by type in the Active and Tired columns; a worker on an action
space is *busy* and listed with where it stands and where it goes in Clean Up. Building rows
hold tile keys ("b101"), a superproject key ("s7") in both of its slots, or "anomaly".
The timeline is a list of the seven eras' tiles; `impact_after` is the era the Impact tile
follows.
"""

from __future__ import annotations

from typing import Any

from epocha.engine import Frame, Rng
from epocha.engine.secret import secret_picks
from epocha.engine.state import SeatRecord, SeatsState

from .catalog import (
    BUILDING_TYPES,
    ERAS,
    EXOSUITS,
    FREE_ACTION_MARKERS,
    GOODS,
    IMPACT_AFTER,
    WORKER_TYPES,
    BoardSide,
    board_side,
)

ANOMALY = "anomaly"
BOT = 4  # the Chronobot's seat at a one-player table (never a player's: seats are 0-3)


def workers(**counts: int) -> dict[str, int]:
    return {t: counts.get(t, 0) for t in WORKER_TYPES}


class Player(SeatRecord):
    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.path: str | None = None
        self.leader: str | None = None
        self.side = "A"  # the player board's side (every player the same)
        self.evacuation = 0  # which of its Path's two evacuation conditions the Path board shows
        self.goods: dict[str, int] = dict.fromkeys(GOODS, 0)
        self.vp = 0  # VP tokens
        self.active = workers()
        self.tired = workers()
        # [type, space, fate]: fate is "active" (kept motivated), "tired" or "dies"
        self.busy: list[list] = []
        self.exosuits = EXOSUITS  # in the personal supply, not powered
        self.powered = [False] * EXOSUITS  # the exosuit slots 1-6 holding a powered exosuit
        self.covered: list[int] = []  # slots (1-6) under a Hex Unavailable tile
        self.rows: dict[str, list[str | None]] = {t: [None, None, None] for t in BUILDING_TYPES}
        self.breakthroughs: list[list[int]] = []  # [shape, icon]
        self.superprojects: list[str] = []
        self.paradox = 0
        self.morale = 0  # index into the morale track
        self.time_travel = 0  # successful time travels
        self.focus = 1  # the era tile the focus marker is under
        self.warps = list(range(1, 10))  # warp tiles in the personal supply
        self.markers = FREE_ACTION_MARKERS
        self.used: list[str] = []  # worker slots and free actions used this era
        self.evacuated = False
        self.passed = False
        self.experiments: list[str] = []  # Doomsday experiments completed

    def board(self) -> BoardSide:
        """The numbers printed on the player's board (its side: side B's are its Path's)."""
        assert self.path is not None
        return board_side(self.path, self.side)

    # -- what the player owns ----------------------------------------------------------------

    def buildings(self, kind: str | None = None, usable: bool = False) -> list[str]:
        """The building tiles on the player board (of one type); an anomaly lying on one
        leaves it owned (its VP counts) but unusable."""
        rows = [kind] if kind else BUILDING_TYPES
        out = []
        for t in rows:
            for slot in self.rows[t]:
                if slot is None:
                    continue
                key = slot[len(ANOMALY) + 1 :] if slot.startswith(ANOMALY + ":") else slot
                if key.startswith("b") and (not usable or key == slot):
                    out.append(key)
        return out

    def superprojects_usable(self) -> list[str]:
        """The superprojects on the player board no anomaly lies on (one on either of its two
        slots stops its abilities; its VP still counts)."""
        return [k for k in self.superprojects if sum(row.count(k) for row in self.rows.values()) == 2]

    def anomalies(self) -> int:
        return sum(1 for row in self.rows.values() for slot in row if slot and slot.startswith(ANOMALY))

    def workers_owned(self, kind: str | None = None) -> int:
        """Every worker the player has: active, tired and busy (of one type)."""
        kinds = [kind] if kind else list(WORKER_TYPES)
        return sum(self.active[k] + self.tired[k] for k in kinds) + sum(
            1 for b in self.busy if kind is None or b[0] == kind
        )


class AnachronyState(SeatsState):
    seat_record = Player

    def __init__(self, players: int, options: dict, rng: Rng) -> None:
        self.n = players
        self.options = dict(options)
        self.rng = rng
        self.log: list[dict] = []
        self.chance = 0
        self.result: dict | None = None
        self.stack: list[Frame] = []
        self.phase = "setup"
        self.era = 1
        self.first = 0  # the first player (the banner on the first-player spot)
        self.turn = 0  # whose turn it is in the phase being played
        self.pending_turn_end = False  # the turn's placement is being resolved
        self.players = [Player(p) for p in range(players)]
        # era tiles 1-7: the superproject above it, face up or not, warp tiles on it [seat, tile]
        self.timeline: list[dict] = [
            {"superproject": None, "face_up": False, "warps": []} for _ in range(ERAS)
        ]
        self.impact_after = IMPACT_AFTER
        self.impacted = False
        self.primary: dict[str, list[str]] = {t: [] for t in BUILDING_TYPES}  # top = last
        self.secondary: dict[str, list[str]] = {t: [] for t in BUILDING_TYPES}
        self.recruit_deck: list[int] = []
        self.mine_deck: list[int] = []
        self.recruit_pool = workers()
        self.recruit_card = workers()  # what this era's Recruit card showed (revised Zaida)
        self.mine_pool: list[str] = []
        self.spaces: dict[str, int] = {}  # hex space -> the seat whose exosuit is on it
        self.pool_users: list[list] = []  # [seat, action] of exosuits on hex pool spaces
        # action -> its Collapsing Capital tiles (after the Impact): [tile id, still available]
        self.collapse: dict[str, list[list]] = {}
        self.breakthroughs: dict[str, int] = {}  # "shape-icon" -> copies left
        self.endgame: list[str] = []  # the endgame cards in play
        self.evacuation: list[int | None] = []  # the numbered spots (after the Impact)
        self.picks: list[Any] = secret_picks(players)  # the warp tiles chosen in secret
        self.setup_picks: list[Any] = secret_picks(players)
        self.unsettled: dict[str, int] = {}  # (the chance API's shuffled piles)
        # Doomsday: the experiment under each era tile [key or None, face up], the level-2 deck
        # (top = last) and the two trackers' slots (1 = the Earth saved ... 10 = fate sealed)
        self.experiments: list[list] = [[None, False] for _ in range(ERAS)]
        self.level2: list[str] = []
        self.trackers = {"save": 6, "seal": 6}
        self.earth_saved = False
        self.bot: dict | None = None  # the Chronobot (a one-player game), see `chronobot`
        # the variants (`variants`): players still powering up at once; cards being drafted
        self.powering: list[int] | None = None
        self.endgame_hands: list[list[str]] = []
        self.endgame_pool: list[str] = []
        self.asset_hands: list[list[int]] = []
        self.asset_kept: list[list[int]] = []

    @property
    def player_count(self) -> int:
        return self.n

    def seats(self) -> list[int]:
        """The seats at the table: the players', then the Chronobot's in a one-player game."""
        return list(range(self.n)) + ([BOT] if self.bot is not None else [])

    def order(self) -> list[int]:
        """Player order: clockwise from the first player (the Chronobot among them)."""
        seats = self.seats()
        i = seats.index(self.first)
        return seats[i:] + seats[:i]

    @property
    def table(self) -> int:
        """How many sit at the table: a one-player game is a two-player table."""
        return len(self.seats())

    def tile(self, era: int) -> dict:
        return self.timeline[era - 1]
