"""Through the Ages' complete state as plain data.

Every yellow token is either in the yellow bank (`yellow`), an unused worker (`pool`), or a
worker on a technology card (`workers[instance]`). Every blue token is in the blue bank
(`blue`), stored on a farm or mine card (`stored[instance]`, each worth that card's value), or
covering a stage of the unfinished wonder (`stages_built`). Tokens come from and go back to
the box only through `tokens.from_box`/`tokens.to_box`, which keep the net count in
`from_box`, so that per player: yellow bank + workers = 25 + from_box["yellow"] and blue bank +
stored + stages = 16 + from_box["blue"].

Every card copy is in exactly one place: a deck, the row, a hand, in play, an event pile, the
military discards, `removed` (out of the game face up: civil cards, merged tactics, a resigned
civilization's cards) or `box` (military cards out of the game unseen: the Age A events not
dealt, the decks of ended ages).

Ratings and action totals are never stored: `ratings.py` derives them from the cards; only
the spent actions are kept.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Self

from epocha.engine import Frame, Rng, State
from epocha.engine.plain import copy_plain

from .catalog import deck_keys, facts
from .edition import Edition, Variants, edition_of, variants_of

# per-turn flags and pools, reset at the end of each of the player's turns
FRESH_TURN = {
    "politics": False,  # a political action was taken (or the politics phase is over)
    "acted": False,  # an action-phase action was taken: the politics phase is over
    "taken": [],  # civil cards taken from the row this turn (action cards cannot be played)
    "tactic": False,  # a tactic was played or copied this round
    "extra_ma": 0,  # military actions gained "for this turn" (not in the total)
    "military_resources": 0,  # resources for building/upgrading units this turn (Patriotism, Homer)
    "used": [],  # once-per-turn abilities used (card keys)
    "leader_replaced": False,  # for the Taj Mahal
    # the military cards over the limit were discarded this turn (2006: after the politics)
    "discarded": False,
}


class Player:
    # `lasting`: derived, not data (see `ratings.lasting`): never saved, compared or loaded
    __slots__ = (
        "_lasting",
        "blue",
        "building",
        "ca_spent",
        "civil_hand",
        "colonies",
        "culture",
        "exclusive",
        "flags",
        "from_box",
        "government",
        "homer_under",
        "leader",
        "leader_ages",
        "ma_spent",
        "military_hand",
        "pacts",
        "pool",
        "resigned",
        "ruined",
        "science",
        "seat",
        "specials",
        "stages_built",
        "stored",
        "tactic",
        "techs",
        "totals",
        "turn",
        "wonders",
        "workers",
        "yellow",
    )

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.yellow = 18
        self.blue = 16
        self.pool = 1
        self.workers: dict[str, int] = {}
        self.stored: dict[str, int] = {}
        self.techs: list[str] = []  # farms, mines, urban buildings and units in play
        self.government = ""
        self.specials: dict[str, str] = {}  # kind -> instance
        self.leader: str | None = None
        self.leader_ages: list[str] = []  # ages of leaders taken from the row
        self.wonders: list[str] = []  # completed wonders (ruined ones included)
        self.ruined: list[str] = []
        self.homer_under: str | None = None  # the wonder Homer was slid under
        self.building: str | None = None  # the unfinished wonder
        self.stages_built = 0
        self.colonies: list[str] = []
        self.tactic: str | None = None  # current tactic (own exclusive or a common one)
        self.exclusive: str | None = None  # played tactic not yet moved to the common area
        self.civil_hand: list[str] = []
        self.military_hand: list[str] = []
        self.pacts: list[str] = []  # the pacts in play it is a party to (`TTAState.pacts`)
        self.science = 0
        self.culture = 0
        self.ca_spent = 0
        self.ma_spent = 0
        self.totals = {"ca": 0, "ma": 0}  # last known action totals (to apply changes)
        self.turn: dict = copy_plain(FRESH_TURN)
        self.flags: dict = {}  # once-per-game and lasting markers (e.g. Julius Caesar used)
        self.resigned = False
        self.from_box = {"yellow": 0, "blue": 0}  # net tokens taken from the box
        self._lasting: tuple | None = None  # `ratings.lasting`'s cards and hooks, and what they came from

    def copy(self) -> Player:
        return _copy_player(self)

    def to_dict(self) -> dict:
        return {name: copy_plain(getattr(self, name)) for name in _DATA}

    def __getstate__(self) -> tuple[None, dict]:
        """Pickled without `_lasting` (it holds the cards' rules and facts: worked out again
        where the player arrives, a bot worker say)."""
        return None, {name: getattr(self, name) for name in _DATA}

    def __setstate__(self, state: tuple[None, dict]) -> None:
        for name, value in state[1].items():
            setattr(self, name, value)
        self._lasting = None

    @classmethod
    def from_dict(cls, d: dict) -> Player:
        p = cls.__new__(cls)
        for name in _DATA:
            value = d[name] if name in d or name not in _SINCE else _SINCE[name]
            setattr(p, name, copy_plain(value))
        p._lasting = None
        return p


# fields added since games were first saved -> their value in a game saved before (the peaceful
# game: no pacts)
_SINCE: dict[str, Any] = {"pacts": []}

# The fields that are the player's data (saved, loaded, compared); `_lasting` is worked out
# from them (`ratings.lasting`: it holds what it was worked out from, checked at every read, so
# a copy may share it).
_DATA = tuple(name for name in Player.__slots__ if name != "_lasting")


# How `Player.copy` copies each field (search copies players by the million): lists and flat
# dicts of numbers and card names are copied one level deep, the turn's pools and the flags all
# through; every other field holds a number, a card name or None, shared (and `_lasting`, a
# tuple never changed, checked against the fields at every read). A new field that
# holds a list or a dict must be named here.
_FLAT = (
    "civil_hand",
    "colonies",
    "from_box",
    "leader_ages",
    "military_hand",
    "pacts",
    "ruined",
    "specials",
    "stored",
    "techs",
    "totals",
    "wonders",
    "workers",
)
_VALUES = tuple(name for name in Player.__slots__ if name not in (*_FLAT, "turn", "flags"))


def _player_copier() -> Callable[[Player], Player]:
    """`Player.copy` as one function with a line per field (made from `_VALUES` and `_FLAT`,
    so that they stay the one list): no loop of getattr/setattr calls. The turn's pools are
    flags, numbers and lists of card names (`FRESH_TURN`): lists copied, the rest shared."""
    lines = ["def copy(self):", "    p = new(Player)"]
    lines += [f"    p.{name} = self.{name}" for name in _VALUES]
    lines += [f"    p.{name} = self.{name}.copy()" for name in _FLAT]
    lines += [
        "    p.turn = {k: v[:] if type(v) is list else v for k, v in self.turn.items()}",
        "    p.flags = copy_plain(self.flags)",
        "    return p",
    ]
    space: dict[str, Any] = {"new": Player.__new__, "Player": Player, "copy_plain": copy_plain}
    exec("\n".join(lines), space)  # (source made above from field names only)
    return space["copy"]


_copy_player = _player_copier()


class TTAState(State):
    __slots__ = (
        "age",
        "box",
        "chance",
        "civil_decks",
        "common_tactics",
        "current_events",
        "future_events",
        "hidden_bonuses",
        "last_round",
        "log",
        "markers",
        "military_decks",
        "military_discards",
        "options",
        "pacts",
        "past_events",
        "phase",
        "players",
        "prepared",
        "removed",
        "result",
        "rng",
        "round",
        "row",
        "scoring_events",
        "stack",
        "start_player",
        "top_seen",
        "turn_player",
        "unsettled",
        "wars",
    )

    def __init__(self, n: int, options: dict, rng: Rng) -> None:
        self.options = dict(options)
        self.rng = rng
        self.players = [Player(i) for i in range(n)]
        self.age = "A"
        self.round = 1
        self.start_player = 0
        self.turn_player = 0
        self.phase = "turn"  # "turn" or "over"
        self.last_round: int | None = None  # the number of the last round, once Age IV began
        self.row: list[str | None] = [None] * 13
        self.civil_decks: dict[str, list[str]] = {}  # age -> cards, top at the end
        self.military_decks: dict[str, list[str]] = {}
        self.military_discards: dict[str, list[str]] = {}
        # how many cards at the top of each deck are still in shuffled order, by pile name
        # (`deck_pile`): what a dictated draw chooses from (`epocha.engine.chance`)
        self.unsettled: dict[str, int] = {}
        self.current_events: list[str] = []  # top at the end
        self.future_events: list[str] = []  # top at the end
        self.past_events: list[str] = []
        # (the Advanced game) the Age III events drawn at the set-up, shown, scored at the end
        self.scoring_events: list[str] = []
        # (the gradual reveal) the Age III events still face down, revealed one at a time
        self.hidden_bonuses: list[str] = []
        # (milder fights) the civilizations under attack: {"on": target, "by": attacker, "round":
        # the round of the attacker's last attack on it}; the others' markers lie in the middle
        self.markers: list[dict] = []
        self.common_tactics: list[str] = []
        self.removed: list[str] = []  # out of the game, faces public
        self.box: list[str] = []  # military cards out of the game, faces unseen
        # who prepared each event still in the future or current events (its face is known to them)
        self.prepared: dict[str, int] = {}
        self.top_seen: list[int] = []  # seats that looked at the top current event (Joan of Arc)
        # wars declared, waiting for the start of the declarer's next turn: {"card", "by", "on"}
        self.wars: list[dict] = []
        # pacts in play: card -> {"by": who laid it, "with": the partner, "side": the layer's
        # side, "A" or "B" (None: a pact whose sides are alike)}
        self.pacts: dict[str, dict] = {}
        self.stack: list[Frame] = []
        self.log: list[dict] = []
        self.chance = 0
        self.result: dict | None = None

    @property
    def edition(self) -> Edition:
        """The edition and game the options chose (`edition.py`)."""
        return edition_of(self.options)

    @property
    def variants(self) -> Variants:
        """The 2006 rulebook's optional variants the options switch on (`edition.Variants`)."""
        return variants_of(self.options)

    @property
    def peaceful(self) -> bool:
        """Aggressions, wars and pacts are left out: the New Story's option (a game saved before
        it: the peaceful game); the 2006 games that have military hands play them."""
        return bool(self.options.get("peaceful", True)) if self.edition.name == "new-story" else False

    def deck_keys(self, kind: str, age: str) -> list[str]:
        """The keys of the cards of an age's civil or military deck in this game (without the
        cards its options and game leave out: the peaceful game's, the Advanced game's wars)."""
        edition = self.edition
        keys = deck_keys(kind, age, peaceful=self.peaceful, edition=edition.name)
        if not edition.wars:
            keys = [k for k in keys if facts(k).type != "war"]
        if kind == "military" and self.variants.no_fights:  # (2006: the completely peaceful game)
            keys = [k for k in keys if facts(k).type not in ("war", "aggression")]
        return keys

    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def player_count(self) -> int:
        return len(self.players)

    def active_seats(self) -> list[int]:
        """Seats still in the game."""
        return [p.seat for p in self.players if not p.resigned]

    def clockwise_from(self, seat: int) -> list[int]:
        """Seats still in the game, clockwise starting with `seat`."""
        players = self.players
        n = len(players)
        return [q for q in [(seat + i) % n for i in range(n)] if not players[q].resigned]

    def copy(self) -> Self:
        s = TTAState.__new__(TTAState)
        s.options = dict(self.options)
        s.rng = self.rng.copy()
        s.players = [p.copy() for p in self.players]
        s.age, s.round, s.start_player, s.turn_player = (
            self.age,
            self.round,
            self.start_player,
            self.turn_player,
        )
        s.phase, s.last_round = self.phase, self.last_round
        s.row = self.row[:]
        s.civil_decks = {a: d[:] for a, d in self.civil_decks.items()}
        s.military_decks = {a: d[:] for a, d in self.military_decks.items()}
        s.military_discards = {a: d[:] for a, d in self.military_discards.items()}
        s.unsettled = dict(self.unsettled)
        s.current_events = self.current_events[:]
        s.future_events = self.future_events[:]
        s.past_events = self.past_events[:]
        s.scoring_events = self.scoring_events[:]
        s.hidden_bonuses = self.hidden_bonuses[:]
        s.markers = [dict(m) for m in self.markers]
        s.common_tactics = self.common_tactics[:]
        s.removed = self.removed[:]
        s.box = self.box[:]
        s.prepared = dict(self.prepared)
        s.top_seen = self.top_seen[:]
        s.wars = [dict(w) for w in self.wars]
        s.pacts = {c: dict(d) for c, d in self.pacts.items()}
        s.stack = [f.copy() for f in self.stack]
        s.log = self.log[:]
        s.chance = self.chance
        s.result = copy_plain(self.result)
        return s

    def to_dict(self) -> dict:
        return {
            "options": dict(self.options),
            "rng": self.rng.state,
            "players": [p.to_dict() for p in self.players],
            "age": self.age,
            "round": self.round,
            "start_player": self.start_player,
            "turn_player": self.turn_player,
            "phase": self.phase,
            "last_round": self.last_round,
            "row": self.row[:],
            "civil_decks": copy_plain(self.civil_decks),
            "military_decks": copy_plain(self.military_decks),
            "military_discards": copy_plain(self.military_discards),
            "unsettled": dict(self.unsettled),
            "current_events": self.current_events[:],
            "future_events": self.future_events[:],
            "past_events": self.past_events[:],
            "scoring_events": self.scoring_events[:],
            **({"hidden_bonuses": self.hidden_bonuses[:]} if self.hidden_bonuses else {}),
            **({"markers": copy_plain(self.markers)} if self.markers else {}),
            "common_tactics": self.common_tactics[:],
            "removed": self.removed[:],
            "box": self.box[:],
            "prepared": dict(self.prepared),
            "top_seen": self.top_seen[:],
            "wars": copy_plain(self.wars),
            "pacts": copy_plain(self.pacts),
            "stack": [f.to_dict() for f in self.stack],
            "log": copy_plain(self.log),
            "chance": self.chance,
            "result": copy_plain(self.result),
        }

    @classmethod
    def from_dict(cls, d: dict) -> TTAState:
        s = cls(len(d["players"]), d["options"], Rng(0))
        s.rng.state = d["rng"]
        s.players = [Player.from_dict(p) for p in d["players"]]
        for key in (
            "age",
            "round",
            "start_player",
            "turn_player",
            "phase",
            "last_round",
            "row",
            "civil_decks",
            "military_decks",
            "military_discards",
            "current_events",
            "future_events",
            "past_events",
            "common_tactics",
            "removed",
            "box",
            "prepared",
            "top_seen",
            "chance",
            "result",
        ):
            setattr(s, key, copy_plain(d[key]))
        s.stack = [Frame.from_dict(f) for f in d["stack"]]
        s.log = copy_plain(d["log"])
        s.wars = copy_plain(d.get("wars", []))  # (saved before the full game: none)
        s.pacts = copy_plain(d.get("pacts", {}))
        s.scoring_events = copy_plain(d.get("scoring_events", []))  # (saved before the Advanced game)
        # (the variants' state: left out when empty, as in a game without them)
        s.hidden_bonuses = copy_plain(d.get("hidden_bonuses", []))
        s.markers = copy_plain(d.get("markers", []))
        unsettled = d.get("unsettled")
        if unsettled is None:  # saved before decks kept it: every deck as it was shuffled
            unsettled = {
                deck_pile(kind, age): len(deck)
                for kind, decks in (("civil", s.civil_decks), ("military", s.military_decks))
                for age, deck in decks.items()
                if deck
            }
        s.unsettled = {str(k): int(v) for k, v in unsettled.items()}
        return s


def deck_pile(kind: str, age: str) -> str:
    """The name of a civil or military deck as a shuffled pile (`epocha.engine.chance`)."""
    return f"{kind} {age}"
