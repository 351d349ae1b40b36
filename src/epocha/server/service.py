"""The web table's operations on games: create, join, act, undo, bots, rematch, import.

The database is the truth; games are cached in memory and checked against the stored
sequence number before each use, so any number of stateless server processes can share one
database. Moves of one game are serialized by a per-process lock and, across processes, by
the sequence number guard of `Store.append`. Everything kept per process is a bounded cache
(games, token lookups) or lives only while used (bot tasks, the hub's watches).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import secrets
import threading
import time
import zlib
from collections import OrderedDict
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from starlette.concurrency import run_in_threadpool

import epocha
from epocha.bots import make_bot
from epocha.engine import Game, IllegalAction
from epocha.engine.registry import get_manifest, get_rules
from epocha.engine.serialization import HUMAN, read_seats

from .bot_gate import BotGate
from .bot_workers import BotWorkers
from .clocks import Clocks, TimeControl
from .fingerprint import code_version
from .live import Hub
from .outage import storage_problem
from .problem import Problem
from .push import make_push
from .ratings import check_rated_seats
from .settings import Settings
from .storage import SEED_RANGE, ClockWrite, Head, Store, now, seats_json, token_hash
from .turn_clock import time_left

log = logging.getLogger("epocha.server")


@dataclass
class Live:
    game: Game
    seq: int
    version: int = 0  # the stored change counter last seen with this game
    # the log's timeout rows: {"seat", "seq", "on_timeout", "result" (when it ended the game)}
    timeouts: tuple[dict, ...] = field(default_factory=tuple)
    # the table has clocks (set once, when it is made): a move of a table without them need
    # not read its row for them
    timed: bool = False

    @property
    def ended(self) -> dict | None:
        """The table's result when a timeout ended the game (the rules' game goes no further)."""
        return next((t["result"] for t in self.timeouts if t.get("result")), None)

    @property
    def lost_on_time(self) -> list[int]:
        """Seats that lost on time and play on with a bot: they rank last."""
        return sorted({t["seat"] for t in self.timeouts if t["on_timeout"] == "lose"})

    def table_view(self, view: dict) -> None:
        """A view of the game as the table stands: over, when a clock ended it here; the
        result with the seats that lost on time ranked last."""
        if self.ended is not None:
            view.update(is_over=True, legal_actions=[], active_players=[], can_undo=False, undo=None)
        if self.timeouts:
            view["result"] = self.result()

    def result(self) -> dict | None:
        """The game's result as the table gives it (see `ranked_last`)."""
        if self.ended is not None:
            return self.ended
        return ranked_last(self.game.result, self.lost_on_time) if self.game.is_over else None


@dataclass
class BotTurn:
    """A bot seat to move now: the game as loaded, the seat, its bot, and whether a person
    plays at the table (such tables' bots go first when bots must wait)."""

    live: Live
    seat: int
    bot: str
    with_person: bool


# Engine errors other than IllegalAction that malformed positions or saves can still raise
# deep inside the rules; for untrusted input they mean "cannot read this", not a server fault.
_UNREADABLE = (TypeError, ValueError, KeyError, IndexError, AttributeError, RecursionError)

_LOCK_STRIPES = 256
_TOKEN_CACHE = 20_000
# a person opening a game is written down at most this often per game and process (it only
# needs to be current to within a tiny part of the days after which games expire)
SEEN_EVERY_SECONDS = 3600
# consecutive bot moves one task makes before resting (a table of bots only plays on when a
# client looks in again: no endless CPU for a game nobody watches)
MAX_BOT_MOVES_PER_RUN = 5_000
BOT_SPEC_LENGTH = 32  # the `seats.bot` column


def new_id() -> str:
    return secrets.token_hex(8)


def new_token() -> str:
    return secrets.token_urlsafe(24)


class Tables:
    """All games of the web table."""

    def __init__(self, settings: Settings, store: Store | None = None) -> None:
        self.settings = settings
        self.store = store or Store(settings.database_url)
        self.hub = Hub(
            self.store.heads,
            settings.watch_seconds,
            make_push(settings, self.store),
            settings.safety_poll_seconds,
        )
        self._cache: OrderedDict[str, Live] = OrderedDict()
        self._cache_lock = threading.Lock()  # the caches are used from the thread pool
        self._tokens: OrderedDict[str, tuple[str, int]] = OrderedDict()
        self._seen: OrderedDict[str, float] = OrderedDict()  # game -> when a visit was last written
        # a fixed set of locks shared out by game id: bounded memory, nothing to prune
        self._locks = [threading.Lock() for _ in range(_LOCK_STRIPES)]
        self._bot_tasks: dict[str, asyncio.Task] = {}  # only while a game's bots are moving
        self.bot_workers = BotWorkers(settings.bot_workers)
        self._bot_gate: tuple[asyncio.AbstractEventLoop, BotGate] | None = None

    async def start(self) -> None:
        """This process's background work: the push channel to the other processes."""
        await self.hub.start()

    async def close(self) -> None:
        """Stop this process's background work (bots resume wherever a server starts next)."""
        tasks = [*self._bot_tasks.values()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await self.bot_workers.close()
        await self.hub.close()

    # -- loading ------------------------------------------------------------------------------

    def lock(self, game_id: str) -> threading.Lock:
        """Serializes the writes to one game within this process (threads of the pool).
        Across processes the sequence guard of `Store.append` does it."""
        return self._locks[zlib.crc32(game_id.encode()) % _LOCK_STRIPES]

    def record(self, game_id: str) -> dict:
        row = self.store.game(game_id)
        if row is None:
            raise Problem(404, "no_such_game", "there is no such game")
        return row

    def load(self, game_id: str) -> Live:
        """The game as stored (from the cache when it is current)."""
        with self._cache_lock:
            cached = self._cache.get(game_id)
        if cached is not None:
            head = self.store.head(game_id)
            if head is not None and cached.seq == head.seq:
                cached.version = max(cached.version, head.version)
                return cached
        row = self.record(game_id)
        if cached is not None and cached.seq < row["seq"]:
            live = Live(cached.game.clone(), cached.seq, timeouts=cached.timeouts)  # moved on elsewhere
            rows = self.store.log(game_id, after=cached.seq)
        else:
            live, rows = self._from_storage(row)
        for r in rows:
            _replay_row(live, r)
            live.seq = r["seq"]
        # the version read with the row may be a little older than the log read after it:
        # harmless, versions only ever grow and a watcher just looks again
        live.version = row["version"]
        live.timed = row["clock"] is not None
        self.remember(game_id, live)
        return live

    def forget(self, game_ids: list[str]) -> None:
        """Games that are gone from the database (expired)."""
        with self._cache_lock:
            for game_id in game_ids:
                self._cache.pop(game_id, None)
                self._seen.pop(game_id, None)

    def remember(self, game_id: str, live: Live) -> None:
        """`live` is how the game stands now (it was just written): kept for the next reads."""
        with self._cache_lock:
            self._cache[game_id] = live
            self._cache.move_to_end(game_id)
            while len(self._cache) > self.settings.cache_size:
                self._cache.popitem(last=False)

    def _from_storage(self, row: dict) -> tuple[Live, list[dict]]:
        rules = get_rules(row["game"])
        origin = {
            "players": row["players"],
            "seed": row["seed"],
            "options": json.loads(row["options"]),
            "position": json.loads(row["position"]) if row["position"] else None,
        }
        rows = self.store.log(row["id"])
        snap = self.store.latest_snapshot(row["id"], code_version(row["game"]))
        if snap is not None:
            seq, state = snap
            before = [r for r in rows if r["seq"] <= seq]
            try:
                game = Game.restore(rules, origin, _effective_history(before), state)
                return Live(game, seq, timeouts=_timeouts(before)), [r for r in rows if r["seq"] > seq]
            except Exception:  # a snapshot is only a cache: fall back to replaying
                log.exception("snapshot of %s unusable; replaying", row["id"])
        return Live(game_at_start(row), 0), rows

    # -- seats -----------------------------------------------------------------------------------

    def seat_of(self, game_id: str, token: str | None) -> int | None:
        """The seat a token acts for (None: a spectator). A token of another game is refused."""
        if token is None:
            return None
        with self._cache_lock:
            found = self._tokens.get(token)  # a token, once given out, always names the same seat
            if found is not None:
                self._tokens.move_to_end(token)
        if found is None:
            row = self.store.seat_for_token(token)
            if row is not None:
                found = (row["game_id"], row["seat"])
                with self._cache_lock:
                    self._tokens[token] = found
                    while len(self._tokens) > _TOKEN_CACHE:
                        self._tokens.popitem(last=False)
        if found is None or found[0] != game_id:
            raise Problem(403, "bad_token", "this link does not belong to a seat of this game")
        return found[1]

    async def opened(self, game_id: str, seat: int | None) -> None:
        """A seat's player opened the game (spectators do not keep a game alive). Asked on
        every view: it goes to the database (through a worker thread) only when a visit is due."""
        if seat is not None and self._visit_due(game_id):
            await run_in_threadpool(self.store.seen, game_id)

    def _visit_due(self, game_id: str) -> bool:
        clock = time.monotonic()
        with self._cache_lock:
            last = self._seen.get(game_id)
            if last is not None and clock - last < SEEN_EVERY_SECONDS:
                return False
            self._seen[game_id] = clock
            self._seen.move_to_end(game_id)
            while len(self._seen) > _TOKEN_CACHE:
                self._seen.popitem(last=False)
        return True

    def summary(self, game_id: str) -> dict:
        row = self.record(game_id)
        seat_rows = self.store.seats(game_id)
        return {
            "id": row["id"],
            "game": row["game"],
            "board": _board(row["game"]),
            "title": row["title"],
            "players": row["players"],
            "options": json.loads(row["options"]),
            "seq": row["seq"],
            "status": row["status"],
            "result": json.loads(row["result"]) if row["result"] else None,
            "rematch_of": row["rematch_of"],
            "rematch_id": row["rematch_id"],
            "rated": bool(row["rated"]),
            "turn_timeout": row["turn_timeout"],
            "clock": Clocks.from_dict(json.loads(row["clock"])).public(self.settings.clock())
            if row["clock"]
            else None,
            "updated_at": row["updated_at"].isoformat() if row["updated_at"] else None,
            "seats": [
                {
                    "seat": s["seat"],
                    "kind": s["kind"],
                    "bot": s["bot"],
                    "name": s["name"],
                    "open": s["open"],
                    "away": s["away"],
                }
                for s in seat_rows
            ],
        }

    # -- creating ------------------------------------------------------------------------------

    def create(
        self,
        *,
        game: str,
        players: int,
        options: dict,
        seed: int | None,
        seats: list[dict],
        title: str | None = None,
        position: dict | None = None,
        turn_timeout: int | None = None,
        rematch_of: str | None = None,
        history: list[dict] | None = None,
        creator: str | None = None,
        clock: dict | None = None,
        rated: bool = False,
    ) -> dict:
        """A new game. `seats`: {"kind": "me" | "bot" | "invite" | "open", "bot": name, "name": ...}
        per seat. Tokens are returned once, here; the database keeps only their hashes.
        `creator`: the client address that asked for it (only a digest is kept). `clock`: the
        time control (clocks.TimeControl as a dict; `turn_timeout` is read as one when it
        is not given). The clocks start with the game's first move. `rated`: its result rates
        the players (ratings.py), once every person's seat is in a home."""
        if clock is not None and turn_timeout is not None:
            raise Problem(422, "bad_clock", "give a clock or a turn timeout (its older form), not both")
        control = (
            TimeControl.from_dict(clock)
            if clock is not None
            else TimeControl.from_turn_timeout(turn_timeout)
            if turn_timeout
            else TimeControl()
        )
        rules = get_rules(game)
        if seed is None:
            seed = secrets.randbelow(2**31)
        if type(seed) is not int or seed not in SEED_RANGE:
            raise Problem(422, "bad_seed", "the seed must be an integer from -2**63 to 2**63-1")
        try:
            if position is not None:
                g = Game.at_position(rules, position, seed, _options_for(rules, options, position))
                players = g.players
            else:
                g = Game.new(rules, players, seed, options)
            for entry in history or []:
                g.apply(entry["seat"], entry["action"])
        except IllegalAction as exc:
            raise Problem(422, "bad_game", str(exc)) from None
        except _UNREADABLE as exc:
            log.warning("unreadable game description: %r", exc)
            raise Problem(422, "bad_game", f"this game description cannot be read ({exc!r})") from None
        if len(seats) != players:
            raise Problem(422, "bad_seats", f"give one seat description per player ({players})")
        if rated:
            check_rated_seats(players, seats)
        game_id = new_id()
        tokens: dict[int, str] = {}
        rows = []
        for i, spec in enumerate(seats):
            kind = spec.get("kind")
            row = {
                "seat": i,
                "kind": "human",
                "bot": None,
                # a person without a name is named by the client, in its language ("Player 1")
                "name": spec.get("name") or "",
                "token_hash": None,
                "open": False,
                "away": False,
            }
            if kind == "bot":
                bot = spec.get("bot") or "greedy"
                try:
                    make_bot(bot)
                except IllegalAction as exc:
                    raise Problem(422, "bad_bot", str(exc)) from None
                if len(bot) > BOT_SPEC_LENGTH:
                    raise Problem(422, "bad_bot", f"a bot is named in at most {BOT_SPEC_LENGTH} characters")
                row.update(kind="bot", bot=bot, name=spec.get("name") or f"{bot} bot")
            elif kind in ("me", "invite"):
                tokens[i] = new_token()
                row["token_hash"] = token_hash(tokens[i])
            elif kind == "open":
                row["open"] = True
            else:
                raise Problem(422, "bad_seats", f"seat {i}: kind must be me, bot, invite or open")
            rows.append(row)
        record = {
            "id": game_id,
            "game": game,
            "players": players,
            "seed": seed,
            "options": json.dumps(g.options),
            "position": json.dumps(position) if position else None,
            "title": title or f"{rules.title_for(g.options)}, {players} players",
            "rematch_of": rematch_of,
            "rematch_id": None,
            "turn_timeout": turn_timeout,
            "clock": json.dumps(Clocks.start(control, players).to_dict()) if control.timed else None,
            "creator": creator_digest(creator) if creator else None,
            "to_move": seats_json(_to_move(g)),
            "rated": rated,
        }
        entries = g.history_entries()  # an imported game's actions
        log_rows = [
            {
                "seat": entry["seat"],
                "kind": "act",
                "action": json.dumps(entry["action"]),
                "sealed": entry["sealed"],
                "idem_key": None,
                "request_hash": None,
                "response": json.dumps({"accepted": True, "seq": n}),
            }
            for n, entry in enumerate(entries, start=1)
        ]
        # one transaction: a failed import leaves nothing behind
        self.store.create_game(
            record,
            rows,
            log_rows,
            status="over" if g.is_over else "active",
            result=g.result,
            snapshot=g.state.to_dict() if entries else None,
            engine_version=code_version(g.name),
        )
        return {"id": game_id, "tokens": {str(k): v for k, v in tokens.items()}}

    def import_save(self, text: str, title: str | None = None, creator: str | None = None) -> dict:
        """A game saved from the terminal (`epocha play` then `s`): the seats people played are
        yours, and bots keep playing theirs (as `epocha play --load` keeps them)."""
        try:
            saved = epocha.loads(text)
            played_by = read_seats(text) or [HUMAN] * saved.players
        except IllegalAction as exc:
            raise Problem(422, "bad_save", str(exc)) from None
        except _UNREADABLE as exc:
            log.warning("unreadable save: %r", exc)
            raise Problem(422, "bad_save", f"this save file cannot be read ({exc!r})") from None
        seats = [{"kind": "me"} if who == HUMAN else {"kind": "bot", "bot": who} for who in played_by]
        origin = saved.origin
        return self.create(
            game=saved.name,
            players=saved.players,
            options=saved.options,
            seed=saved.seed,
            seats=seats,
            title=title,
            position=origin["position"],
            history=saved.history,
            creator=creator,
        )

    async def join(self, game_id: str, seat: int | None, name: str) -> dict:
        await run_in_threadpool(self.record, game_id)
        joined = await run_in_threadpool(self._join, game_id, seat, name)
        self.hub.committed(game_id, joined.pop("head"))
        return joined

    def _join(self, game_id: str, seat: int | None, name: str) -> dict:
        seat_rows = self.store.seats(game_id)
        candidates = [s["seat"] for s in seat_rows if s["open"] and (seat is None or s["seat"] == seat)]
        for candidate in candidates:
            token = new_token()
            head = self.store.claim_seat(game_id, candidate, token, name or "")
            if head is not None:
                return {"seat": candidate, "token": token, "head": head}
        raise Problem(409, "no_open_seat", "no open seat is left in this game")

    # -- acting ----------------------------------------------------------------------------------

    async def act(self, game_id: str, token: str, seq: int, key: str, action: Any) -> dict:
        return await self._write(game_id, token, seq, key, "act", action)

    async def undo(self, game_id: str, token: str, seq: int, key: str) -> dict:
        return await self._write(game_id, token, seq, key, "undo", None)

    async def _write(self, game_id: str, token: str, seq: int, key: str, kind: str, action: Any) -> dict:
        # one trip to the thread pool: every hop costs a wait for the event loop under load
        response, head = await run_in_threadpool(self._write_now, game_id, token, seq, key, kind, action)
        if head is not None:
            self.hub.committed(game_id, head)
            self.schedule_bots(game_id)
        return response

    def _write_now(
        self, game_id: str, token: str, seq: int, key: str, kind: str, action: Any
    ) -> tuple[dict, Head | None]:
        seat = self.seat_of(game_id, token)
        if seat is None:
            raise Problem(401, "no_token", "acting needs the seat's link")
        request = _request_hash(seat, kind, action)
        with self.lock(game_id):
            live = self.load(game_id)
            if seq != live.seq:
                # a repeated submission gets its original answer; anything else is stale
                prior = self._replayed(game_id, key, seat, request)
                if prior is not None:
                    return prior, None
                raise Problem(409, "stale", "the game has moved on; reload it", seq=live.seq)
            # a key used before at this seq is caught by the log's unique key (see commit)
            return self.commit(game_id, live, seat, kind, action, key, request, by_person=True)

    def _replayed(self, game_id: str, key: str, seat: int, request: str) -> dict | None:
        """The original answer to a request already made with `key`; a key used before for
        another request (or by another seat) is refused rather than answered."""
        prior = self.store.keyed(game_id, key)
        if prior is None:
            return None
        if prior["seat"] != seat or prior["request_hash"] not in (None, request):
            raise Problem(
                422, "key_reused", "this idempotency key was already used for another move; use a new key"
            )
        return prior["response"]

    def commit(
        self,
        game_id: str,
        live: Live,
        seat: int,
        kind: str,
        action: Any,
        key: str | None,
        request: str | None = None,
        *,
        by_person: bool = False,
    ) -> tuple[dict, Head | None]:
        """Play `seat`'s move (`kind` "act" with `action`, or "undo") on a copy of `live` and
        append it to the log under the sequence guard; the answer and the game's new head
        (None: a repeated request, answered as the first time). The caller holds the game's
        lock (`lock`); a move another process wrote first raises `Problem` 409 "stale"."""
        if live.ended is not None:
            raise Problem(409, "game_over", "the game is over: a player ran out of time")
        if kind == "undo" and live.timeouts and live.timeouts[-1]["seq"] == live.seq:
            raise Problem(409, "illegal", "a clock ran out since: that move stands")
        if live.seq == 0:
            self._check_claimed(game_id)
        game = live.game.clone()
        try:
            if kind == "undo":
                game.undo(seat)
                stored_action = None
                sealed = False
            else:
                game.apply(seat, action)
                entry = game.last_entry()
                stored_action, sealed = entry["action"], entry["sealed"]
        except IllegalAction as exc:
            raise Problem(422, "illegal", str(exc)) from None
        new_seq = live.seq + 1
        response = {"accepted": True, "seq": new_seq}
        snapshot = (
            game.state.to_dict() if new_seq % self.settings.snapshot_every == 0 or game.is_over else None
        )
        head = self.store.append(
            game_id,
            live.seq,
            {
                "seat": seat,
                "kind": kind,
                "action": json.dumps(stored_action) if stored_action is not None else None,
                "sealed": sealed,
                "idem_key": key,
                "request_hash": request,
                "response": json.dumps(response),
            },
            status="over" if game.is_over else "active",
            result=ranked_last(game.result, live.lost_on_time) if game.is_over else None,
            snapshot=snapshot,
            engine_version=code_version(game.name),
            by_person=by_person,
            to_move=_to_move(game),
            clock=self.clocks_after(game_id, game, seat) if live.timed else None,
            notify=_turns_begun(live.game, game, seat),
        )
        if head is None:
            # another process wrote first: maybe this very request, through another door
            prior = self._replayed(game_id, key, seat, request or "") if key else None
            if prior is not None:
                return prior, None
            raise Problem(409, "stale", "the game has moved on; reload it", seq=self.record(game_id)["seq"])
        self.remember(game_id, Live(game, head.seq, head.version, live.timeouts, live.timed))
        return response, head

    def unclaimed(self, game_id: str) -> list[int]:
        """The seats a rated table's first move waits for: every person's seat must be in a
        home (the homes are who its result rates). Empty for an unrated table."""
        return self.store.unclaimed_seats(game_id) if self.record(game_id)["rated"] else []

    def _check_claimed(self, game_id: str) -> None:
        unclaimed = self.unclaimed(game_id)
        if unclaimed:
            numbers = ", ".join(str(s + 1) for s in unclaimed)
            raise Problem(
                409,
                "unclaimed_seats",
                "a rated table starts once every player has put their seat into a home "
                f"(not yet: seat {numbers})",
                seats=unclaimed,
            )

    # -- clocks -----------------------------------------------------------------------------------

    def clocks(self, game_id: str) -> Clocks | None:
        row = self.record(game_id)
        return Clocks.from_dict(json.loads(row["clock"])) if row["clock"] else None

    def timed_seats(self, game_id: str, game: Game, away: dict[int, bool] | None = None) -> list[int]:
        """The seats whose clocks run now: those the game waits for that a person plays (not
        a bot, not a player who left, not a seat nobody has taken yet). `away`: seats that
        are about to leave or come back, as they will be."""
        if game.is_over:
            return []
        away = away or {}
        people = {
            s["seat"]
            for s in self.store.seats(game_id)
            if s["kind"] == "human" and not away.get(s["seat"], s["away"]) and not s["open"]
        }
        return [s for s in game.active_players if s in people]

    def clocks_after(
        self,
        game_id: str,
        game: Game,
        mover: int | None,
        change: Any = None,
        away: dict[int, bool] | None = None,
    ) -> ClockWrite | None:
        """The table's clocks once `game` stands as it does (None: the table has none):
        `mover`'s time charged, and the clocks of the seats the game now waits for running.
        `change(clocks)` changes them first (a seat's player back, say); `away` as in
        `timed_seats`."""
        clocks = self.clocks(game_id)
        if clocks is None:
            return None
        at = self.settings.clock()
        if mover is not None:
            clocks.moved(mover, at)
        if change is not None:
            change(clocks)
        clocks.wait_for(self.timed_seats(game_id, game, away), at)
        return ClockWrite(json.dumps(clocks.to_dict()), clocks.earliest())

    # -- views ------------------------------------------------------------------------------------

    def view(self, game_id: str, seat: int | None, log_from: int = 0, *, head: Head | None = None) -> dict:
        """A seat's view and the log events from `log_from` on. `head`: where the hub says the
        game stands; a cached game at that sequence number is used without asking the database."""
        with self._cache_lock:
            cached = self._cache.get(game_id) if head is not None else None
        if cached is not None and head is not None and cached.seq == head.seq:
            live = cached
            live.version = max(live.version, head.version)
        else:
            live = self.load(game_id)
        log_from = max(0, min(log_from, len(live.game.state.log)))
        view = live.game.view(seat, log_from)
        live.table_view(view)
        events = view.pop("log")
        return {
            "seq": live.seq,
            "version": live.version,
            "seat": seat,
            "view": view,
            "log_from": log_from,
            "log": events,
            "log_length": view.pop("log_length"),
        }

    def save(self, game_id: str, token: str | None) -> str:
        """The save file (`epocha play --load`). It holds the seed and every action, from which
        all hidden cards (hands, deck order) can be worked out, so only once the game is over."""
        self.seat_of(game_id, token)  # a wrong token is refused even once the game is over
        live = self.load(game_id)
        if not live.game.is_over:
            raise Problem(
                409,
                "game_running",
                "the save file reveals every hidden card, so it is available once the game is over",
            )
        return epocha.dumps(live.game)

    # -- bots -------------------------------------------------------------------------------------

    def _due_bot(self, game_id: str) -> BotTurn | None:
        """The bot seat that is to move in the game now, with its bot (None: none). The seats
        are read from the database every time: another server process may have changed them."""
        live = self.load(game_id)
        if live.game.is_over or live.ended is not None:
            return None
        if live.seq == 0 and self.unclaimed(game_id):  # a rated table not ready to start
            return None
        seat_rows = self.store.seats(game_id)
        # bots, and the seats of players who left
        bots = {s["seat"]: s["bot"] for s in seat_rows if s["kind"] == "bot" or (s["away"] and s["bot"])}
        due = [s for s in live.game.active_players if s in bots]
        if not due:
            return None
        with_person = any(s["kind"] == "human" and not s["away"] for s in seat_rows)
        return BotTurn(live, due[0], bots[due[0]], with_person)

    def schedule_bots(self, game_id: str) -> None:
        task = self._bot_tasks.get(game_id)
        if task is not None and not task.done():
            return
        task = asyncio.get_running_loop().create_task(self._run_bots(game_id))
        self._bot_tasks[game_id] = task

        def forget(done: asyncio.Task) -> None:  # a finished game must not stay in the dict
            if self._bot_tasks.get(game_id) is done:
                del self._bot_tasks[game_id]

        task.add_done_callback(forget)

    async def _run_bots(self, game_id: str) -> None:
        """Let bots move while it is a bot's turn; each move is committed like a player's."""
        moves = 0
        try:
            # asked before queueing for the gate: a look at a game with no bot due costs no wait
            while (due := await run_in_threadpool(self._due_bot, game_id)) is not None:
                moves += 1
                if moves > MAX_BOT_MOVES_PER_RUN:
                    # a safety valve for tables of bots only: they rest until a client looks in
                    log.warning("bots of game %s paused after %d moves", game_id, MAX_BOT_MOVES_PER_RUN)
                    return
                # one move per turn at the gate: tables beyond the cap wait in line (tables
                # with a person first), and a table goes back into the line after each move
                gate = self._gate()
                waited = gate.busy()
                async with gate.turn(due.with_person):
                    if waited:  # the game may have changed while this table waited its turn
                        due = await run_in_threadpool(self._due_bot, game_id)
                        if due is None:
                            continue
                    live, seat = due.live, due.seat
                    action = await self.bot_workers.move(live.game, seat, due.bot, live.seq * 7919 + seat)
                    head = await run_in_threadpool(self._bot_move, game_id, live.seq, seat, action)
                if head is not None:  # None: somebody moved meanwhile; think again
                    self.hub.committed(game_id, head)
        except Exception as exc:
            # the storage away: they move again when a client next looks in (said once a minute)
            if storage_problem(exc) is None:
                log.exception("bots of game %s stopped", game_id)

    def _gate(self) -> BotGate:
        """At most `max_bot_tables` bot moves at once (bot_gate.py). Made in the running loop:
        a test may run several."""
        loop = asyncio.get_running_loop()
        if self._bot_gate is None or self._bot_gate[0] is not loop:
            self._bot_gate = (loop, BotGate(self.settings.max_bot_tables))
        return self._bot_gate[1]

    def _bot_move(self, game_id: str, seq: int, seat: int, action: dict) -> Head | None:
        with self.lock(game_id):
            current = self.load(game_id)
            if current.seq != seq:
                return None
            try:
                return self.commit(game_id, current, seat, "act", action, None)[1]
            except Problem:
                return None

    async def resume_all_bots(self) -> None:
        """At start: bots play on where people play, or played lately; other tables of bots only
        rest until a client looks in (no CPU spent on games nobody follows)."""
        hours = min(self.settings.bot_resume_hours, 1e6)  # a century or more: "ever", not an overflow
        since = now() - timedelta(hours=hours)
        for game_id in await run_in_threadpool(self.store.games_to_resume, since):
            self.schedule_bots(game_id)

    # -- leaving, timeouts, rematch ----------------------------------------------------------------

    async def leave(self, game_id: str, token: str, bot: str) -> None:
        seat = await run_in_threadpool(self.seat_of, game_id, token)
        if seat is None:
            raise Problem(401, "no_token", "leaving needs the seat's link")
        _check_bot(bot)
        self.hub.committed(game_id, await run_in_threadpool(self._set_away, game_id, seat, True, bot))
        self.schedule_bots(game_id)

    async def come_back(self, game_id: str, token: str) -> None:
        seat = await run_in_threadpool(self.seat_of, game_id, token)
        if seat is None:
            raise Problem(401, "no_token", "coming back needs the seat's link")
        self.hub.committed(game_id, await run_in_threadpool(self._set_away, game_id, seat, False, None))

    async def take_over(self, game_id: str, token: str, idle_seat: int, bot: str) -> None:
        """Another player hands a seat that has not acted within the game's turn timeout to a bot."""
        seat = await run_in_threadpool(self.seat_of, game_id, token)
        if seat is None:
            raise Problem(401, "no_token", "needs a seat's link")
        _check_bot(bot)
        row = await run_in_threadpool(self.record, game_id)
        live = await run_in_threadpool(self.load, game_id)
        left = time_left(row["turn_timeout"], row["updated_at"], now())
        if left is None:
            raise Problem(409, "no_timeout", "this game has no turn timeout")
        if idle_seat not in live.game.active_players or idle_seat == seat:
            raise Problem(409, "not_idle", "that seat is not the one everybody waits for")
        if left > 0:
            raise Problem(409, "not_yet", f"wait {int(left)} more seconds")
        self.hub.committed(game_id, await run_in_threadpool(self._set_away, game_id, idle_seat, True, bot))
        self.schedule_bots(game_id)

    def _set_away(self, game_id: str, seat: int, away: bool, bot: str | None) -> Head | None:
        """A seat's player leaves (a bot plays it) or comes back; its clock follows, in the same
        write (one change of the game's version): it stops while a bot plays, and a player
        back after running out of time is timed again."""
        with self.lock(game_id):
            live = self.load(game_id)
            clock = None
            if live.timed:
                back = None if away else (lambda clocks: clocks.came_back(seat))
                clock = self.clocks_after(game_id, live.game, None, back, away={seat: away})
            return self.store.set_away(game_id, seat, away, bot, clock)

    async def rematch(self, game_id: str, token: str) -> dict:
        result = await run_in_threadpool(self._rematch, game_id, token)
        self.hub.committed(game_id, result.pop("head"))
        self.schedule_bots(result["id"])
        return result

    def _rematch(self, game_id: str, token: str) -> dict:
        """The same table again (a new seed, seats rotated); every player asks with their own
        link and gets their new seat's link. Created once, by the first who asks."""
        seat = self.seat_of(game_id, token)
        if seat is None:
            raise Problem(401, "no_token", "a rematch needs a seat's link")
        row = self.record(game_id)
        if row["status"] != "over":
            raise Problem(409, "not_over", "the game is not over yet")
        old_seats = self.store.seats(game_id)
        n = row["players"]
        head = None
        if row["rematch_id"] is None:
            specs = []
            for i in range(n):
                prev = old_seats[(i + 1) % n]  # seats rotate: the next player goes first this time
                if prev["kind"] == "bot":
                    specs.append({"kind": "bot", "bot": prev["bot"], "name": prev["name"]})
                else:
                    specs.append({"kind": "invite", "name": prev["name"]})
            created = self.create(
                game=row["game"],
                players=n,
                options=json.loads(row["options"]),
                seed=None,
                seats=specs,
                title=row["title"],
                rematch_of=game_id,
                turn_timeout=row["turn_timeout"],
                clock=_time_control(row),
            )
            # None: someone else created it meanwhile, and theirs is used
            head = self.store.set_rematch(game_id, created["id"])
        row = self.record(game_id)
        new_seat = (seat - 1) % n
        # derived from the secret old link, so asking twice gives the same new link
        token = hashlib.sha256(f"{token}:{row['rematch_id']}".encode()).hexdigest()[:32]
        self.store.set_seat_token(row["rematch_id"], new_seat, token)
        return {"id": row["rematch_id"], "seat": new_seat, "token": token, "head": head}


def creator_digest(address: str) -> str:
    """What is kept of a creator's address: enough to tell two creators apart in the lobby."""
    return hashlib.sha256(f"epocha creator {address}".encode()).hexdigest()[:32]


def game_at_start(row: dict) -> Game:
    """A stored game (its `games` row) as it was before its first action."""
    rules = get_rules(row["game"])
    options = json.loads(row["options"])
    if row["position"]:
        return Game.at_position(rules, json.loads(row["position"]), row["seed"], options)
    return Game.new(rules, row["players"], row["seed"], options)


def _effective_history(rows: list[dict]) -> list[dict]:
    """The actions that stand after undos (timeouts are the table's, not the game's)."""
    history: list[dict] = []
    for r in rows:
        if r["kind"] == "undo":
            history.pop()
        elif r["kind"] == "act":
            history.append({"seat": r["seat"], "action": json.loads(r["action"]), "sealed": r["sealed"]})
    return history


def _to_move(game: Game) -> list[int]:
    """The seats that must act now (none once the game is over)."""
    return [] if game.is_over else list(game.active_players)


def _turns_begun(before: Game, after: Game, mover: int) -> list[int]:
    """The seats whose turn a move by `mover` began: to move now, not before, and not the
    mover (at the table already). Their players' homes are notified (notifications.py)."""
    waiting = set(_to_move(before))
    return [s for s in _to_move(after) if s not in waiting and s != mover]


def _timeouts(rows: list[dict]) -> tuple[dict, ...]:
    return tuple(_timeout(r) for r in rows if r["kind"] == "timeout")


def _timeout(row: dict) -> dict:
    return {**json.loads(row["action"]), "seat": row["seat"], "seq": row["seq"]}


def _replay_row(live: Live, row: dict) -> None:
    if row["kind"] == "undo":
        live.game.undo(row["seat"])
    elif row["kind"] == "timeout":
        live.timeouts = (*live.timeouts, _timeout(row))
    else:
        live.game.apply(row["seat"], json.loads(row["action"]))


def _time_control(row: dict) -> dict | None:
    """The table's time control, to give a rematch (None: none, or the older turn timeout,
    which gives its own)."""
    if not row["clock"] or row["turn_timeout"]:
        return None
    return json.loads(row["clock"])["control"]


def ranked_last(result: dict | None, lost: list[int]) -> dict | None:
    """The game's result with the seats that lost on time (a bot played them on) ranked last:
    none of them wins; when one would have, the best of the others do (by score)."""
    if result is None or not lost:
        return result
    winners = [w for w in result["winners"] if w not in lost]
    if not winners:
        scores = result.get("scores") or []
        rest = [s for s in range(len(scores)) if s not in lost]
        best = max((scores[s] for s in rest), default=None)
        winners = [s for s in rest if scores[s] == best]
    return {**result, "winners": winners, "lost_on_time": lost}


def _check_bot(bot: str) -> None:
    try:
        make_bot(bot)
    except IllegalAction as exc:
        raise Problem(422, "bad_bot", str(exc)) from None


def _request_hash(seat: int, kind: str, action: Any) -> str:
    """What an idempotency key stands for: the same key must come with the same request."""
    text = json.dumps({"seat": seat, "kind": kind, "action": action}, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def _board(game: str) -> str | None:
    """Where the browser finds the game's board module (None: the generic board)."""
    try:
        return get_manifest(game).describe()["board"]
    except IllegalAction:  # a game whose plugin is not installed here any more
        return None


def _options_for(rules: Any, options: dict | None, position: dict) -> dict | None:
    """A position may carry its own options (`position["options"]`); given beside them,
    options must say the same, or the game would silently differ from its position."""
    theirs = position.get("options") if isinstance(position, dict) else None
    if not theirs:  # absent or {}: the defaults, unless options say otherwise
        return options
    if not options:
        return theirs
    if rules.normalize_options(options) != rules.normalize_options(theirs):
        raise Problem(
            422,
            "conflicting_options",
            f"options {options!r} disagree with the position's options {theirs!r}; give them once",
        )
    return options
