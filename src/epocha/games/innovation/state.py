"""Innovation's complete state as plain data.

Conventions: a pile on a board is a list from bottom to top (melding appends); a supply deck
is a list from bottom to top (drawing pops, returning inserts at 0). Positions list both top
first; `position.py` converts. `where` maps every card to its zone so a card can be found and
moved without a search, and so card conservation is easy to check.

Zones: ("hand", p) ("score", p) ("board", p) ("achievements", p) ("deck",) ("ages",) — an
available age achievement — and ("removed",).
"""

from __future__ import annotations

from typing import Self

from epocha.engine import Frame, Rng, State
from epocha.engine.plain import copy_plain
from epocha.engine.secret import secret_picks

from .catalog import COLORS, SPECIALS

Zone = tuple

# each supply deck's name as a shuffled pile (`epocha.engine.chance`)
DECK_PILE = {age: f"deck {age}" for age in range(1, 11)}


class InnovationState(State):
    __slots__ = (
        "achievements",
        "age_achievements",
        "boards",
        "chance",
        "changes",
        "counters",
        "decks",
        "edition",
        "hands",
        "icon_cache",
        "log",
        "phase",
        "players",
        "points_cache",
        "removed",
        "result",
        "revealed",
        "rng",
        "scores",
        "setup_picks",
        "specials",
        "splays",
        "stack",
        "tops_cache",
        "turn",
        "unchecked",
        "unsettled",
        "where",
    )

    def __init__(self, players: int, edition: str, rng: Rng) -> None:
        self.players = players
        self.edition = edition
        self.rng = rng
        self.phase = "setup"  # "setup" (initial meld), "play", "over"
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.scores: list[list[str]] = [[] for _ in range(players)]
        self.boards: list[dict[str, list[str]]] = [{c: [] for c in COLORS} for _ in range(players)]
        self.splays: list[dict[str, str]] = [{c: "none" for c in COLORS} for _ in range(players)]
        self.achievements: list[list[str]] = [[] for _ in range(players)]  # card or special names
        self.decks: dict[int, list[str]] = {age: [] for age in range(1, 11)}
        # how many cards at the top of each deck are still in shuffled order (the rest were
        # returned under it): what a dictated draw chooses from (`epocha.engine.chance`)
        self.unsettled: dict[str, int] = {}
        self.age_achievements: dict[int, str] = {}  # available: age -> the card under it
        self.specials: list[str] = []  # available special achievements
        self.removed: list[str] = []
        self.where: dict[str, Zone] = {}
        # whose turn, how many actions remain, and how many turns have started (0-based)
        self.turn: dict = {"player": 0, "actions_left": 0, "number": 0}
        # per-turn counts for Monument: cards each player tucked / scored this turn
        self.counters: dict[str, list[int]] = {"tucked": [0] * players, "scored": [0] * players}
        self.setup_picks: list[str | None] = secret_picks(players)  # the initial meld
        # cards shown to everyone during the current action that have not moved since
        self.revealed: list[str] = []
        self.stack: list[Frame] = []
        self.changes = 0  # bumped by every change of a zone or a splay (sharing bonus)
        self.chance = 0
        self.log: list[dict] = []
        self.result: dict | None = None
        self.icon_cache: list[int | None] = [None] * players  # board.packed_icons
        # per player: whether their board, splays or turn counters changed since their special
        # achievements were last checked (met ones are claimed at once, so an unchanged player
        # cannot meet one now); derived, like icon_cache, so not saved
        self.unchecked: list[bool] = [True] * players
        # per player: their top cards in colour order and the highest one's value, or None when
        # their board changed since (`board.tops_of`); derived, like icon_cache
        self.tops_cache: list[tuple[tuple[str, ...], int] | None] = [None] * players
        # per player: their score pile's points, or None when it changed since (`score_points`)
        self.points_cache: list[int | None] = [None] * players

    def copy(self, *, log: bool = True) -> Self:
        """A deep copy (events are shared: never changed once written); without `log`, its
        log is empty (a determinized copy, which drops it: not copied to be thrown away)."""
        s = InnovationState.__new__(InnovationState)
        s.players = self.players
        s.edition = self.edition
        s.rng = self.rng.copy()
        s.phase = self.phase
        s.hands = [h[:] for h in self.hands]
        s.scores = [h[:] for h in self.scores]
        s.boards = [{c: pile[:] for c, pile in b.items()} for b in self.boards]
        s.splays = [dict(sp) for sp in self.splays]
        s.achievements = [a[:] for a in self.achievements]
        s.decks = {age: d[:] for age, d in self.decks.items()}
        s.unsettled = dict(self.unsettled)
        s.age_achievements = dict(self.age_achievements)
        s.specials = self.specials[:]
        s.removed = self.removed[:]
        s.where = dict(self.where)
        s.turn = dict(self.turn)
        s.counters = {k: v[:] for k, v in self.counters.items()}
        s.setup_picks = self.setup_picks[:]
        s.revealed = self.revealed[:]
        s.stack = [f.copy() for f in self.stack]
        s.changes = self.changes
        s.chance = self.chance
        s.log = self.log[:] if log else []  # events are never mutated once written
        s.result = copy_plain(self.result)
        s.icon_cache = self.icon_cache[:]
        s.unchecked = self.unchecked[:]
        s.tops_cache = self.tops_cache[:]  # (tuples: never changed, only replaced)
        s.points_cache = self.points_cache[:]
        return s

    def to_dict(self) -> dict:
        return {
            "players": self.players,
            "edition": self.edition,
            "rng": self.rng.state,
            "phase": self.phase,
            "hands": copy_plain(self.hands),
            "scores": copy_plain(self.scores),
            "boards": copy_plain(self.boards),
            "splays": copy_plain(self.splays),
            "achievements": copy_plain(self.achievements),
            "decks": {str(a): d[:] for a, d in self.decks.items()},
            "unsettled": dict(self.unsettled),
            "age_achievements": {str(a): c for a, c in self.age_achievements.items()},
            "specials": self.specials[:],
            "removed": self.removed[:],
            "turn": dict(self.turn),
            "counters": copy_plain(self.counters),
            "setup_picks": self.setup_picks[:],
            "revealed": self.revealed[:],
            "stack": [f.to_dict() for f in self.stack],
            "changes": self.changes,
            "chance": self.chance,
            "log": copy_plain(self.log),
            "result": copy_plain(self.result),
        }

    @classmethod
    def from_dict(cls, d: dict) -> InnovationState:
        s = cls(d["players"], d["edition"], Rng(0))
        s.rng.state = d["rng"]
        s.phase = d["phase"]
        s.hands = copy_plain(d["hands"])
        s.scores = copy_plain(d["scores"])
        s.boards = copy_plain(d["boards"])
        s.splays = copy_plain(d["splays"])
        s.achievements = copy_plain(d["achievements"])
        s.decks = {int(a): list(cards) for a, cards in d["decks"].items()}
        # (saved before decks kept it: as if nothing had been returned under them)
        unsettled = d.get("unsettled")
        s.unsettled = (
            {DECK_PILE[a]: len(cards) for a, cards in s.decks.items() if cards}
            if unsettled is None
            else {str(k): int(v) for k, v in unsettled.items()}
        )
        s.age_achievements = {int(a): c for a, c in d["age_achievements"].items()}
        s.specials = list(d["specials"])
        s.removed = list(d["removed"])
        s.turn = dict(d["turn"])
        s.counters = copy_plain(d["counters"])
        s.setup_picks = list(d["setup_picks"])
        s.revealed = list(d["revealed"])
        s.stack = [Frame.from_dict(f) for f in d["stack"]]
        s.changes = d["changes"]
        s.chance = d["chance"]
        s.log = copy_plain(d["log"])
        s.result = copy_plain(d["result"])
        s.index_cards()
        return s

    def index_cards(self) -> None:
        """`where` made again from the zones (a restored or a set-up state)."""
        where = self.where = {}
        for p in range(self.players):
            for zone, cards in (("hand", self.hands[p]), ("score", self.scores[p])):
                for card in cards:
                    where[card] = (zone, p)
            for pile in self.boards[p].values():
                for card in pile:
                    where[card] = ("board", p)
            for entry in self.achievements[p]:
                if entry not in SPECIALS:  # (a special achievement is no card)
                    where[entry] = ("achievements", p)
        for deck in self.decks.values():
            for card in deck:
                where[card] = ("deck",)
        for card in self.age_achievements.values():
            where[card] = ("ages",)
        for card in self.removed:
            where[card] = ("removed",)

    def board_changed(self, p: int) -> None:
        """`p`'s board or splays changed: the icon counts and top cards are stale, the specials
        due."""
        self.icon_cache[p] = None
        self.unchecked[p] = True
        self.tops_cache[p] = None

    # -- zone access --------------------------------------------------------------------

    def cards_in(self, zone: Zone) -> list[str]:
        """The list holding a zone's cards (for the board, use `boards` by colour)."""
        kind = zone[0]
        if kind == "hand":
            return self.hands[zone[1]]
        if kind == "score":
            return self.scores[zone[1]]
        if kind == "achievements":
            return self.achievements[zone[1]]
        if kind == "removed":
            return self.removed
        raise KeyError(zone)

    @property
    def player_count(self) -> int:
        return self.players

    @property
    def current(self) -> int:
        """The player whose turn it is (the "active player" of the rules)."""
        return self.turn["player"]

    def clockwise_from(self, player: int) -> list[int]:
        """All players, starting with `player` and going clockwise."""
        return [(player + i) % self.players for i in range(self.players)]
