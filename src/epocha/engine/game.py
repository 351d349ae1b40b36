"""`Game`: the public object of the Python API. Game-agnostic; a game plugs in its `Rules`.

A game is its origin (players, seed, options, or a starting position) plus the list of
actions taken since. The live state is a cache of replaying them; `dumps` writes only the
origin and the actions, `loads` replays them.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from .decision import DISPLAY_KEYS, Decision, Offered
from .errors import IllegalAction
from .log import redact
from .message import Message, is_message, msg, term
from .plain import copy_plain
from .render import Renderer
from .rng import Rng
from .rules import Rules
from .seat import SeatGame
from .state import State


class Game:
    """A game in progress. See DESIGN.md, "Public Python API", for the contract."""

    def __init__(self, rules: Rules, origin: dict, state: State) -> None:
        self._rules = rules
        self._origin = origin
        self._state = state
        # the actions taken, in three lists of one entry each: the seat, the rules' action
        # without display fields, and whether it sealed what came before (drew, revealed or
        # otherwise cannot be taken back). Not a list of triples: a game keeps every entry,
        # and a triple made at every move is memory that a long game keeps growing
        self._seats: list[int] = []
        self._actions: list[dict] = []
        self._sealed: list[bool] = []
        self._pending: dict[int, Decision] | None = None
        # the decision the last action answered and which of its actions it took: what an
        # undo would take back, in words (None when not known, in a restored game; two
        # attributes, not a pair: a pair would be made at every move)
        self._answered: Decision | None = None
        self._answered_at = 0
        # log index -> (the event, {whether its secret part is shown: its message})
        self._messages: dict[int, tuple[dict, dict]] = {}
        # seat -> (the log it was read from, its events as the seat sees them): a bot's seat
        # object is made for every decision, and redacting the whole log each time would make a
        # decision cost more the longer the game (events are never changed once logged)
        self._seen: dict[int, tuple[list, list[dict]]] = {}

    # -- construction -------------------------------------------------------------------

    @classmethod
    def new(cls, rules: Rules, players: int, seed: int, options: dict | None) -> Game:
        players = _check_int("players", players)
        if not rules.min_players <= players <= rules.max_players:
            raise IllegalAction(
                f"{rules.title} is for {rules.min_players}-{rules.max_players} players, not {players}"
            )
        seed = _check_int("seed", seed)
        opts = rules.normalize_options(options, players)
        origin = {"players": players, "seed": seed, "options": opts, "position": None}
        return cls(rules, origin, rules.setup(players, seed, opts))

    @classmethod
    def at_position(cls, rules: Rules, position: dict, seed: int, options: dict | None) -> Game:
        if not isinstance(position, dict):
            raise IllegalAction("a position must be a dict")
        seed = _check_int("seed", seed)
        given = options if options is not None else position.get("options")
        opts = rules.normalize_options(given, None)
        state = rules.from_position(copy_plain(position), seed, opts)
        # options that depend on the player count are known only now
        final = rules.normalize_options(given, state.player_count)
        if final != opts:
            opts = final
            state = rules.from_position(copy_plain(position), seed, opts)
        origin = {
            "players": state.player_count,
            "seed": seed,
            "options": opts,
            "position": copy_plain(position),
        }
        return cls(rules, origin, state)

    @classmethod
    def restore(cls, rules: Rules, origin: dict, history: list[dict], state: dict) -> Game:
        """A game from stored parts: its origin, its actions ({"seat", "action", "sealed"})
        and a snapshot of the state after them (`State.to_dict`). Used by the web table."""
        g = cls(rules, copy_plain(origin), rules.state_from_dict(state))
        for h in history:
            g._seats.append(h["seat"])
            g._actions.append(copy_plain(h["action"]))
            g._sealed.append(bool(h.get("sealed")))
        return g

    def last_entry(self) -> dict | None:
        """The last action with its undo checkpoint flag ({"seat", "action", "sealed"})."""
        if not self._actions:
            return None
        return {"seat": self._seats[-1], "action": copy_plain(self._actions[-1]), "sealed": self._sealed[-1]}

    def history_entries(self) -> list[dict]:
        """The actions with their undo checkpoints ({"seat", "action", "sealed"})."""
        return [
            {"seat": seat, "action": copy_plain(action), "sealed": sealed}
            for seat, action, sealed in zip(self._seats, self._actions, self._sealed, strict=True)
        ]

    def _rebuild(self, actions: list[dict]) -> None:
        """Reset to the origin and replay `actions` (each {"seat", "action"})."""
        fresh = _from_origin(self._rules, self._origin)
        self._state = fresh._state
        # (the words of the log's events are kept by their place: a log made again may hold
        # other events there, and events equal to the old ones may be the very same objects)
        self._messages = {}
        self._seats, self._actions, self._sealed = [], [], []
        self._pending = None
        self._answered = None
        for entry in actions:
            self.apply(entry["seat"], entry["action"])

    # -- the contract ---------------------------------------------------------------------

    @property
    def name(self) -> str:
        return self._rules.name

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def state(self) -> State:
        """The full-truth state (rules code and tests; never shown to a seat)."""
        return self._state

    @property
    def players(self) -> int:
        return self._origin["players"]

    @property
    def seed(self) -> int | None:
        """The seed the game was dealt with; None for a determinized copy (it has none)."""
        return self._origin["seed"]

    @property
    def options(self) -> dict:
        return copy_plain(self._origin["options"])

    @property
    def origin(self) -> dict:
        return copy_plain(self._origin)

    @property
    def history(self) -> list[dict]:
        """The actions taken so far: [{"seat": s, "action": {...}}, ...]."""
        return [
            {"seat": seat, "action": copy_plain(action)}
            for seat, action in zip(self._seats, self._actions, strict=True)
        ]

    def decisions(self) -> dict[int, Decision]:
        pending = self._pending
        if pending is None:
            state = self._state
            pending = self._pending = {} if state.result is not None else self._rules.decisions(state)
        return pending

    @property
    def active_players(self) -> list[int]:
        pending = self._pending
        if pending is None:  # (`decisions`, without the call: mostly the first ask after a move)
            state = self._state
            pending = self._pending = {} if state.result is not None else self._rules.decisions(state)
        # (mostly one seat: a list of it made without a sort, which costs a call of its own)
        return [*pending] if len(pending) == 1 else sorted(pending)

    def legal_actions(self, seat: int | None) -> list[dict]:
        """The seat's legal actions for people: each with its `label` in English words and
        its `message` (search code uses `actions(seat)`, which puts nothing into words).
        The list is fresh, the caller's; the actions in it are read-only (`ShownAction`: a
        dict that refuses changes, shared by every call that shows them), and so are the
        values in them (messages, cards). `dict(action)` is a copy to change."""
        pending = self._pending
        # (a seat with a decision is a real seat: checked only when it has none; an exact int,
        # as True would find seat 1's)
        decision = (self.decisions() if pending is None else pending).get(seat) if type(seat) is int else None
        if decision is None:
            self._check_seat(seat)
            return []
        return decision.shown(_ENGLISH.get(self._rules) or english(self._rules))

    def actions(self, seat: int) -> list[dict]:
        """The seat's legal actions as the rules give them, labels still messages (for search
        and learning code: nothing is put into words). The dicts are the decision's own: read
        them, do not change them."""
        self._check_seat(seat)
        decision = self.decisions().get(seat)
        return list(decision.actions) if decision else []

    def decision(self, seat: int) -> Decision | None:
        self._check_seat(seat)
        return self.decisions().get(seat)

    def apply(self, seat: int, action: dict) -> None:
        pending = self._pending
        # (as in `legal_actions`: the seat checked only when it has no decision)
        decision = (self.decisions() if pending is None else pending).get(seat) if type(seat) is int else None
        if decision is None:
            self._check_seat(seat)
            if self._state.result is not None:
                raise IllegalAction("the game is over")
            raise IllegalAction(f"seat {seat} need not act now (active: {self.active_players})")
        state = self._state
        i = decision.index(action)
        legal = decision.actions[i]
        before = state.chance
        self._rules.apply(state, seat, decision.values[i])
        self._pending = None
        self._answered = decision
        self._answered_at = i
        self._seats.append(seat)
        # the rules' action as it is when it has no display fields: it is never changed
        # (read-only for everyone), and history entries are copied when given out
        self._actions.append(
            (legal._bare or legal)  # (made once for an offered action)
            if type(legal) is Offered
            else legal
            if DISPLAY_KEYS.isdisjoint(legal)
            else {k: copy_plain(v) for k, v in legal.items() if k not in DISPLAY_KEYS}
        )
        self._sealed.append(state.chance != before)

    def can_undo(self, seat: int) -> bool:
        self._check_seat(seat)
        if self._state.result is not None or not self._actions:
            return False
        return self._seats[-1] == seat and not self._sealed[-1]

    def undo(self, seat: int) -> None:
        """Take back `seat`'s last action, if nothing was drawn, revealed or done by another
        seat since (the last checkpoint)."""
        if self._origin.get("detached"):
            raise IllegalAction("a resampled game has no history to undo")
        if not self.can_undo(seat):
            raise IllegalAction(f"seat {seat} has nothing to undo since the last checkpoint")
        kept = zip(self._seats[:-1], self._actions[:-1], strict=True)
        self._rebuild([{"seat": s, "action": action} for s, action in kept])

    def undo_offer(self, seat: int) -> Message | None:
        """What `undo` would take back from `seat`, as a message ("Undo: your answer to
        Anatomy", "Undo: Draw"); None when the seat has nothing to undo."""
        if not self.can_undo(seat):
            return None
        if self._answered is None:  # restored from a snapshot: ask the game as it was before
            before = _from_origin(self._rules, self._origin)
            for s, action in zip(self._seats[:-1], self._actions[:-1], strict=True):
                before.apply(s, action)
            decision = before.decisions()[seat]
            self._answered, self._answered_at = decision, decision.index(self._actions[-1])
        decision, i = self._answered, self._answered_at
        card = (decision.prompt.get("cause") or {}).get("card")
        if card is not None:
            return msg("Undo: your answer to {card}", card=term("card", card))
        label = decision.label(i)
        if is_message(label):
            return msg("Undo: {choice}", choice=label)
        return msg("Undo")  # a plugin's action labelled in plain words, or not at all

    @property
    def is_over(self) -> bool:
        return self._state.result is not None

    @property
    def result(self) -> dict | None:
        return copy_plain(self._state.result)

    @property
    def log(self) -> list[dict]:
        """Full-truth events (never sent to a seat; see `view`)."""
        return copy_plain(self._state.log)

    def view(self, seat: int | None, log_from: int = 0) -> dict:
        """All that `seat` may see (None: a spectator). `log_from` skips the first log events
        (clients that already have them); `log_length` is the length of the whole log."""
        if seat is not None:
            self._check_seat(seat)
        return seat_view(
            self._rules,
            self.players,
            self._origin["options"],
            self._state,
            self.decisions(),
            seat,
            can_undo=self.can_undo(seat) if seat is not None else False,
            undo=self.undo_offer(seat) if seat is not None else None,
            log=self.log_for(seat, log_from),
            log_length=len(self._state.log),
        )

    def log_for(self, seat: int | None, start: int = 0) -> list[dict]:
        """The log from `start` as `seat` sees it (as in its view), each event with its
        message (made from the redacted event, so a message names no more than the event).

        Messages are made once per event and per redaction (events are never changed once
        written; an entry is trusted only while it is the same event object), so a client
        that asks for the whole log again and again does not word it again and again. They
        are shared between the views that show them: read them, do not change them."""
        log = self._state.log
        cache = self._messages
        out = []
        for i in range(start, len(log)):
            ev = log[i]
            shown = redact(ev, seat)
            sees_secret = "secret" in ev and seat in ev.get("visible_to", ())
            made = cache.get(i)
            if made is None or made[0] is not ev:
                made = cache[i] = (ev, {})
            if sees_secret not in made[1]:
                made[1][sees_secret] = self._rules.worded(shown, log, i)
            m = made[1][sees_secret]
            if m is not None:
                shown["message"] = m
            out.append(shown)
        return out

    def clone(self) -> Game:
        g = Game.__new__(Game)
        g._rules = self._rules
        g._origin = self._origin  # never mutated
        g._state = self._state.copy()
        # (the entries are never mutated)
        g._seats, g._actions, g._sealed = list(self._seats), list(self._actions), list(self._sealed)
        g._pending = None
        g._answered = self._answered  # never mutated either
        g._answered_at = self._answered_at
        g._messages = {}  # a copy would cost every clone (bots make many); words are remade
        g._seen = {}
        return g

    def determinized(self, seat: int | None, rng: Rng) -> Game:
        """A detached copy in which everything `seat` cannot see is resampled (see
        `Rules.determinize`) and whose chance comes from `rng` (the bot's generator), never
        from the real game. It has no history: it cannot be saved, replayed or undone.

        Nothing of the real game's secret survives in it: its origin keeps only the public
        players and options (`seed` is None: the seed, or a starting position, would rebuild
        the true deal), and its generator is re-seeded with a draw from `rng` (SplitMix64 can
        be rewound, so a copied generator would replay the real shuffles). Its log is empty.
        Bots are not given the game: they get `for_seat(seat)`, which makes such copies."""
        state = self._rules.determinize(self._state, seat, rng)
        self._rules.reseed(state, Rng(rng.next64()))
        return Game.detached(self._rules, self._origin["players"], self._origin["options"], state)

    @classmethod
    def detached(cls, rules: Rules, players: int, options: dict, state: State) -> Game:
        """A game of `state` with no origin to rebuild it from (no seed, no position) and no
        history: a determinized copy to search."""
        origin = {"players": players, "seed": None, "options": options, "position": None, "detached": True}
        return cls(rules, origin, state)

    def for_seat(self, seat: int) -> SeatGame:
        """The game as `seat` knows it, and nothing more: what a bot is given (`SeatGame`)."""
        self._check_seat(seat)
        return SeatGame.of(self, seat)

    def seen_log(self, seat: int) -> list[dict]:
        """The log as `seat` sees it (each event redacted, without words). Made once per event:
        the list is the game's own, read it and do not change it."""
        log = self._state.log
        known = self._seen.get(seat)
        if known is None or known[0] is not log or len(known[1]) > len(log):
            known = self._seen[seat] = (log, [])
        seen = known[1]
        if len(seen) < len(log):
            seen.extend([redact(ev, seat) for ev in log[len(seen) :]])
        return seen

    def __getstate__(self) -> dict:
        """Pickled without its caches (pending decisions, words, the last question answered):
        they are remade when asked for, and would only make the pickle bigger."""
        return {**self.__dict__, "_pending": None, "_messages": {}, "_answered": None, "_seen": {}}

    def to_position(self) -> dict:
        return self._rules.to_position(self._state)

    def snapshot(self) -> dict:
        """Everything that defines this game, as plain data (for equality and debugging)."""
        return {
            "game": self.name,
            "origin": copy_plain(self._origin),
            "history": self.history,
            "state": self._state.to_dict(),
        }

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self.snapshot() == other.snapshot()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        status = "over" if self.is_over else f"active {self.active_players}"
        return f"<Game {self.name} {self.players}p seed={self.seed} {len(self._actions)} actions, {status}>"

    # -- helpers ---------------------------------------------------------------------------

    def _check_seat(self, seat: Any) -> None:
        if type(seat) is not int or not 0 <= seat < self.players:
            raise IllegalAction(f"no such seat: {seat!r} (seats are 0-{self.players - 1})")


@cache
def _english(name: str) -> Renderer:
    from .registry import get_manifest

    try:
        return get_manifest(name).renderer("en")
    except IllegalAction:  # rules made in a test, with no manifest: words without a vocabulary
        return Renderer()


# rules -> its English renderer: asked on every `legal_actions` (a dict lookup, no call)
_ENGLISH: dict[Rules, Renderer] = {}


def english(rules: Rules) -> Renderer:
    """The renderer of a game's labels and prompts in English."""
    words = _ENGLISH.get(rules)
    if words is None:
        if len(_ENGLISH) > 64:  # (rules made by the dozen in tests)
            _ENGLISH.clear()
        words = _ENGLISH[rules] = _english(rules.name)
    return words


def seat_view(
    rules: Rules,
    players: int,
    options: dict,
    state: State,
    pending: dict[int, Decision],
    seat: int | None,
    can_undo: bool,
    undo: Message | None,
    log: list[dict],
    log_length: int,
) -> dict:
    """A seat's view (see `Game.view`) of `state`, whose decisions are `pending`: the real
    game's, or a `SeatGame`'s determinized copy (which shows the seat the same)."""
    mine = pending.get(seat) if seat is not None else None
    return {
        "game": rules.name,
        "seat": seat,
        "players": players,
        "options": copy_plain(options),
        "state": rules.view(state, seat),
        "active_players": sorted(pending),
        # what the others are deciding, without their options or context (which may name
        # cards only the deciding seat sees)
        "waiting": [
            {"seat": d.seat, "kind": d.kind, "prompt": copy_plain(d.prompt)}
            for _, d in sorted(pending.items())
        ],
        "prompt": copy_plain(mine.prompt) if mine else None,
        "context": copy_plain(mine.context) if mine else None,
        "legal_actions": mine.shown(english(rules)) if mine else [],
        "can_undo": can_undo,
        "undo": undo,
        "log": log,
        "log_length": log_length,
        "is_over": state.result is not None,
        "result": copy_plain(state.result),
    }


def _from_origin(rules: Rules, origin: dict) -> Game:
    if origin.get("position") is not None:
        return Game.at_position(rules, origin["position"], origin["seed"], origin["options"])
    return Game.new(rules, origin["players"], origin["seed"], origin["options"])


def _check_int(what: str, value: Any) -> int:
    if type(value) is not int:
        raise IllegalAction(f"{what} must be an integer, not {value!r}")
    return value
